import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { BookingAccess, CheckoutSession, GuestBooking, PaymentSession, startCheckoutInputSchema } from '../../../shared/booking/checkout.schemas';
import { AppError } from '../../../shared/lib/app-error';
import type { ServerConfig } from '../../trpc/context';
import { requireBookingAccess } from './booking-access';
import { tokenFor } from './booking-link';
import type { BookingRow } from './booking.entity';
import { settleIntent } from './confirm.service';
import { freshGuestBooking } from './guest-booking.service';
import { clientHashOf, releaseEarlierHolds, releaseUnpaidHold } from './hold-owner';
import { canTransition, releaseHold } from './booking-status';
import { insertHold } from './hold.service';

type StartCheckout = z.output<typeof startCheckoutInputSchema>;

/**
 * Holds the nights at the server's own price (the client sends no total at
 * all), then opens a payment for exactly that total. Overlapping requests get
 * a 409 from the hold, and a used-up coupon a 400, before any payment exists.
 * The client's other unpaid holds are released once this one is in.
 */
export async function startCheckout(em: EntityManager, config: ServerConfig, input: StartCheckout, clientKey: string, now = new Date()): Promise<CheckoutSession> {
  const payments = config.payments;
  if (input.replaces) await releaseOwnHold(em, config, input.replaces, now);
  const clientHash = clientHashOf(config, clientKey);
  const { row, priced } = await insertHold(
    em,
    { start: input.start, end: input.end, guests: input.guests, pets: input.pets, coupon: input.coupon },
    {
      guestName: input.guest.name,
      guestEmail: input.guest.email,
      guestPhone: input.guest.phone,
      arrivalTime: input.guest.arrivalTime,
      guestMessage: input.guest.message,
      policiesAcceptedAt: now,
    },
    now,
    { clientKey, clientHash },
  );
  let intent: { id: string; clientSecret: string | null };
  try {
    intent = await payments.createIntent({
      reference: row.reference,
      amountCents: row.totalCents,
      email: input.guest.email,
      description: `Stay ${row.checkIn} to ${row.checkOut} (${row.reference})`,
    });
  } catch (error) {
    // No payment, no hold: the nights and the coupon use go back at once rather than in 15 minutes.
    await releaseHold(em, { id: row.id }, now);
    throw error;
  }
  row.paymentProvider = payments.mode;
  row.paymentIntentId = intent.id;
  await em.flush();
  // Only once this checkout can be paid: a guest whose payment could not be opened keeps the earlier hold.
  await releaseEarlierHolds(em, config, clientHash, row.id, now);

  let payment: PaymentSession;
  if (payments.mode === 'stripe') {
    if (!intent.clientSecret || !payments.publishableKey) throw new Error(`checkout ${row.reference}: Stripe returned no client secret`);
    payment = { mode: 'stripe', publishableKey: payments.publishableKey, clientSecret: intent.clientSecret };
  } else {
    payment = { mode: 'demo' };
  }
  return {
    reference: row.reference,
    token: tokenFor(config, row.reference),
    expiresAt: row.holdExpiresAt!.toISOString(),
    quote: priced.quote,
    payment,
  };
}

/**
 * The guest went back and changed something: their earlier, unpaid hold gives
 * its nights back before the new one is placed. A hold that got paid meanwhile
 * is settled instead, and the guest is sent to it.
 */
async function releaseOwnHold(em: EntityManager, config: ServerConfig, access: BookingAccess, now: Date): Promise<void> {
  const earlier = await requireBookingAccess(em, config, access);
  if (!canTransition('release', earlier.status)) return;
  if ((await releaseUnpaidHold(em, config, earlier, now)) === 'paid') {
    throw new AppError('CONFLICT', 'Your earlier booking of these nights has just been paid. Open it from the link in your confirmation e-mail.');
  }
}

/**
 * After the browser confirmed the payment: asks the provider where it stands
 * and settles the booking (confirm, release, or leave pending). Idempotent.
 */
export async function confirmCheckoutPayment(em: EntityManager, config: ServerConfig, booking: BookingRow, now = new Date()): Promise<GuestBooking> {
  if (booking.paymentIntentId && booking.paymentProvider === config.payments.mode && booking.paidCents === 0) {
    const intent = await config.payments.retrieveIntent(booking.paymentIntentId);
    await settleIntent(em, config, intent, now);
  }
  // Read fresh: settling changed the row behind the request's identity map.
  return freshGuestBooking(em, booking.id, now);
}

/** Demo payment mode only: the demo "card" is accepted and the booking settles as a real payment would. */
export async function payDemo(em: EntityManager, config: ServerConfig, booking: BookingRow, now = new Date()): Promise<GuestBooking> {
  const payments = config.payments;
  if (payments.mode !== 'demo' || !payments.completeDemoPayment) {
    throw new AppError('BAD_REQUEST', 'Demo payments are turned off: this site takes real payments.');
  }
  if (booking.paymentProvider !== 'demo' || !booking.paymentIntentId) {
    throw new AppError('BAD_REQUEST', 'This booking was not made in demo payment mode.');
  }
  if (canTransition('confirm', booking.status)) {
    const intent = await payments.completeDemoPayment(booking.paymentIntentId);
    await settleIntent(em, config, intent, now);
  }
  // Read fresh: settling changed the row behind the request's identity map.
  return freshGuestBooking(em, booking.id, now);
}
