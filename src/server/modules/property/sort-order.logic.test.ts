import { describe, expect, it } from 'vitest';
import { swapWithNeighbour } from './sort-order.logic';

const rows = () => [
  { id: 7, sortOrder: 1 },
  { id: 3, sortOrder: 1 },
  { id: 9, sortOrder: 5 },
];
const order = (list: { id: number; sortOrder: number }[]) => [...list].sort((a, b) => a.sortOrder - b.sortOrder).map((row) => row.id);

describe('swapWithNeighbour', () => {
  it('moves a row a place up or down and renumbers the list 1, 2, 3, even from tied or gapped numbers', () => {
    const list = rows();
    expect(swapWithNeighbour(list, 3, 'up')).toBe(true);
    expect(order(list)).toEqual([3, 7, 9]);
    expect(list.map((row) => row.sortOrder).sort()).toEqual([1, 2, 3]);
    // The next move reads the list afresh in display order, as the service does.
    const reread = [...list].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(swapWithNeighbour(reread, 7, 'down')).toBe(true);
    expect(order(reread)).toEqual([3, 9, 7]);
  });

  it('does nothing at either end or for a row not in the list', () => {
    for (const [id, direction] of [[7, 'up'], [9, 'down'], [42, 'up']] as const) {
      const list = rows();
      expect(swapWithNeighbour(list, id, direction)).toBe(false);
      expect(list).toEqual(rows());
    }
  });
});
