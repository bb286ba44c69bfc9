import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** A discount code; a use is reserved when a hold is priced (atomically against maxUses) and given back if it dies unpaid. */
export const CouponEntity = defineEntity({
  name: 'Coupon',
  tableName: 'coupon',
  properties: {
    id: p.integer().primary().autoincrement(),
    code: p.string().length(40).unique(),
    kind: p.enum(['percent', 'fixed'] as const),
    /** milli-percent for 'percent', cents for 'fixed'. */
    value: p.integer(),
    validFrom: p.date().nullable(),
    validTo: p.date().nullable(),
    maxUses: p.integer().nullable(),
    /** Uses reserved by live holds plus uses redeemed by confirmed bookings. */
    timesUsed: p.integer().default(0),
    active: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [{ name: 'coupon_uses', expression: 'max_uses is null or times_used <= max_uses' }],
});
export type CouponRow = InferEntity<typeof CouponEntity>;
