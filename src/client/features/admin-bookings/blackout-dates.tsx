import { useState } from 'react';
import { Form } from 'react-aria-components';
import { ownerBlockInputSchema, type OwnerBlock } from '../../../shared/booking/booking-admin.schemas';
import { errorMessage, errorText, httpStatusOf } from '../../lib/errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as admin from '../admin/admin.css';
import { useZodForm } from '../auth/use-zod-form';
import { displayStay } from './admin-format';
import * as styles from './admin-bookings.css';
import { useAddOwnerBlock, useOwnerBlocks, useRemoveOwnerBlock } from './use-admin-bookings';

function BlockRow({ block }: { block: OwnerBlock }) {
  const remove = useRemoveOwnerBlock();
  const stay = displayStay(block.start, block.end);
  return (
    <tr>
      <th scope="row" className={admin.cell}>{stay}</th>
      <td className={`${admin.cell} ${admin.numeric}`}>{block.nights}</td>
      <td className={admin.cell}>{block.note ?? '—'}</td>
      <td className={admin.cell}>
        <Button
          tone="secondary"
          isDisabled={remove.isPending}
          aria-label={`Remove blackout ${stay}`}
          onPress={() =>
            remove.mutate(
              { id: block.id },
              {
                onSuccess: () => toast({ title: 'Blackout removed', description: `${stay} can be booked again.` }),
                onError: (error) => toast({ title: 'Could not remove the blackout', description: errorMessage(error), variant: 'destructive' }),
              },
            )
          }
        >
          Remove
        </Button>
      </td>
    </tr>
  );
}

/** Nights the owner keeps for themselves; they block the site and the export feed, but never a guest's stay. */
export function BlackoutDates() {
  const blocks = useOwnerBlocks();
  const add = useAddOwnerBlock();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useZodForm(ownerBlockInputSchema, { start: '', end: '', note: '' }, async (input) => {
    setConflict(null);
    try {
      const block = await add.mutateAsync(input);
      toast({ title: 'Dates blocked', description: `${displayStay(block.start, block.end)} can no longer be booked.` });
      form.setValues({ start: '', end: '', note: '' });
    } catch (error) {
      // A clash with a guest's stay has no single field to point at: it is said above the form.
      if (httpStatusOf(error) === 409) setConflict(errorMessage(error));
      throw error;
    }
  });

  return (
    <section aria-labelledby="blackouts-title" className={admin.section}>
      <h2 id="blackouts-title">Blackout dates</h2>
      <p>Block nights you keep for yourself or for repairs. The end date is the first night that can be booked again.</p>
      <Form onSubmit={form.onSubmit} className={admin.row} validationBehavior="aria" aria-labelledby="blackouts-title">
        <TextField label="First blocked night" type="date" {...form.field('start')} />
        <TextField label="End (first free night)" type="date" {...form.field('end')} />
        <TextField label="Note (only you see it)" {...form.field('note')} />
        <Button type="submit" isDisabled={form.pending}>Block dates</Button>
      </Form>
      {conflict && <p role="alert" className={styles.alert}>{conflict}</p>}
      {blocks.isPending && <p role="status">Loading blackout dates…</p>}
      {blocks.isError && <p role="alert" className={styles.alert}>Could not load blackout dates. {errorText(blocks.error)}</p>}
      {blocks.data?.length === 0 && <p>No blackout dates ahead.</p>}
      {blocks.data && blocks.data.length > 0 && (
        <table className={admin.table}>
          <caption>Your blackout dates</caption>
          <thead>
            <tr>
              <th scope="col" className={admin.cell}>Dates</th>
              <th scope="col" className={`${admin.cell} ${admin.numeric}`}>Nights</th>
              <th scope="col" className={admin.cell}>Note</th>
              <th scope="col" className={admin.cell}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {blocks.data.map((block) => (
              <BlockRow key={block.id} block={block} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
