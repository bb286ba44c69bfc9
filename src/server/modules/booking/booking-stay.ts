import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatus } from '../../../shared/booking/booking.schemas';
import { BookingEntity } from './booking.entity';

/** What another module may know of a stay by its reference (the review form asks): never the guest's contact details. */
export interface StayFacts {
  id: string;
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  guestName: string | null;
}

export async function stayByReference(em: EntityManager, reference: string): Promise<StayFacts | null> {
  const row = await em.findOne(BookingEntity, { reference }, { fields: ['id', 'status', 'checkIn', 'checkOut', 'guestName'] });
  return row ? { id: row.id, status: row.status, checkIn: row.checkIn, checkOut: row.checkOut, guestName: row.guestName ?? null } : null;
}
