import { useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { blackoutInputSchema, type Blackout } from '../../../shared/booking/booking-admin.schemas';
import { errorMessage, errorText, httpStatusOf } from '../../lib/errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { DataTable, DataTablePager, useSortedPages, type DataColumn } from '../../ui/data-table';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import { useZodForm } from '../../lib/use-zod-form';
import { useRegisterScreenActions } from '../shell/public';
import { displayStay } from './admin-format';
import * as styles from './admin-bookings.css';
import { useAddBlackout, useBlackouts, useRemoveBlackout } from './use-admin-bookings';

function RemoveBlackout({ blackout }: { blackout: Blackout }) {
  const remove = useRemoveBlackout();
  const stay = displayStay(blackout.start, blackout.end);
  return (
    <Button
      tone="secondary"
      isDisabled={remove.isPending}
      aria-label={`Remove blackout ${stay}`}
      onPress={() =>
        remove.mutate(
          { id: blackout.id },
          {
            onSuccess: () => toast({ title: 'Blackout removed', description: `${stay} can be booked again.` }),
            onError: (error) => toast({ title: 'Could not remove the blackout', description: errorMessage(error), variant: 'destructive' }),
          },
        )
      }
    >
      Remove
    </Button>
  );
}

const COLUMNS: DataColumn<Blackout>[] = [
  // Dates are yyyy-MM-dd, so text order is date order.
  { id: 'start', label: 'Dates', isRowHeader: true, sortValue: (blackout) => `${blackout.start}/${blackout.end}`, render: (blackout) => displayStay(blackout.start, blackout.end) },
  { id: 'nights', label: 'Nights', sortValue: (blackout) => blackout.nights, numeric: true, render: (blackout) => blackout.nights },
  { id: 'note', label: 'Note', render: (blackout) => blackout.note ?? '—' },
  { id: 'actions', label: 'Actions', render: (blackout) => <RemoveBlackout blackout={blackout} /> },
];

/** Every blackout ahead, earliest first (the server sends them all; a long list is shown a page at a time). */
function BlackoutTable({ blackouts }: { blackouts: readonly Blackout[] }) {
  const view = useSortedPages(blackouts, COLUMNS, { column: 'start', direction: 'asc' });
  return (
    <>
      <DataTable
        caption={`Your blackout dates${view.pages > 1 ? `, page ${view.page} of ${view.pages}` : ''}`}
        columns={COLUMNS}
        items={view.rows}
        rowKey={(blackout) => String(blackout.id)}
        rowText={(blackout) => `${displayStay(blackout.start, blackout.end)} ${blackout.note ?? ''}`.trim()}
        sort={view.sort}
        onSortChange={view.onSortChange}
      />
      <DataTablePager label="Blackout date pages" page={view.page} pages={view.pages} onPage={view.setPage} />
    </>
  );
}

/** Nights the owner keeps for themselves; they block the site and the export feed, but never a guest's stay. */
export function BlackoutDates() {
  const blackouts = useBlackouts();
  const add = useAddBlackout();
  const [conflict, setConflict] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useRegisterScreenActions([{ id: 'add-blackout', label: 'Add blackout dates', run: () => sectionRef.current?.querySelector('input')?.focus() }]);
  const form = useZodForm(blackoutInputSchema, { start: '', end: '', note: '' }, async (input) => {
    setConflict(null);
    try {
      const blackout = await add.mutateAsync(input);
      toast({ title: 'Dates blocked', description: `${displayStay(blackout.start, blackout.end)} can no longer be booked.` });
      form.setValues({ start: '', end: '', note: '' });
    } catch (error) {
      // A clash with a guest's stay has no single field to point at: it is said above the form.
      if (httpStatusOf(error) === 409) setConflict(errorMessage(error));
      throw error;
    }
  });

  return (
    <section ref={sectionRef} aria-labelledby="blackouts-title" className={admin.section}>
      <h2 id="blackouts-title">Blackout dates</h2>
      <p>Block nights you keep for yourself or for repairs. The end date is the first night that can be booked again.</p>
      <Form onSubmit={form.onSubmit} className={admin.row} validationBehavior="aria" aria-labelledby="blackouts-title">
        <TextField label="First blocked night" type="date" {...form.field('start')} />
        <TextField label="End (first free night)" type="date" {...form.field('end')} />
        <TextField label="Note (only you see it)" {...form.field('note')} />
        <Button type="submit" isDisabled={form.pending}>Block dates</Button>
      </Form>
      {conflict && <p role="alert" className={styles.alert}>{conflict}</p>}
      {blackouts.isPending && <p role="status">Loading blackout dates…</p>}
      {blackouts.isError && <p role="alert" className={styles.alert}>Could not load blackout dates. {errorText(blackouts.error)}</p>}
      {blackouts.data?.length === 0 && <p>No blackout dates ahead.</p>}
      {blackouts.data && blackouts.data.length > 0 && <BlackoutTable blackouts={blackouts.data} />}
    </section>
  );
}
