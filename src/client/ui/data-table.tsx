import { useId, useMemo, useState, type ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type Key, type SortDescriptor } from 'react-aria-components';
import { Button } from './button';
import * as styles from './data-table.css';

/** A column the table sorts by, as the server takes it: `asc` or `desc`. */
export interface TableSort<TColumn extends string = string> {
  column: TColumn;
  direction: 'asc' | 'desc';
}

export interface DataColumn<T> {
  id: string;
  label: string;
  /** The column that names each row for screen readers (one per table). */
  isRowHeader?: boolean;
  /** Offers sorting by this column; the caller sorts (usually the server). */
  allowsSorting?: boolean;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  render: (item: T) => ReactNode;
  /**
   * For a small list sorted in the browser (see `useClientSort`): what this column sorts by,
   * numbers by value, text alphabetically, null first. A column with one is sortable.
   */
  sortValue?: (item: T) => string | number | null;
}

export interface DataTableProps<T, TColumn extends string> {
  /** Shown above the table and its accessible name. */
  caption: string;
  columns: readonly DataColumn<T>[];
  items: readonly T[];
  rowKey: (item: T) => string;
  /** What typing a letter matches, and what a screen reader reads for the row. */
  rowText: (item: T) => string;
  /** Enter (or a click) on a row. */
  onRowAction?: (key: string) => void;
  sort?: TableSort<TColumn> | null;
  onSortChange?: (sort: TableSort<TColumn>) => void;
  /** A summary row kept last whatever the sort, in bold; its row-header cell reads `totalLabel`. */
  totalRow?: T;
  /** The row-header text of `totalRow` (and its name for screen readers). */
  totalLabel?: string;
}

const TOTAL_KEY = '__total__';

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * Sorting on the client for a small list the server returns whole (a year of months, a period's
 * bookings): the rows in the chosen order by the columns' `sortValue`, and the `sort` and
 * `onSortChange` to hand DataTable. Ties keep the given order.
 */
export function useClientSort<T, TColumn extends string = string>(items: readonly T[], columns: readonly DataColumn<T>[], initial: TableSort<TColumn>) {
  const [sort, setSort] = useState(initial);
  const sortValue = columns.find((column) => column.id === sort.column)?.sortValue;
  const sorted = useMemo(() => {
    if (!sortValue) return items;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...items].sort((a, b) => sign * compareValues(sortValue(a), sortValue(b)));
  }, [items, sortValue, sort.direction]);
  return { items: sorted, sort, onSortChange: setSort };
}

/** The admin tables render every row they get, so a long list sorted in the browser is shown this many rows at a time. */
const CLIENT_PAGE_SIZE = 100;

/**
 * `useClientSort` a page at a time, for a list the server returns whole that can grow (blackouts,
 * coupons): the current page's rows in the chosen order. A new sort starts again at page 1; a page
 * that no longer exists (after a delete) falls back to the last one.
 */
export function useSortedPages<T, TColumn extends string = string>(items: readonly T[], columns: readonly DataColumn<T>[], initial: TableSort<TColumn>) {
  const { items: sorted, sort, onSortChange } = useClientSort(items, columns, initial);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(sorted.length / CLIENT_PAGE_SIZE));
  const current = Math.min(page, pages);
  return {
    rows: sorted.slice((current - 1) * CLIENT_PAGE_SIZE, current * CLIENT_PAGE_SIZE),
    sort,
    onSortChange: (next: TableSort<TColumn>) => {
      onSortChange(next);
      setPage(1);
    },
    page: current,
    pages,
    setPage,
  };
}

function toDescriptor(sort: TableSort | null | undefined): SortDescriptor | undefined {
  return sort ? { column: sort.column, direction: sort.direction === 'asc' ? 'ascending' : 'descending' } : undefined;
}

const SORT_MARKS = { ascending: '▲', descending: '▼' } as const;

/**
 * A React Aria table for the admin screens: arrow keys move between rows and
 * cells, Enter on a row runs `onRowAction`, Enter on a sortable column header
 * asks for that sort (the caller fetches it). It renders every row it is
 * given, so callers page their data (the admin lists are at most 100 a page)
 * rather than hand it hundreds of rows.
 */
export function DataTable<T, TColumn extends string = string>({ caption, columns, items, rowKey, rowText, onRowAction, sort, onSortChange, totalRow, totalLabel = 'Total' }: DataTableProps<T, TColumn>) {
  const captionId = useId();
  const labelColumn = columns.find((column) => column.isRowHeader) ?? columns[0];
  return (
    <>
      <p id={captionId} className={styles.caption}>
        {caption}
      </p>
      <div className={styles.wrap}>
        <Table
          aria-labelledby={captionId}
          className={styles.table}
          sortDescriptor={toDescriptor(sort)}
          onSortChange={(descriptor) => onSortChange?.({ column: String(descriptor.column) as TColumn, direction: descriptor.direction === 'descending' ? 'desc' : 'asc' })}
          onRowAction={onRowAction ? (key: Key) => onRowAction(String(key)) : undefined}
        >
          <TableHeader>
            {columns.map((column) => (
              <Column key={column.id} id={column.id} isRowHeader={column.isRowHeader} allowsSorting={column.allowsSorting ?? column.sortValue !== undefined} className={[styles.column, column.numeric ? styles.numeric : ''].join(' ')}>
                {({ allowsSorting, sortDirection }) => (
                  <>
                    {column.label}
                    {allowsSorting && (
                      <span aria-hidden="true" className={styles.sortMark}>
                        {sortDirection ? SORT_MARKS[sortDirection] : ''}
                      </span>
                    )}
                  </>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <Row key={rowKey(item)} id={rowKey(item)} textValue={rowText(item)} className={styles.row}>
                {columns.map((column) => (
                  <Cell key={column.id} className={[styles.cell, column.numeric ? styles.numeric : ''].join(' ')}>
                    {column.render(item)}
                  </Cell>
                ))}
              </Row>
            ))}
            {totalRow !== undefined && (
              <Row key={TOTAL_KEY} id={TOTAL_KEY} textValue={totalLabel} className={[styles.row, styles.totalRow].join(' ')}>
                {columns.map((column) => (
                  <Cell key={column.id} className={[styles.cell, column.numeric ? styles.numeric : ''].join(' ')}>
                    {column === labelColumn ? totalLabel : column.render(totalRow)}
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/** Previous/Next under a paged table, with where the owner is ("Page 2 of 5"). */
export function DataTablePager({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button tone="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button tone="secondary" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
