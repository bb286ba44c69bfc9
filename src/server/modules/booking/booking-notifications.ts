import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestConfig } from '../../trpc/context';
import type { BookingRow } from './booking.entity';

// STUB (helper B replaces): queues the booking e-mails in the caller's unit of work.

/** Guest: "booking confirmed" with a calendar (.ics) attachment and the signed link; host: "booking received". */
export async function notifyBookingConfirmed(_em: EntityManager, _config: RequestConfig, _booking: BookingRow): Promise<void> {}

/** Guest and host: the cancellation and the refund it allows. */
export async function notifyBookingCancelled(_em: EntityManager, _config: RequestConfig, _booking: BookingRow, _refundCents: number): Promise<void> {}
