/**
 * The sign-in guard's rules, as pure numbers. Two counters per account:
 * one per (account, client), which slows a guesser down without touching
 * anyone else, and one for the whole account, which stops a guesser spread
 * over many addresses but lets through clients the account already knows.
 */

/** Failed sign-ins a client may make for one account before it has to wait. */
export const FREE_FAILURES = 5;
/** The first wait, doubled at every further failure … */
export const FIRST_DELAY_MS = 60_000;
/** … up to this. */
export const MAX_DELAY_MS = 15 * 60_000;
/** A client's failures are forgotten once it has been allowed again for this long without failing. */
export const FORGET_AFTER_MS = 15 * 60_000;

/** Failures for one account from all clients together, per fixed window. */
export const ACCOUNT_FAILURE_LIMIT = 100;
export const ACCOUNT_WINDOW_MS = 60 * 60_000;

/** A client that signed in to an account within this time gets past the account-wide limit. */
export const TRUSTED_CLIENT_MS = 30 * 24 * 60 * 60_000;

/** How long a client must wait after its `failures`-th failure (counted within the current run). */
export function retryDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

/** The waits after the 1st, 2nd, … failure, up to where the cap holds for good (the database statement takes this list). */
export function retryDelaySchedule(): number[] {
  const schedule: number[] = [];
  for (let failures = 1; ; failures += 1) {
    const delay = retryDelayMs(failures);
    schedule.push(delay);
    if (delay >= MAX_DELAY_MS) return schedule;
  }
}

/** "Try again in 3 minutes." for a wait that ends at `until`. */
export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

export function tooManyFailuresMessage(minutes: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The account-wide limit: the owner may not be at a known address, so point to the way that always works. */
export function accountLockedMessage(minutes: number): string {
  return `${tooManyFailuresMessage(minutes)} You can also reset your password by e-mail.`;
}
