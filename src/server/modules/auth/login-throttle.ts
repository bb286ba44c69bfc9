import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCOUNT_WINDOW_MS,
  FORGET_AFTER_MS,
  FREE_FAILURES,
  TRUSTED_CLIENT_MS,
  retryDelaySchedule,
} from './login-throttle.logic';

const PRUNE_CHANCE = 0.02;
/** The account-wide row's client column. */
const WHOLE_ACCOUNT = '*';

/**
 * Clients are remembered by a hash of their key (the address), never the
 * address itself: the table says "this client signed in before", not where from.
 */
export function clientHash(clientKey: string): string {
  return createHash('sha256').update(`login-client:${clientKey}`).digest('hex');
}

const schedule = retryDelaySchedule();
const delays = `(array[${schedule.join(',')}]::bigint[])`;
// A client's run of failures starts again once it has been allowed for FORGET_AFTER_MS without failing.
const nextFailures = `(case when t.retry_at + interval '${FORGET_AFTER_MS} milliseconds' <= excluded.last_failure_at then 1 else t.failures + 1 end)`;

export type Reservation = { allowed: true } | { allowed: false; retryAt: Date };

/**
 * A failed sign-in is counted before the password is checked and must stay
 * counted when the call fails, so it is never written inside a transaction
 * (whose rollback would erase it): auth.login runs without the call-wide one
 * (trpc/own-transactions.ts).
 */
function mustOutliveRollback(em: EntityManager): void {
  if (em.isInTransaction()) throw new Error('Sign-in attempts are counted outside any transaction, so a refused call keeps its count.');
}

/**
 * Counts one failed sign-in for (account, client) BEFORE the password is
 * checked, in one statement: concurrent attempts from any number of processes
 * each get their own count, and only those within the allowance come back
 * allowed (the rest change nothing). A sign-in that then succeeds is forgiven
 * (forgetFailures). Written outside any transaction (mustOutliveRollback),
 * so a refused call still leaves its mark.
 */
export async function reserveClientAttempt(em: EntityManager, account: string, client: string, now = new Date()): Promise<Reservation> {
  mustOutliveRollback(em);
  const rows = await em.execute<{ failures: number }[]>(
    `insert into login_throttle as t (account, client, failures, last_failure_at, retry_at)
     values (?, ?, 1, ?, ?)
     on conflict (account, client) do update set
       failures = ${nextFailures},
       last_failure_at = excluded.last_failure_at,
       retry_at = excluded.last_failure_at + interval '1 millisecond' * ${delays}[least(${nextFailures}, ${schedule.length})]
     where t.failures < ${FREE_FAILURES} or t.retry_at <= excluded.last_failure_at
     returning failures`,
    [account, client, now, new Date(now.getTime() + schedule[0]!)],
    'all',
  );
  if (rows[0]) {
    if (Number(rows[0].failures) === 1 && Math.random() < PRUNE_CHANCE) await pruneLoginGuard(em, now);
    return { allowed: true };
  }
  const [row] = await em.execute<{ retry_at: Date }[]>(
    'select retry_at from login_throttle where account = ? and client = ?',
    [account, client],
    'all',
  );
  return { allowed: false, retryAt: row ? new Date(row.retry_at) : now };
}

/**
 * Counts one attempt against the whole account (all clients, fixed window).
 * Always counted; the caller decides whether the client may go past the limit.
 */
export async function reserveAccountAttempt(em: EntityManager, account: string, now = new Date()): Promise<{ failures: number; resetAt: Date }> {
  mustOutliveRollback(em);
  const [row] = await em.execute<{ failures: number; retry_at: Date }[]>(
    `insert into login_throttle as t (account, client, failures, last_failure_at, retry_at)
     values (?, '${WHOLE_ACCOUNT}', 1, ?, ?)
     on conflict (account, client) do update set
       failures = case when t.retry_at <= excluded.last_failure_at then 1 else t.failures + 1 end,
       retry_at = case when t.retry_at <= excluded.last_failure_at then excluded.retry_at else t.retry_at end,
       last_failure_at = excluded.last_failure_at
     returning failures, retry_at`,
    [account, now, new Date(now.getTime() + ACCOUNT_WINDOW_MS)],
    'all',
  );
  return { failures: Number(row!.failures), resetAt: new Date(row!.retry_at) };
}

/** Whether this client signed in to this account recently: such a client gets past the account-wide limit. */
export async function isKnownClient(em: EntityManager, account: string, client: string, now = new Date()): Promise<boolean> {
  const rows = await em.execute<unknown[]>(
    `select 1 from login_history h join app_user u on u.id = h.user_id
      where u.email = ? and h.client = ? and h.last_success_at > ?`,
    [account, client, new Date(now.getTime() - TRUSTED_CLIENT_MS)],
    'all',
  );
  return rows.length > 0;
}

/**
 * After a good sign-in, in the call's own transaction: this client's failures
 * go, its attempt is taken back from the account's count, and the client is
 * remembered as one that knows the password.
 */
export async function rememberGoodSignIn(em: EntityManager, input: { userId: string; account: string; client: string }, now = new Date()): Promise<void> {
  await em.execute('delete from login_throttle where account = ? and client = ?', [input.account, input.client], 'run');
  await em.execute(
    `update login_throttle set failures = greatest(failures - 1, 0) where account = ? and client = '${WHOLE_ACCOUNT}'`,
    [input.account],
    'run',
  );
  await em.execute(
    `insert into login_history (user_id, client, last_success_at) values (?, ?, ?)
     on conflict (user_id, client) do update set last_success_at = excluded.last_success_at`,
    [input.userId, input.client, now],
    'run',
  );
}

/** Every failure counted for this account, from every client (after a password reset). */
export async function clearAccountThrottles(em: EntityManager, account: string): Promise<void> {
  await em.execute('delete from login_throttle where account = ?', [account], 'run');
}

/** Dead rows of the sign-in guard go now and then, as new ones arrive: no job needed. */
export async function pruneLoginGuard(em: EntityManager, now = new Date()): Promise<void> {
  await em.execute('delete from login_throttle where retry_at < ?', [new Date(now.getTime() - FORGET_AFTER_MS)], 'run');
  await em.execute('delete from login_history where last_success_at < ?', [new Date(now.getTime() - TRUSTED_CLIENT_MS)], 'run');
  await em.execute('delete from password_reset where expires_at < ?', [now], 'run');
}
