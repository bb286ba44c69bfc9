import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** Each Stripe webhook event is handled once: its id is the primary key. */
export const PaymentEventEntity = defineEntity({
  name: 'PaymentEvent',
  tableName: 'payment_event',
  properties: {
    id: p.string().length(255).primary(),
    type: p.string().length(100),
    paymentIntentId: p.string().length(255).nullable(),
    receivedAt: p.datetime().onCreate(() => new Date()),
  },
});
