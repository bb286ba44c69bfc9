import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminLiveEvent } from '../../../shared/admin-live/admin-live.schemas';
import type { BookingEventKind } from '../../../shared/booking/booking-event.schemas';

/** Where a stream's reading of bookings' timelines and contact messages stands: the last row ids it has seen. */
export interface ActivityCursor {
  bookingEventId: number;
  contactMessageId: number;
}

/** At most this many rows of each kind per read; a busier moment is read on the next turn. */
const ACTIVITY_PAGE = 100;

/** The newest rows now: a stream tells only what happens after it opens (the screens read the rest themselves). */
export async function latestActivity(em: EntityManager): Promise<ActivityCursor> {
  const [row] = await em.execute<{ booking: number | null; contact: number | null }[]>(
    'select (select max(id) from booking_event) as booking, (select max(id) from contact_message) as contact',
  );
  return { bookingEventId: Number(row?.booking ?? 0), contactMessageId: Number(row?.contact ?? 0) };
}

/** What happened to bookings and the contact form after `cursor`, oldest first, and the cursor past it. */
export async function activityAfter(em: EntityManager, cursor: ActivityCursor): Promise<{ events: AdminLiveEvent[]; cursor: ActivityCursor }> {
  const bookings = await em.execute<{ id: number; reference: string; guest_name: string | null; kind: BookingEventKind; actor_kind: string }[]>(
    `select e.id, b.reference, b.guest_name, e.kind, e.actor_kind from booking_event e join booking b on b.id = e.booking_id
     where e.id > ? order by e.id limit ?`,
    [cursor.bookingEventId, ACTIVITY_PAGE],
  );
  const contacts = await em.execute<{ id: number; name: string }[]>('select id, name from contact_message where id > ? order by id limit ?', [
    cursor.contactMessageId,
    ACTIVITY_PAGE,
  ]);
  const events: AdminLiveEvent[] = [
    ...bookings.map((row): AdminLiveEvent => ({
      type: 'booking',
      reference: row.reference,
      guestName: row.guest_name ?? 'A guest',
      kind: row.kind,
      fromOutside: row.actor_kind !== 'admin',
    })),
    ...contacts.map((row): AdminLiveEvent => ({ type: 'contact', name: row.name })),
  ];
  return {
    events,
    cursor: {
      bookingEventId: bookings.length > 0 ? Number(bookings.at(-1)!.id) : cursor.bookingEventId,
      contactMessageId: contacts.length > 0 ? Number(contacts.at(-1)!.id) : cursor.contactMessageId,
    },
  };
}
