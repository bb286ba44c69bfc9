import type { EntityManager } from '@mikro-orm/postgresql';
import type { Hold } from '../../../shared/booking/booking.schemas';
import type { QuoteInput } from '../../../shared/quote/quote.schemas';
import { log } from '../../logger';
import type { ServerConfig } from '../../trpc/context';
import { sign } from '../../platform/signing';
import { BookingEntity, type BookingRow } from './booking.entity';
import { settleIntent } from './confirm.service';
import { releaseHold } from './booking-status';
import { GUEST } from './booking-event.service';
import { insertHold } from './hold.service';

/**
 * Who placed a hold, as a keyed hash of the client's address: enough to
 * recognise the same client again, without keeping addresses with bookings
 * (a plain hash of an IPv4 address is reversed in seconds).
 */
export function clientHashOf(config: ServerConfig, clientKey: string): string {
  return sign(config.signingSecret, 'hold-owner', clientKey, 'hex');
}

/**
 * Gives back the nights of one unpaid hold. Its payment is cancelled first, so
 * it can no longer be paid for nights that are no longer held; a payment that
 * turns out to have gone through is settled (confirmed) instead, and the
 * caller is told 'paid'.
 */
export async function releaseUnpaidHold(em: EntityManager, config: ServerConfig, hold: BookingRow, now: Date): Promise<'released' | 'paid' | 'unchanged'> {
  if (hold.paymentIntentId && hold.paymentProvider === config.payments.mode) {
    try {
      const intent = await config.payments.cancelIntent(hold.paymentIntentId);
      if (intent.status === 'succeeded') {
        await settleIntent(em, config, intent, now);
        return 'paid';
      }
    } catch (error) {
      // The nights go back anyway: a payment that still arrives is confirmed if they are free, refunded if not.
      log.warn(`release ${hold.reference}: payment not cancelled: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // Only ever the guest's own doing: they placed a newer hold or went back to change this one.
  return (await releaseHold(em, { id: hold.id }, now, GUEST)) ? 'released' : 'unchanged';
}

/**
 * One client keeps at most one live unpaid hold: once its new hold is in,
 * its earlier ones give their nights (and coupon uses) back. Done after the
 * new hold is committed, so a request that loses a race for nights releases
 * nothing, and a script cannot hold more than one stay's nights at a time:
 * of two racing holds, the one whose release runs second always sees the
 * other committed (each commits before it releases), so at most one stays live.
 */
export async function releaseEarlierHolds(em: EntityManager, config: ServerConfig, clientHash: string, keepId: string, now: Date): Promise<number> {
  const earlier = await em.find(BookingEntity, {
    clientHash,
    status: 'hold',
    paidCents: 0,
    holdExpiresAt: { $gt: now },
    id: { $ne: keepId },
  });
  let released = 0;
  for (const hold of earlier) if ((await releaseUnpaidHold(em, config, hold, now)) === 'released') released += 1;
  return released;
}

/** A bare hold (POST /api/holds): dates and guests in, the hold and the server's quote out; the client's earlier hold goes. */
export async function placeHold(em: EntityManager, config: ServerConfig, input: QuoteInput, clientKey: string, now = new Date()): Promise<Hold> {
  const clientHash = clientHashOf(config, clientKey);
  const { row, priced } = await insertHold(em, input, {}, now, { clientKey, clientHash });
  await releaseEarlierHolds(em, config, clientHash, row.id, now);
  return { holdId: row.id, reference: row.reference, expiresAt: row.holdExpiresAt!.toISOString(), quote: priced.quote };
}
