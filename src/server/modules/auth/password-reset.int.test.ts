import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '../../../shared/auth/auth.schemas';
import { useTestDatabase } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession } from '../../trpc/context';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { createAccount } from '../../composition/factories';
import { ACCOUNT_FAILURE_LIMIT } from './login-throttle.logic';
import { RESET_LINK_INVALID, RESET_LINK_MS, requestPasswordReset } from './password-reset.service';
import { testConfig } from '../../../test/test-config';
import { expectAgreementInSomeRound, median } from '../../../test/timing';
import { failureOf } from '../../../test/trpc-failure';

// Probe finding F10: the way back in for an owner whom strangers keep out, and which always works.

const db = useTestDatabase({ seed: false });
const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a brand new beach password';
const PUBLIC_URL = 'https://kaneohe.example';

async function callerAt(clientKey: string, session = memorySession()) {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session, clientKey, config: testConfig({ publicUrl: PUBLIC_URL }) }));
}

async function createUser(email: string, name = 'Staff member'): Promise<void> {
  await createAccount(db.orm.em.fork(), { email, name, password: PASSWORD, role: 'staff' });
}

async function resetEmails(to: string) {
  return db.orm.em.fork().find(OutboxEmailEntity, { to, kind: 'password-reset' }, { orderBy: { id: 'asc' } });
}

async function tokenFromLatestEmail(to: string): Promise<string> {
  const email = (await resetEmails(to)).at(-1)!;
  const match = /https:\/\/kaneohe\.example\/auth\?reset=([A-Za-z0-9_-]+)/.exec(email.text);
  return match![1]!;
}

describe('auth.requestPasswordReset', () => {
  it('answers the same sentence for an unknown address and sends nothing', async () => {
    const answer = await (await callerAt('192.0.2.1')).auth.requestPasswordReset({ email: 'nobody@example.com' });
    expect(answer).toEqual({ message: 'If an account exists for that address, we have sent a link to reset its password.' });
    expect(await db.orm.em.fork().count(OutboxEmailEntity, {})).toBe(0);
  });

  it('queues an e-mail with a one-hour link for a real account, storing only the hash of its token', async () => {
    await createUser('kai@example.com', 'Kai <b>Lee</b>');
    const answer = await (await callerAt('192.0.2.1')).auth.requestPasswordReset({ email: 'Kai@Example.com' });
    expect(answer).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    const [email] = await resetEmails('kai@example.com');
    expect(email).toBeDefined();
    expect(email!.html).toContain('Kai &lt;b&gt;Lee&lt;/b&gt;');
    expect(email!.html).not.toContain('<b>Lee</b>');
    const token = await tokenFromLatestEmail('kai@example.com');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await db.orm.em.fork().getConnection().execute<{ token_hash: string; expires_at: Date; created_at: Date }[]>('select * from password_reset');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime()).toBe(RESET_LINK_MS);
  });
});

// Probe G6: an early return for unknown addresses made requests for real accounts measurably slower.
describe('a reset request for an unknown address does the same work as for a real one', () => {
  const base = Date.now() + 24 * 3_600_000;
  /** Every request at its own time, two minutes apart, so each one for the real account stores a new link and queues an e-mail. */
  let step = 0;
  const request = (email: string) => requestPasswordReset(db.orm.em.fork(), email, { publicUrl: PUBLIC_URL }, new Date(base + (step += 1) * 2 * 60_000));

  /** The statements one request sends to PostgreSQL, with their values left out. */
  async function statementsOf(email: string): Promise<string[]> {
    const knex = db.orm.em.getConnection().getKnex();
    const seen: string[] = [];
    // MikroORM writes the values into the text: each quoted literal becomes '?'.
    const listener = (query: { sql: string }) => seen.push(query.sql.replace(/'(?:[^']|'')*'/g, '?').replace(/\s+/g, ' ').trim());
    knex.on('query', listener);
    try {
      await request(email);
    } finally {
      knex.off('query', listener);
    }
    return seen;
  }

  it('sends the same statements whether the account exists, has just been sent a link, or does not exist', async () => {
    await createUser('nalu@example.com');
    const real = await statementsOf('nalu@example.com');
    step -= 1; // the same moment again: within a minute of the link just sent, so nothing new is stored or queued
    const repeated = await statementsOf('nalu@example.com');
    const unknown = await statementsOf('nobody-at-all@example.com');
    expect(real.length).toBeGreaterThan(0);
    expect(repeated).toEqual(real);
    expect(unknown).toEqual(real);
    expect(await resetEmails('nalu@example.com')).toHaveLength(1);
    expect(await resetEmails('nobody-at-all@example.com')).toHaveLength(0);
  });

  it('takes the same time: the medians of many interleaved requests agree', async () => {
    await createUser('iolana@example.com');
    const timed = async (email: string) => {
      const started = performance.now();
      await request(email);
      return performance.now() - started;
    };
    let sent = 0;
    const medians = async () => {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 56; i += 1) {
        // Alternating which goes first, so a slow moment of the machine falls on both alike.
        const pair = i % 2 === 0 ? [await timed('iolana@example.com'), await timed(`nobody${i}@example.com`)] : [await timed(`nobody${i}@example.com`), await timed('iolana@example.com')].reverse();
        sent += 1;
        if (i < 6) continue; // warming up
        known.push(pair[0]!);
        unknown.push(pair[1]!);
      }
      return { realMs: median(known), unknownMs: median(unknown) };
    };
    // Before the fix a real account took about four times as long (an early return skipped three statements and a commit).
    await expectAgreementInSomeRound(
      3,
      medians,
      ({ realMs, unknownMs }) => Math.abs(realMs - unknownMs) < Math.max(0.5, 0.3 * Math.min(realMs, unknownMs)),
      ({ realMs, unknownMs }) => `median ${realMs.toFixed(2)} ms for a real account, ${unknownMs.toFixed(2)} ms for unknown ones`,
    );
    expect(await resetEmails('iolana@example.com')).toHaveLength(sent);
  }, 240_000);
});

describe('auth.resetPassword', () => {
  it('refuses a password that breaks the registration rules, field by field', async () => {
    const failure = await failureOf((await callerAt('192.0.2.1')).auth.resetPassword({ token: 'x'.repeat(43), password: 'short' }));
    expect(failure.fieldErrors).toEqual({ password: ['Password must be at least 12 characters'] });
  });

  it('sets the password, ends every other session, signs in, and works only once', async () => {
    await createUser('lani@example.com');
    const elsewhere = memorySession();
    await (await callerAt('198.51.100.1', elsewhere)).auth.login({ email: 'lani@example.com', password: PASSWORD });
    await (await callerAt('192.0.2.2')).auth.requestPasswordReset({ email: 'lani@example.com' });
    const token = await tokenFromLatestEmail('lani@example.com');

    const here = memorySession();
    const user = await (await callerAt('192.0.2.2', here)).auth.resetPassword({ token, password: NEW_PASSWORD });
    expect(user).toMatchObject({ email: 'lani@example.com', role: 'staff' });
    expect(await (await callerAt('192.0.2.2', here)).auth.me()).toMatchObject({ email: 'lani@example.com' });
    await expect((await callerAt('198.51.100.1', elsewhere)).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    await expect((await callerAt('192.0.2.3')).auth.login({ email: 'lani@example.com', password: PASSWORD })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect((await callerAt('192.0.2.3')).auth.login({ email: 'lani@example.com', password: NEW_PASSWORD })).resolves.toMatchObject({ email: 'lani@example.com' });

    const again = await failureOf((await callerAt('192.0.2.2')).auth.resetPassword({ token, password: 'yet another password' }));
    expect(again).toMatchObject({ code: 'BAD_REQUEST', message: RESET_LINK_INVALID });
  });

  it('refuses a link older than an hour, and an older link once a newer one was sent', async () => {
    await createUser('mele@example.com');
    const em = db.orm.em.fork();
    await requestPasswordReset(em, 'mele@example.com', { publicUrl: PUBLIC_URL }, new Date(Date.now() - RESET_LINK_MS - 60_000));
    const expired = await tokenFromLatestEmail('mele@example.com');
    expect(await failureOf((await callerAt('192.0.2.4')).auth.resetPassword({ token: expired, password: NEW_PASSWORD }))).toMatchObject({
      message: RESET_LINK_INVALID,
    });

    await requestPasswordReset(db.orm.em.fork(), 'mele@example.com', { publicUrl: PUBLIC_URL }, new Date(Date.now() - 5 * 60_000));
    const older = await tokenFromLatestEmail('mele@example.com');
    await (await callerAt('192.0.2.4')).auth.requestPasswordReset({ email: 'mele@example.com' });
    const newer = await tokenFromLatestEmail('mele@example.com');
    expect(newer).not.toBe(older);
    expect(await failureOf((await callerAt('192.0.2.4')).auth.resetPassword({ token: older, password: NEW_PASSWORD }))).toMatchObject({
      message: RESET_LINK_INVALID,
    });
    await expect((await callerAt('192.0.2.4')).auth.resetPassword({ token: newer, password: NEW_PASSWORD })).resolves.toMatchObject({ email: 'mele@example.com' });
  });

  it('sends no second link within a minute, so nobody can fill an inbox', async () => {
    await createUser('pua@example.com');
    for (let i = 0; i < 5; i += 1) await (await callerAt(`10.1.0.${i}`)).auth.requestPasswordReset({ email: 'pua@example.com' });
    expect(await resetEmails('pua@example.com')).toHaveLength(1);
  });

  it('gets the owner past an account-wide lockout from a new address, and clears it', async () => {
    await createUser('owner@example.com', 'Leilani');
    const login = async (client: string, password: string) => (await callerAt(client)).auth.login({ email: 'owner@example.com', password });
    // Strangers on many addresses use up the account's allowance of failures.
    for (let start = 0; start < ACCOUNT_FAILURE_LIMIT / 5 + 1; start += 4) {
      await Promise.all(
        [0, 1, 2, 3].map(async (offset) => {
          for (let i = 0; i < 5; i += 1) await login(`10.2.${start + offset}.1`, `guess ${i}`).catch(() => undefined);
        }),
      );
    }
    await expect(login('192.0.2.60', PASSWORD)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    await (await callerAt('192.0.2.60')).auth.requestPasswordReset({ email: 'owner@example.com' });
    const token = await tokenFromLatestEmail('owner@example.com');
    await expect((await callerAt('192.0.2.60')).auth.resetPassword({ token, password: NEW_PASSWORD })).resolves.toMatchObject({ role: 'staff' });
    await expect(login('192.0.2.61', NEW_PASSWORD)).resolves.toMatchObject({ email: 'owner@example.com' });
    // About a hundred scrypt checks: seconds on an idle machine, more beside the browser tests.
  }, 120_000);
});
