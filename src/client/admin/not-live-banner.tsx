import { Link } from 'wouter';
import { trpc } from '../lib/trpc';
import { notLiveNotices } from './not-live-notices';
import * as styles from './not-live-banner.css';

/**
 * Above every admin screen while something is not live (demo payments, e-mail kept in the outbox): what it
 * means, and how to set it up. Nothing while the status is loading or when everything is live.
 */
export function NotLiveBanner() {
  // The server's settings change only with a restart, which a reload picks up.
  const { data } = trpc.admin.setup.status.useQuery(undefined, { staleTime: Infinity });
  const notices = data ? notLiveNotices(data) : [];
  if (notices.length === 0) return null;
  return (
    <section aria-label="Not live yet" className={styles.banners}>
      {notices.map((notice) => (
        <div key={notice.id} className={styles.banner}>
          {/* One line each, so the screen below stays in view on a phone; the rest is a click or Enter away. */}
          <p>
            <strong>{notice.title}</strong>
            {notice.link && (
              <>
                {' '}
                <Link href={notice.link.href}>{notice.link.label}</Link>
              </>
            )}
          </p>
          <details className={styles.howTo}>
            <summary className={styles.summary}>What it means and how to set it up</summary>
            <p>{notice.meaning}</p>
            <p>{notice.setUp}</p>
          </details>
        </div>
      ))}
    </section>
  );
}
