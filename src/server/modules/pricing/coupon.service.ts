import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError } from '../../../shared/lib/app-error';
import type { CouponInput, CouponView } from '../../../shared/pricing/pricing-settings.schemas';
import { couponInputSchema } from '../../../shared/pricing/pricing-settings.schemas';
import { forgiveHit, hitLimit } from '../../platform/rate-limit/rate-limit.service';
import { CouponEntity, type CouponRow } from './coupon.entity';
import type { Coupon } from './pricing.types';

export const COUPON_MESSAGES = {
  invalid: 'This coupon code is not valid',
  expired: 'This coupon has expired',
  notYet: 'This coupon is not valid yet',
  usedUp: 'This coupon has reached its usage limit',
  duplicate: 'A coupon with this code already exists',
  tooManyGuesses: 'Too many coupon codes were tried from your connection. Please wait an hour and try again, or continue without a coupon.',
} as const;

/** Wrong or unusable codes one client may try per window: plenty for typos, useless for guessing. */
export const COUPON_GUESS_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;

/** Codes are stored upper-case; guests may type them in any case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export function toCouponView(row: CouponRow): CouponView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    validFrom: row.validFrom ?? null,
    validTo: row.validTo ?? null,
    maxUses: row.maxUses ?? null,
    timesUsed: row.timesUsed,
    active: row.active,
  };
}

export function couponError(message: string): AppError {
  return new AppError('BAD_REQUEST', message, { coupon: [message] });
}

/**
 * The coupon a quote may apply, or a 400 on the coupon field saying why not.
 * The validity window is judged by the stay's check-in date (first night), not
 * by the day of booking: a "summer 2027" code covers summer stays booked early.
 */
export async function findUsableCoupon(em: EntityManager, code: string, checkIn: string): Promise<Coupon> {
  const row = await em.findOne(CouponEntity, { code: normalizeCode(code) });
  if (!row || !row.active) throw couponError(COUPON_MESSAGES.invalid);
  if (row.validFrom && checkIn < row.validFrom) throw couponError(COUPON_MESSAGES.notYet);
  if (row.validTo && checkIn > row.validTo) throw couponError(COUPON_MESSAGES.expired);
  if (row.maxUses !== null && row.maxUses !== undefined && row.timesUsed >= row.maxUses) throw couponError(COUPON_MESSAGES.usedUp);
  return { code: row.code, kind: row.kind, value: row.value };
}

/**
 * findUsableCoupon for one client, with guessing limited: every code counts
 * against COUPON_GUESS_LIMIT before it is looked up, and a code that turns out
 * usable is forgiven, so only wrong or unusable codes use the allowance. Past
 * the limit even a right code is refused, so the answer tells a guesser nothing.
 */
export async function findUsableCouponFor(em: EntityManager, code: string, checkIn: string, clientKey: string): Promise<Coupon> {
  const key = `coupon:${clientKey}`;
  const outcome = await hitLimit(em, { key, ...COUPON_GUESS_LIMIT });
  if (!outcome.allowed) throw new AppError('TOO_MANY_REQUESTS', COUPON_MESSAGES.tooManyGuesses, { coupon: [COUPON_MESSAGES.tooManyGuesses] });
  const coupon = await findUsableCoupon(em, code, checkIn);
  await forgiveHit(em, key);
  return coupon;
}

/**
 * Reserves one use of a coupon for a hold being priced, atomically against
 * its limit: one conditional UPDATE, so any number of holds racing for the
 * last use cannot both win. times_used counts uses reserved or redeemed; a
 * hold that dies unpaid gives its use back (releaseCouponReservations).
 * Returns false when the coupon is unknown, inactive or used up.
 */
export async function reserveCouponUse(em: EntityManager, code: string): Promise<boolean> {
  const result = await em.execute<{ affectedRows: number }>(
    'update coupon set times_used = times_used + 1 where code = ? and active and (max_uses is null or times_used < max_uses)',
    [normalizeCode(code)],
    'run',
  );
  return result.affectedRows === 1;
}

export async function listCoupons(em: EntityManager): Promise<CouponView[]> {
  const rows = await em.find(CouponEntity, {}, { orderBy: { active: 'desc', code: 'asc' } });
  return rows.map(toCouponView);
}

async function assertCodeFree(em: EntityManager, code: string, exceptId?: number): Promise<void> {
  const existing = await em.findOne(CouponEntity, { code });
  if (existing && existing.id !== exceptId) throw new AppError('CONFLICT', COUPON_MESSAGES.duplicate, { code: [COUPON_MESSAGES.duplicate] });
}

async function flushCoupon(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    // Two owners saving the same new code at once: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', COUPON_MESSAGES.duplicate, { code: [COUPON_MESSAGES.duplicate] });
    throw error;
  }
}

export async function createCoupon(em: EntityManager, input: CouponInput): Promise<CouponView> {
  const coupon = couponInputSchema.parse(input);
  await assertCodeFree(em, coupon.code);
  const row = em.create(CouponEntity, { ...coupon, timesUsed: 0, createdAt: new Date() });
  await flushCoupon(em);
  return toCouponView(row);
}

export async function updateCoupon(em: EntityManager, id: number, input: CouponInput): Promise<CouponView> {
  const coupon = couponInputSchema.parse(input);
  const row = await em.findOne(CouponEntity, { id }, { refresh: true });
  if (!row) throw new AppError('NOT_FOUND', 'This coupon no longer exists.');
  await assertCodeFree(em, coupon.code, id);
  if (coupon.maxUses !== null && coupon.maxUses < row.timesUsed) {
    const message = `It has already been used ${row.timesUsed} times`;
    throw new AppError('BAD_REQUEST', message, { maxUses: [message] });
  }
  em.assign(row, coupon);
  await flushCoupon(em);
  return toCouponView(row);
}

/** Deletes an unused coupon; a used one stays, so past bookings keep their code's meaning. */
export async function deleteCoupon(em: EntityManager, id: number): Promise<void> {
  // Conditional in the database: a use counted a moment ago still protects the row.
  if ((await em.nativeDelete(CouponEntity, { id, timesUsed: 0 })) === 1) return;
  if ((await em.count(CouponEntity, { id })) === 0) throw new AppError('NOT_FOUND', 'This coupon no longer exists.');
  throw new AppError('CONFLICT', 'This coupon has been used, so it cannot be deleted. Deactivate it instead.');
}
