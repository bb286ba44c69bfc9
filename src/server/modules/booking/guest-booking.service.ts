import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingAccess, GuestBooking } from '../../../shared/booking/checkout.schemas';
import type { RequestConfig } from '../../trpc/context';

// STUB (helper B replaces): what the guest's own booking page shows, and cancellation.

export async function getGuestBooking(_em: EntityManager, _config: RequestConfig, _access: BookingAccess, _now = new Date()): Promise<GuestBooking> {
  throw new Error('not implemented');
}
