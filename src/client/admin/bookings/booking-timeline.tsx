import { BOOKING_EVENT_LABELS, type BookingEvent } from '../../../shared/booking/booking-event.schemas';
import { formatUsd } from '../../../shared/lib/money';
import { displayInstant } from '../../lib/format';
import * as styles from './booking-tools.css';

function actorLabel(actor: BookingEvent['actor']): string {
  if (actor.kind === 'admin') return actor.name ?? 'Staff';
  return actor.kind === 'guest' ? 'Guest' : 'System';
}

/** What happened to the booking, oldest first, with who did it. */
export function BookingTimeline({ events }: { events: BookingEvent[] }) {
  return (
    <section aria-labelledby="booking-timeline-title">
      <h3 id="booking-timeline-title">Timeline</h3>
      {events.length === 0 ? (
        <p>Nothing recorded yet (bookings made before the timeline existed start it with their next change).</p>
      ) : (
        <ol className={styles.timeline}>
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className={styles.timelineItem}>
              <time dateTime={event.at} className={styles.timelineTime}>{displayInstant(event.at)}</time>
              <span>
                <strong>{BOOKING_EVENT_LABELS[event.kind]}</strong>
                {event.amountCents !== null && ` · ${formatUsd(event.amountCents)}`} · by {actorLabel(event.actor)}
                {event.reason && <span className={styles.timelineNote}>Reason: {event.reason}</span>}
                {event.detail && <span className={styles.timelineNote}>{event.detail}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
