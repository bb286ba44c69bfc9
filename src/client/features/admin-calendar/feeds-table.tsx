import { useState } from 'react';
import { BOOKING_LIMIT_DEFAULTS } from '../../../shared/booking/booking-window.rules';
import type { CalendarFeed } from '../../../shared/calendar-sync/calendar-sync.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import * as admin from '../../ui/admin.css';
import { displayInstant } from '../../lib/format';
import * as styles from './admin-calendar.css';
import { ConfirmDialog } from './confirm-dialog';
import { useRemoveFeed, useSyncNow } from './use-calendar-sync';

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Why some of a feed's events block nothing: said in words, since the owner has to act on it in the other site. */
function ignoredEventsNote(feed: CalendarFeed): string | null {
  if (feed.ignoredEventCount === 0) return null;
  const count = feed.ignoredEventCount;
  const ranges = feed.ignoredEvents.map((event) => `${event.startDate} to ${event.endDate}`);
  const more = count > ranges.length ? `, and ${count - ranges.length} more` : '';
  return (
    `Ignored ${count} event${count === 1 ? '' : 's'} longer than ${BOOKING_LIMIT_DEFAULTS.maxImportedEventNights} nights` +
    `${ranges.length ? ` (${ranges.join(', ')}${more})` : ''}. Check this calendar in ${feed.name}.`
  );
}

function FeedState({ feed }: { feed: CalendarFeed }) {
  return (
    <>
      {feed.stale && <span className={styles.staleBadge}>Stale</span>}{' '}
      {feed.lastError ? (
        <span className={styles.errorText}>Last sync failed: {feed.lastError}</span>
      ) : feed.lastSuccessAt ? (
        <span className={feed.stale ? undefined : styles.okText}>OK</span>
      ) : (
        <span>Not synced yet</span>
      )}
    </>
  );
}

function IgnoredNote({ feed }: { feed: CalendarFeed }) {
  const note = ignoredEventsNote(feed);
  if (!note) return null;
  return (
    <>
      <br />
      <span className={styles.warningText}>{note}</span>
    </>
  );
}

/** The imported calendars, each with its sync state and the owner's two actions on it. */
export function FeedsTable({ feeds }: { feeds: CalendarFeed[] }) {
  const sync = useSyncNow();
  const remove = useRemoveFeed();
  const [result, setResult] = useState('');
  const [removing, setRemoving] = useState<CalendarFeed | null>(null);

  async function syncFeed(feed: CalendarFeed) {
    setResult(`Syncing ${feed.name}…`);
    try {
      const outcome = await sync.mutateAsync({ id: feed.id });
      setResult(
        outcome.ok
          ? `${feed.name} synced: ${outcome.imported} event${outcome.imported === 1 ? '' : 's'} now block nights here${outcome.skipped ? `, ${outcome.skipped} skipped (past, cancelled or beyond the booking window)` : ''}.${outcome.ignored ? ` ${ignoredEventsNote(outcome.feed) ?? ''}` : ''}`
          : `${feed.name} could not be synced: ${sentence(outcome.feed.lastError ?? 'unknown error')} Its last good nights stay blocked.`,
      );
    } catch (error) {
      setResult(`${feed.name} could not be synced: ${sentence(errorMessage(error))}`);
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    const feed = removing;
    try {
      await remove.mutateAsync({ id: feed.id });
      toast({ title: `${feed.name} disconnected`, description: 'Its nights are free here again.' });
    } catch (error) {
      toast({ title: 'Could not disconnect the calendar', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      <div className={admin.tableWrap}>
        <table className={admin.table}>
          <caption>Imported calendars</caption>
          <thead>
            <tr>
              <th scope="col" className={admin.cell}>Calendar</th>
              <th scope="col" className={admin.cell}>Last successful sync</th>
              <th scope="col" className={admin.cell}>State</th>
              <th scope="col" className={`${admin.cell} ${admin.numeric}`}>Events imported</th>
              <th scope="col" className={admin.cell}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {feeds.map((feed) => (
              <tr key={feed.id}>
                <th scope="row" className={admin.cell}>
                  {feed.name}
                  <br />
                  <span className={styles.url}>{feed.url}</span>
                </th>
                <td className={admin.cell}>
                  {displayInstant(feed.lastSuccessAt, 'Never')}
                  {feed.lastAttemptAt && feed.lastAttemptAt !== feed.lastSuccessAt && (
                    <>
                      <br />
                      <span className={styles.url}>Last try {displayInstant(feed.lastAttemptAt)}</span>
                    </>
                  )}
                </td>
                <td className={admin.cell}>
                  <FeedState feed={feed} />
                  <IgnoredNote feed={feed} />
                </td>
                <td className={`${admin.cell} ${admin.numeric}`}>{feed.eventCount}</td>
                <td className={admin.cell}>
                  <div className={styles.actions}>
                    <Button tone="secondary" isDisabled={sync.isPending} onPress={() => void syncFeed(feed)} aria-label={`Sync ${feed.name} now`}>
                      Sync now
                    </Button>
                    <Button tone="ghost" onPress={() => setRemoving(feed)} aria-label={`Remove ${feed.name}`}>
                      Remove
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status">{result}</p>
      <ConfirmDialog
        title={`Disconnect ${removing?.name ?? 'calendar'}?`}
        isOpen={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
        confirmLabel="Disconnect"
        pending={remove.isPending}
      >
        <p>
          Its {removing?.eventCount ?? 0} imported event{removing?.eventCount === 1 ? '' : 's'} will stop blocking nights here at once, so those
          nights become bookable on this site. Do this only once the listing there is closed.
        </p>
      </ConfirmDialog>
    </>
  );
}
