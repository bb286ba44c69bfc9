/**
 * Moves one row a place up or down a list in display order by renumbering the whole list 1, 2, 3…
 * (so ties and gaps left by older data cannot make a move do nothing). `rows` must be in display order. Returns false when the row is
 * already at that end or not in the list; the rows' sortOrder is changed in place.
 */
export function swapWithNeighbour(rows: { id: number; sortOrder: number }[], id: number, direction: 'up' | 'down'): boolean {
  const index = rows.findIndex((row) => row.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= rows.length) return false;
  const order = [...rows];
  [order[index], order[target]] = [order[target]!, order[index]!];
  order.forEach((row, position) => {
    row.sortOrder = position + 1;
  });
  return true;
}
