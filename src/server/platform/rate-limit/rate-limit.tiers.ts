/**
 * Which limit each procedure call counts against. Every call counts against
 * the 'api' tier; the procedures named here count against their own, stricter
 * tier as well. Keyed by procedure, not by URL: REST rows, single tRPC calls
 * and batches all arrive here under the same name, whatever the path's spelling.
 */
export type LimitTier = 'api' | 'auth' | 'contact' | 'booking' | 'chatStart' | 'chatMessage' | 'review';

export interface TierLimit {
  limit: number;
  windowMs: number;
}

export type TierLimits = Record<LimitTier, TierLimit>;

export const DEFAULT_TIER_LIMITS: TierLimits = {
  api: { limit: 600, windowMs: 60_000 },
  // Sign-in and registration are the strictest: each call may be a password guess.
  auth: { limit: 20, windowMs: 15 * 60_000 },
  contact: { limit: 5, windowMs: 60 * 60_000 },
  // Only the calls that place holds: looking at a booking or confirming a payment is not limited beyond the API tier.
  booking: { limit: 30, windowMs: 10 * 60_000 },
  // New chat conversations per address; messages per address (here) and per conversation (the chat router gives
  // chat.service.ts this tier's size, from ServerConfig.limits, which every caller has).
  chatStart: { limit: 5, windowMs: 60 * 60_000 },
  chatMessage: { limit: 30, windowMs: 10 * 60_000 },
  // Reviews sent through a stay's link: a guest sends one; a few more allow for a refused try.
  review: { limit: 10, windowMs: 60 * 60_000 },
};

export const PROCEDURE_TIERS: Readonly<Record<string, Exclude<LimitTier, 'api'>>> = {
  'auth.login': 'auth',
  'auth.register': 'auth',
  'auth.requestPasswordReset': 'auth',
  'auth.resetPassword': 'auth',
  'auth.confirmEmailChange': 'auth',
  // A current password is checked: as costly and as guessable as a sign-in.
  'admin.account.changePassword': 'auth',
  'admin.account.requestEmailChange': 'auth',
  'auth.verifySignInCode': 'auth',
  'auth.passkeySignIn': 'auth',
  'contact.send': 'contact',
  'booking.hold': 'booking',
  'booking.startCheckout': 'booking',
  'chat.start': 'chatStart',
  'chat.send': 'chatMessage',
  'chat.startFromBooking': 'chatStart',
  'reviews.submit': 'review',
};

/** The tiers one call of `path` counts against, strictest first. */
export function tiersOf(path: string): LimitTier[] {
  const own = PROCEDURE_TIERS[path];
  return own ? [own, 'api'] : ['api'];
}

/** Limits from settings (counts only; the rest from `base`, DEFAULT_TIER_LIMITS by default); windows stay as designed. */
export function tierLimits(counts: Partial<Record<LimitTier, number | undefined>>, base: TierLimits = DEFAULT_TIER_LIMITS): TierLimits {
  const limits = { ...base };
  for (const tier of Object.keys(limits) as LimitTier[]) {
    const count = counts[tier];
    if (count !== undefined) limits[tier] = { ...limits[tier], limit: count };
  }
  return limits;
}
