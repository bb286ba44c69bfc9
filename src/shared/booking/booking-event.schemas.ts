import { z } from 'zod';

/** What can happen to a booking, as its timeline shows it (table booking_event). */
export const BOOKING_EVENT_KINDS = [
  'held',
  'created',
  'confirmed',
  'emails_queued',
  'refunded',
  'cancelled',
  'confirmation_resent',
  'expired',
  'released',
  'payment_recorded',
  'refund_recorded',
  'payment_voided',
  'changed',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/** Who did it: the guest, a signed-in owner or staff member, or the server on its own (sweeps, late payments). */
export const BOOKING_ACTOR_KINDS = ['guest', 'admin', 'system'] as const;

export const bookingEventSchema = z.object({
  kind: z.enum(BOOKING_EVENT_KINDS),
  /** ISO instant. */
  at: z.string(),
  actor: z.object({
    kind: z.enum(BOOKING_ACTOR_KINDS),
    userId: z.string().nullable(),
    name: z.string().nullable(),
  }),
  /** Cents: paid on confirmation, refunded on a refund or cancellation, the total's difference on a change. */
  amountCents: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** A short note, such as the e-mails queued. */
  detail: z.string().nullable(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** The words the timeline shows for each kind. */
export const BOOKING_EVENT_LABELS: Record<BookingEventKind, string> = {
  held: 'Held at checkout',
  created: 'Recorded by hand',
  confirmed: 'Paid and confirmed',
  emails_queued: 'E-mails queued',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  confirmation_resent: 'Confirmation e-mail resent',
  expired: 'Hold expired',
  released: 'Hold released',
  payment_recorded: 'Payment recorded',
  refund_recorded: 'Refund recorded',
  payment_voided: 'Entry voided',
  changed: 'Booking changed',
};
