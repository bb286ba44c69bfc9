import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useRegisterScreenActions } from '../shell/public';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import * as styles from './admin-calendar.css';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useExportUrl, useRotateExportToken } from './use-calendar-sync';

/** This site's own calendar, for the other sites to import: the link is the only key to it. */
export function ExportLink() {
  const exportUrl = useExportUrl();
  const rotate = useRotateExportToken();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState('');
  const link = exportUrl.data ? `${window.location.origin}${exportUrl.data.path}` : null;
  useRegisterScreenActions([
    { id: 'copy-export-link', label: 'Copy calendar export link', run: () => void copy() },
    { id: 'rotate-export-link', label: 'Make a new calendar export link…', run: () => setConfirming(true) },
  ]);

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied. Paste it into the other site’s “Import calendar”.');
    } catch {
      setCopied('Copying is blocked in this browser: select the link and copy it by hand.');
    }
  }

  async function confirmRotate() {
    try {
      await rotate.mutateAsync();
      setCopied('');
      toast({ title: 'New link made', description: 'Paste the new link into every site that imported the old one.' });
    } catch (error) {
      toast({ title: 'Could not make a new link', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <section aria-labelledby="export-title" className={admin.section}>
      <h2 id="export-title">This site’s calendar</h2>
      <p>
        Give this link to Airbnb, VRBO and Booking.com (“Import calendar”) so that bookings made here and your blackout dates block those nights
        there too. Keep it private: anyone with it sees which nights are taken.
      </p>
      <div className={styles.exportBox}>
        {exportUrl.isPending && <p role="status">Loading the link…</p>}
        {exportUrl.isError && <p role="alert">Could not load the link. {errorMessage(exportUrl.error)}</p>}
        {link && (
          <code className={admin.code} data-testid="export-url">
            {link}
          </code>
        )}
        <div className={styles.actions}>
          <Button isDisabled={!link} onPress={() => void copy()}>Copy link</Button>
          <Button tone="secondary" isDisabled={!link || rotate.isPending} onPress={() => setConfirming(true)}>Rotate link…</Button>
        </div>
        <p role="status">{copied}</p>
      </div>
      <ConfirmDialog
        title="Make a new calendar link?"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmRotate()}
        confirmLabel="Make a new link"
        pending={rotate.isPending}
      >
        <p>
          The old link stops working at once, everywhere it is used: Airbnb, VRBO, Booking.com and any other site that imports it stop seeing
          the bookings and blackout dates made here, and may sell those nights again, until you paste the new link into each of them. Do this if
          the link was shared by mistake.
        </p>
      </ConfirmDialog>
    </section>
  );
}
