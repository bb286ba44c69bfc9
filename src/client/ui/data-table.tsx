import { useId, type ReactNode } from 'react';
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
export function DataTable<T, TColumn extends string = string>({ caption, columns, items, rowKey, rowText, onRowAction, sort, onSortChange }: DataTableProps<T, TColumn>) {
  const captionId = useId();
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
              <Column key={column.id} id={column.id} isRowHeader={column.isRowHeader} allowsSorting={column.allowsSorting} className={[styles.column, column.numeric ? styles.numeric : ''].join(' ')}>
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
