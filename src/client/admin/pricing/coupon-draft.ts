import { centsToDollarInput, milliPercentToInput, parseDollars, parsePercent, parseWholeNumber } from '../../../shared/pricing/money-input.rules';
import { couponInputSchema, type CouponInput, type CouponView } from '../../../shared/pricing/pricing-settings.schemas';
import type { FieldErrors } from './pricing-draft';

export interface CouponDraft {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent for 'percent', dollars for 'fixed', as typed. */
  amount: string;
  validFrom: string;
  validTo: string;
  maxUses: string;
}

export const emptyCoupon = (): CouponDraft => ({ code: '', kind: 'percent', amount: '', validFrom: '', validTo: '', maxUses: '' });

/** The typed coupon as the server's input (milli-percent or cents), or messages per field. */
export function couponFromDraft(draft: CouponDraft): { ok: true; input: CouponInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value = draft.kind === 'percent' ? parsePercent(draft.amount) : parseDollars(draft.amount);
  if (value === null) errors.value = draft.kind === 'percent' ? 'Enter a percentage, like 10' : 'Enter dollars, like 50 or 49.99';
  const maxUses = draft.maxUses.trim() === '' ? null : parseWholeNumber(draft.maxUses);
  if (maxUses === null && draft.maxUses.trim() !== '') errors.maxUses = 'Enter a whole number, or leave empty for unlimited';
  const input = {
    code: draft.code,
    kind: draft.kind,
    value: value ?? 0,
    validFrom: draft.validFrom.trim() || null,
    validTo: draft.validTo.trim() || null,
    maxUses,
    active: true,
  };
  const parsed = couponInputSchema.safeParse(input);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

/** "10% off" or "$50 off". */
export function couponDiscountText(coupon: Pick<CouponView, 'kind' | 'value'>): string {
  return coupon.kind === 'percent' ? `${milliPercentToInput(coupon.value)}% off` : `$${centsToDollarInput(coupon.value)} off`;
}

export function couponWindowText(coupon: Pick<CouponView, 'validFrom' | 'validTo'>): string {
  if (coupon.validFrom && coupon.validTo) return `Check-in ${coupon.validFrom} to ${coupon.validTo}`;
  if (coupon.validFrom) return `Check-in from ${coupon.validFrom}`;
  if (coupon.validTo) return `Check-in until ${coupon.validTo}`;
  return 'Any dates';
}

/** The coupon as an update input, e.g. to switch it on or off. */
export function couponAsInput(coupon: CouponView, changes: Partial<CouponInput> = {}): CouponInput & { id: number } {
  const { id, code, kind, value, validFrom, validTo, maxUses, active } = coupon;
  return { id, code, kind, value, validFrom, validTo, maxUses, active, ...changes };
}
