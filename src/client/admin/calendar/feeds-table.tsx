import { useState } from 'react';
import { BOOKING_LIMIT_DEFAULTS } from '../../../shared/booking/booking-window.rules';
import type { CalendarFeed } from '../../../shared/calendar-sync/calendar-sync.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { toast } from '../../ui/toast';
import { displayInstant } from '../../lib/format';
import * as styles from './admin-calendar.css';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useRemoveFeed, useSyncNow } from './use-calendar-sync';
import { useCan } from '../kit/use-can';

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

/** Our stays on nights this calendar also sold: an import never refuses them, so the owner is told (docs/decisions/002). */
function OverlapNote({ feed }: { feed: CalendarFeed }) {
  if (feed.overlaps.length === 0) return null;
  const stays = feed.overlaps.map((overlap) => `${overlap.reference} (${overlap.start} to ${overlap.end})`).join(', ');
  return (
    <>
      <br />
      <span className={styles.errorText}>
        {feed.name} also sold nights of {stays}. Cancel one of the two stays.
      </span>
    </>
  );
}

interface FeedActions {
  syncing: boolean;
  onSync: (feed: CalendarFeed) => Promise<void>;
  /** Absent for staff: disconnecting a calendar is the owner's. */
  onRemove?: (feed: CalendarFeed) => void;
}

// A handful of feeds at most (one per channel), so neither sorting nor paging.
function feedColumns({ syncing, onSync, onRemove }: FeedActions): DataColumn<CalendarFeed>[] {
  return [
    {
      id: 'name',
      label: 'Calendar',
      isRowHeader: true,
      render: (feed) => (
        <>
          {feed.name}
          <br />
          <span className={styles.url}>{feed.url}</span>
        </>
      ),
    },
    {
      id: 'lastSuccess',
      label: 'Last successful sync',
      render: (feed) => (
        <>
          {displayInstant(feed.lastSuccessAt, 'Never')}
          {feed.lastAttemptAt && feed.lastAttemptAt !== feed.lastSuccessAt && (
            <>
              <br />
              <span className={styles.url}>Last try {displayInstant(feed.lastAttemptAt)}</span>
            </>
          )}
        </>
      ),
    },
    {
      id: 'state',
      label: 'State',
      render: (feed) => (
        <>
          <FeedState feed={feed} />
          <IgnoredNote feed={feed} />
          <OverlapNote feed={feed} />
        </>
      ),
    },
    { id: 'events', label: 'Events imported', numeric: true, render: (feed) => feed.eventCount },
    {
      id: 'actions',
      label: 'Actions',
      render: (feed) => (
        <div className={styles.actions}>
          <Button tone="secondary" isDisabled={syncing} onPress={() => void onSync(feed)} aria-label={`Sync ${feed.name} now`}>
            Sync now
          </Button>
          {onRemove && (
            <Button tone="ghost" onPress={() => onRemove(feed)} aria-label={`Remove ${feed.name}`}>
              Remove
            </Button>
          )}
        </div>
      ),
    },
  ];
}

/** The imported calendars, each with its sync state and the owner's two actions on it. */
export function FeedsTable({ feeds }: { feeds: CalendarFeed[] }) {
  const sync = useSyncNow();
  const remove = useRemoveFeed();
  const mayRemove = useCan()('integrations');
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
      <DataTable
        caption="Imported calendars"
        columns={feedColumns({ syncing: sync.isPending, onSync: syncFeed, ...(mayRemove ? { onRemove: setRemoving } : {}) })}
        items={feeds}
        rowKey={(feed) => String(feed.id)}
        rowText={(feed) => feed.name}
      />
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
