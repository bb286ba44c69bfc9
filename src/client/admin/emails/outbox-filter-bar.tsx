import { OUTBOX_STATUSES } from '../../../shared/email/outbox.schemas';
import { OUTBOX_STATUS_LABELS } from '../../../shared/email/outbox.rules';
import { SearchField } from '../../ui/search-field';
import { Select, type SelectOption } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import * as styles from './outbox.css';
import { useOutboxKinds, type OutboxFilters } from './use-outbox';

const ANY = 'any';
const STATUS_OPTIONS: readonly SelectOption<string>[] = [{ id: ANY, label: 'Any status' }, ...OUTBOX_STATUSES.map((id) => ({ id, label: OUTBOX_STATUS_LABELS[id] }))];

/** The message the dates show when the end comes before the start (the server says the same and lists nothing). */
export const DATES_BACKWARDS = 'The end date must not be before the start date';

export function datesBackwards(filters: OutboxFilters): boolean {
  return Boolean(filters.from && filters.to && filters.to < filters.from);
}

/** Status, part of the address, kind of e-mail and the Hawaii dates it was created on. */
export function OutboxFilterBar({ filters, onChange }: { filters: OutboxFilters; onChange: (next: OutboxFilters) => void }) {
  const set = (patch: Partial<OutboxFilters>) => onChange({ ...filters, ...patch });
  const kinds = useOutboxKinds().data ?? [];
  const kindOptions: SelectOption<string>[] = [{ id: ANY, label: 'Any kind' }, ...kinds.map(({ kind, label }) => ({ id: kind, label }))];
  return (
    <div role="search" aria-label="Filter sent e-mail" className={styles.filters}>
      <SearchField label="Recipient" placeholder="Part of the address" value={filters.recipient} onChange={(recipient) => set({ recipient })} />
      <Select label="Status" options={STATUS_OPTIONS} value={filters.status || ANY} onChange={(status) => set({ status: status === ANY ? '' : (status as OutboxFilters['status']) })} />
      <Select label="Kind" options={kindOptions} value={filters.kind || ANY} onChange={(kind) => set({ kind: kind === ANY ? '' : kind })} />
      <TextField label="Created from" type="date" value={filters.from} onChange={(from) => set({ from })} />
      <TextField label="Created until" type="date" value={filters.to} onChange={(to) => set({ to })} errorMessage={datesBackwards(filters) ? DATES_BACKWARDS : undefined} />
    </div>
  );
}
