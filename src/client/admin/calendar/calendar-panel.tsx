import { FEED_STALE_AFTER_MS } from '../../../shared/calendar-sync/calendar-sync.schemas';
import { errorText } from '../../lib/errors';
import { AddFeedForm } from './add-feed-form';
import * as admin from '../kit/admin.css';
import * as styles from './admin-calendar.css';
import { ExportLink } from './export-link';
import { useCan } from '../kit/use-can';
import { FeedsTable } from './feeds-table';
import { NightCalendar } from './night-calendar';
import { useCalendarFeeds } from './use-calendar-sync';

/** /admin/calendar: other sites' calendars coming in, and this site's calendar going out. */
export function CalendarPanel() {
  const feeds = useCalendarFeeds();
  // The export address carries a secret token: the owner's, like the other integrations.
  const mayExport = useCan()('integrations');
  const stale = feeds.data?.filter((feed) => feed.stale) ?? [];
  return (
    <>
      <h1>Calendar</h1>
      {stale.length > 0 && (
        <div role="alert" className={styles.staleBanner}>
          {stale.map((feed) => feed.name).join(', ')} {stale.length === 1 ? 'has' : 'have'} not synced for over {FEED_STALE_AFTER_MS / 3_600_000} hours. Nights sold there may
          still look free here: check the address or press “Sync now”.
        </div>
      )}
      <NightCalendar />
      <section aria-labelledby="feeds-title" className={admin.section}>
        <h2 id="feeds-title">Imported calendars</h2>
        <p>Nights booked on these sites are blocked here. They sync every 15 minutes; “Sync now” fetches one at once.</p>
        {feeds.isPending && <p role="status">Loading calendars…</p>}
        {feeds.isError && <p role="alert">Could not load calendars. {errorText(feeds.error)}</p>}
        {feeds.data?.length === 0 && <p>No calendars connected yet.</p>}
        {feeds.data && feeds.data.length > 0 && <FeedsTable feeds={feeds.data} />}
      </section>
      <AddFeedForm />
      {mayExport && <ExportLink />}
    </>
  );
}
