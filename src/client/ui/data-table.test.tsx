import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, useClientSort, type DataColumn } from './data-table';

interface Fruit {
  name: string;
  kilos: number | null;
}

const FRUITS: Fruit[] = [
  { name: 'Papaya', kilos: 12 },
  { name: 'Guava', kilos: null },
  { name: 'Lychee', kilos: 30 },
];

const COLUMNS: DataColumn<Fruit>[] = [
  { id: 'name', label: 'Fruit', isRowHeader: true, render: (fruit) => fruit.name, sortValue: (fruit) => fruit.name },
  { id: 'kilos', label: 'Kilos', numeric: true, render: (fruit) => fruit.kilos ?? '—', sortValue: (fruit) => fruit.kilos },
  { id: 'note', label: 'Note', render: () => 'fresh' },
];

function Harvest() {
  const sorted = useClientSort(FRUITS, COLUMNS, { column: 'name', direction: 'asc' });
  return (
    <DataTable
      caption="Harvest"
      columns={COLUMNS}
      items={sorted.items}
      rowKey={(fruit) => fruit.name}
      rowText={(fruit) => fruit.name}
      sort={sorted.sort}
      onSortChange={sorted.onSortChange}
      totalRow={{ name: 'all', kilos: 42 }}
    />
  );
}

const rowHeaders = () => within(screen.getByRole('grid', { name: 'Harvest' })).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('sorts a list on the client by a column’s sortValue and keeps the total row last both ways', async () => {
    const user = userEvent.setup();
    render(<Harvest />);
    expect(rowHeaders()).toEqual(['Guava', 'Lychee', 'Papaya', 'Total']);
    const total = screen.getByRole('row', { name: 'Total' });
    expect(within(total).getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual(['42', 'fresh']);

    const kilos = screen.getByRole('columnheader', { name: /Kilos/ });
    await user.click(kilos);
    expect(kilos.getAttribute('aria-sort')).toBe('ascending');
    expect(rowHeaders()).toEqual(['Guava', 'Papaya', 'Lychee', 'Total']);
    await user.click(kilos);
    expect(kilos.getAttribute('aria-sort')).toBe('descending');
    expect(rowHeaders()).toEqual(['Lychee', 'Papaya', 'Guava', 'Total']);
    expect(screen.getByRole('columnheader', { name: 'Note' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('sorts with Enter on a focused column header', async () => {
    const user = userEvent.setup();
    render(<Harvest />);
    const fruit = screen.getByRole('columnheader', { name: /Fruit/ });
    act(() => fruit.focus());
    await user.keyboard('{Enter}');
    expect(fruit.getAttribute('aria-sort')).toBe('descending');
    expect(rowHeaders()).toEqual(['Papaya', 'Lychee', 'Guava', 'Total']);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('columnheader', { name: /Kilos/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(rowHeaders()).toEqual(['Guava', 'Papaya', 'Lychee', 'Total']);
  });
});
