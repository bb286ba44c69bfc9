import { useRef } from 'react';
import { Form } from 'react-aria-components';
import { addFeedInputSchema } from '../../../shared/calendar-sync/calendar-sync.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import { useZodForm } from '../../lib/use-zod-form';
import { useRegisterScreenActions } from '../shell/public';
import { useAddFeed, useSyncNow } from './use-calendar-sync';

/** Connects another site's calendar by its iCal address, then syncs it straight away. */
export function AddFeedForm() {
  const add = useAddFeed();
  const sync = useSyncNow();
  const sectionRef = useRef<HTMLElement>(null);
  useRegisterScreenActions([{ id: 'import-calendar', label: 'Import a calendar (Airbnb, VRBO, Booking.com)', run: () => sectionRef.current?.querySelector('input')?.focus() }]);
  const form = useZodForm(addFeedInputSchema, { name: '', url: '' }, async (input) => {
    try {
      const feed = await add.mutateAsync(input);
      form.setValues({ name: '', url: '' });
      toast({ title: `${feed.name} connected`, description: 'Its nights are being imported now.' });
      sync.mutate({ id: feed.id });
    } catch (error) {
      toast({ title: 'Could not connect the calendar', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
  });
  return (
    <section ref={sectionRef} aria-labelledby="add-feed-title">
      <h2 id="add-feed-title">Connect a calendar</h2>
      <p>In Airbnb, VRBO or Booking.com, find “Export calendar” for this listing and paste its address here.</p>
      <Form onSubmit={form.onSubmit} className={admin.row} validationBehavior="aria" aria-labelledby="add-feed-title">
        <TextField label="Name" description="For example Airbnb" {...form.field('name')} />
        <TextField label="Calendar address (iCal URL)" type="url" {...form.field('url')} />
        <Button type="submit" isDisabled={form.pending}>Connect calendar</Button>
      </Form>
    </section>
  );
}
