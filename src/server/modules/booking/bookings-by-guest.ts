import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingEntity } from './booking.entity';

/** What another module may know of a guest's booking: enough to name it and link to it. */
export interface GuestBookingSummary {
  reference: string;
  checkIn: string;
  checkOut: string;
  status: string;
}

/** The bookings under an e-mail address (any case), latest stay first: for the chat inbox, once the visitor proved the address. */
export async function bookingsByEmail(em: EntityManager, email: string, limit: number): Promise<GuestBookingSummary[]> {
  const rows = await em.find(
    BookingEntity,
    { [raw((alias) => `lower(${alias}.guest_email)`)]: email.toLowerCase() },
    { fields: ['reference', 'checkIn', 'checkOut', 'status'], orderBy: { checkIn: 'desc' }, limit },
  );
  return rows.map((row) => ({ reference: row.reference, checkIn: row.checkIn, checkOut: row.checkOut, status: row.status }));
}

/** A booking's reference by its id, or null when there is none. */
export async function bookingReferenceOf(em: EntityManager, bookingId: string): Promise<string | null> {
  return (await em.findOne(BookingEntity, { id: bookingId }, { fields: ['reference'] }))?.reference ?? null;
}

/** A booking as a guest's history lists it: when it was made, under which name, for which nights. */
export interface GuestBookingEntry extends GuestBookingSummary {
  guestName: string | null;
  createdAt: Date;
}

/** Every booking under an e-mail address (any case), oldest first: for the guest's history in the admin. */
export async function bookingHistoryByEmail(em: EntityManager, email: string): Promise<GuestBookingEntry[]> {
  const rows = await em.find(
    BookingEntity,
    { [raw((alias) => `lower(${alias}.guest_email)`)]: email.toLowerCase() },
    { fields: ['reference', 'checkIn', 'checkOut', 'status', 'guestName', 'createdAt'], orderBy: { createdAt: 'asc', reference: 'asc' } },
  );
  return rows.map((row) => ({ reference: row.reference, checkIn: row.checkIn, checkOut: row.checkOut, status: row.status, guestName: row.guestName ?? null, createdAt: row.createdAt }));
}
