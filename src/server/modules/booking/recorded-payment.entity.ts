import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { RECORDED_PAYMENT_KINDS, RECORDED_PAYMENT_METHODS } from '../../../shared/booking/recorded-payment.schemas';

const p = defineEntity.properties;

/**
 * Money the owner received or gave back by hand (cash, check, transfer, a card taken elsewhere).
 * Never deleted: one recorded by mistake is voided with a reason, and stops counting. The booking's
 * paid_cents and refunded_cents include the entries that are not void, changed in the same transaction.
 */
export const RecordedPaymentEntity = defineEntity({
  name: 'RecordedPayment',
  tableName: 'recorded_payment',
  properties: {
    id: p.integer().primary().autoincrement(),
    bookingId: p.uuid(),
    kind: p.enum([...RECORDED_PAYMENT_KINDS]),
    method: p.enum([...RECORDED_PAYMENT_METHODS]),
    amountCents: p.integer(),
    /** The Hawaii calendar date the money changed hands: the cash-basis tax report counts it there. */
    receivedOn: p.date(),
    note: p.text().default(''),
    recordedByUserId: p.uuid().nullable(),
    recordedByName: p.string().length(100).nullable(),
    recordedAt: p.datetime(),
    voidedAt: p.datetime().nullable(),
    voidedByName: p.string().length(100).nullable(),
    voidReason: p.text().nullable(),
  },
  indexes: [{ name: 'recorded_payment_booking_id_index', properties: ['bookingId', 'id'] }],
  checks: [{ name: 'recorded_payment_amount', expression: 'amount_cents > 0' }],
});
export type RecordedPaymentRow = InferEntity<typeof RecordedPaymentEntity>;
