import { TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession } from '../../trpc/context';
import { createAccount } from '../../composition/factories';
import { authenticate } from './auth.service';
import { clientHash, reserveClientAttempt } from './login-throttle';
import { ACCOUNT_FAILURE_LIMIT, FREE_FAILURES } from './login-throttle.logic';
import { DEFAULT_QUEUE_LIMITS, HASHING_BUSY_MESSAGE, passwordQueue } from './password-queue';
import { testConfig } from '../../../test/test-config';
import { expectAgreementInSomeRound, median } from '../../../test/timing';

// Probe findings F9 (racy lockout), F10 (anyone can lock the owner out) and F11 (unbounded scrypt work).
// createCaller runs no rate-limit tier: everything seen here is the sign-in guard in the service.

const db = useTestDatabase({ seed: false });
const PASSWORD = 'correct horse battery staple';

async function callerAt(clientKey: string, session = memorySession()) {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session, clientKey, config: testConfig({ publicUrl: 'https://kaneohe.example' }) }));
}

async function createUser(email: string, name = 'Staff member'): Promise<void> {
  await createAccount(db.orm.em.fork(), { email, name, password: PASSWORD, role: 'staff' });
}

type Outcome = { status: number; message: string };

function statusOf(error: unknown): Outcome {
  if (!(error instanceof TRPCError)) throw error;
  const status = { UNAUTHORIZED: 401, TOO_MANY_REQUESTS: 429, BAD_REQUEST: 400 }[error.code as string] ?? 500;
  return { status, message: error.message };
}

async function login(clientKey: string, email: string, password: string, session = memorySession()): Promise<Outcome> {
  try {
    await (await callerAt(clientKey, session)).auth.login({ email, password });
    return { status: 200, message: '' };
  } catch (error) {
    return statusOf(error);
  }
}

const count = (outcomes: Outcome[], status: number) => outcomes.filter((outcome) => outcome.status === status).length;

describe('failed sign-ins are counted before the password is checked (F9)', () => {
  it('checks at most 5 of 20 concurrent wrong passwords for one account from one client', async () => {
    await createUser('f9@example.com');
    const flood = await Promise.all(Array.from({ length: 20 }, (_, i) => login('203.0.113.9', 'f9@example.com', `guess ${i}`)));
    // Whatever is left of the allowance afterwards, the total of checked guesses stays at 5.
    const later = [];
    for (let i = 0; i < 6; i += 1) later.push(await login('203.0.113.9', 'f9@example.com', `later guess ${i}`));
    expect(count(flood, 401) + count(later, 401)).toBe(FREE_FAILURES);
    expect(count(flood, 401) + count(flood, 429)).toBe(20);
    for (const outcome of [...flood, ...later].filter((o) => o.status === 429)) {
      expect(outcome.message).toMatch(/^Too many (failed sign-in attempts\. Try again in \d+ minutes?|sign-in attempts at once\. Please wait a moment and try again)\.$/);
    }
    expect(later.at(-1)).toEqual({ status: 429, message: 'Too many failed sign-in attempts. Try again in 1 minute.' });
  });

  it('reserves exactly 5 of 20 attempts raced at once (as from several server processes)', async () => {
    const client = clientHash('198.51.100.4');
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => reserveClientAttempt(db.orm.em.fork(), 'race@example.com', client)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(FREE_FAILURES);
  });
});

describe('the throttle is per account and client, with a growing wait (F10)', () => {
  it('refuses the right password only to the client that failed', async () => {
    await createUser('kai@example.com');
    for (let i = 0; i < FREE_FAILURES; i += 1) expect((await login('198.51.100.7', 'kai@example.com', `guess ${i}`)).status).toBe(401);
    expect(await login('198.51.100.7', 'kai@example.com', PASSWORD)).toEqual({
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 1 minute.',
    });
    expect((await login('192.0.2.20', 'kai@example.com', PASSWORD)).status).toBe(200);
  });

  it('doubles the wait after every further failure, up to 15 minutes', async () => {
    await createUser('noe@example.com');
    const t0 = Date.parse('2026-11-24T10:00:00Z');
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    const attempt = async (minutes: number): Promise<Outcome> => {
      try {
        await authenticate(db.orm.em.fork(), { email: 'noe@example.com', password: 'wrong guess', clientKey: '198.51.100.8' }, at(minutes));
        return { status: 200, message: '' };
      } catch (error) {
        return { status: (error as { code: string }).code === 'TOO_MANY_REQUESTS' ? 429 : 401, message: (error as Error).message };
      }
    };
    for (let i = 0; i < FREE_FAILURES; i += 1) expect((await attempt(0)).status).toBe(401);
    const waits: string[] = [];
    let minute = 0;
    for (const wait of [1, 2, 4, 8, 15, 15]) {
      const refused = await attempt(minute);
      waits.push(refused.message);
      minute += wait;
      expect((await attempt(minute)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15].map((m) => `Too many failed sign-in attempts. Try again in ${m} minute${m === 1 ? '' : 's'}.`));
  });

  it('lets the owner in from a new address while an attacker at another fails 50 times', async () => {
    await createUser('owner@example.com', 'Leilani');
    const attacker = [];
    for (let i = 0; i < 50; i += 1) attacker.push(await login('203.0.113.66', 'owner@example.com', `guess ${i}`));
    expect(count(attacker, 401)).toBe(FREE_FAILURES);
    expect(count(attacker, 429)).toBe(45);
    expect((await login('192.0.2.1', 'owner@example.com', PASSWORD)).status).toBe(200);
  });
});

describe('the account-wide limit, and who gets past it (F10)', () => {
  const manager = 'manager@example.com';
  const home = '192.0.2.50';

  async function distributedAttack(): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    const addresses = Array.from({ length: Math.ceil(ACCOUNT_FAILURE_LIMIT / FREE_FAILURES) + 1 }, (_, i) => `10.9.${i}.1`);
    // Four addresses at a time, each guessing until its own allowance is spent.
    for (let start = 0; start < addresses.length; start += 4) {
      await Promise.all(
        addresses.slice(start, start + 4).map(async (address) => {
          for (let i = 0; i < FREE_FAILURES; i += 1) outcomes.push(await login(address, manager, `guess ${i}`));
        }),
      );
    }
    return outcomes;
  }

  it('locks the account for new clients after 100 failures from many addresses, but not for a client that signed in before', async () => {
    await createUser(manager, 'Makoa');
    expect((await login(home, manager, PASSWORD)).status).toBe(200);
    const attack = await distributedAttack();
    expect(count(attack, 401)).toBe(ACCOUNT_FAILURE_LIMIT);
    const lockedOut = await login('192.0.2.99', manager, PASSWORD);
    expect(lockedOut.status).toBe(429);
    expect(lockedOut.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes\. You can also reset your password by e-mail\.$/);
    expect((await login(home, manager, PASSWORD)).status).toBe(200);
  }, 120_000);
});

describe('unknown and known addresses answer alike, throttled or not', () => {
  it('gives the same answers in the same order for a real and an unknown address', async () => {
    await createUser('lani@example.com');
    const real = [];
    const unknown = [];
    for (let i = 0; i < FREE_FAILURES + 1; i += 1) {
      real.push(await login('198.51.100.30', 'lani@example.com', `guess ${i}`));
      unknown.push(await login('198.51.100.30', 'ghost@example.com', `guess ${i}`));
    }
    expect(unknown).toEqual(real);
    expect(real.at(-1)).toEqual({ status: 429, message: 'Too many failed sign-in attempts. Try again in 1 minute.' });
  });

  it('spends comparable time on a wrong password for either', async () => {
    const time = async (email: string, client: string) => {
      const started = performance.now();
      expect((await login(client, email, 'not the password')).status).toBe(401);
      return performance.now() - started;
    };
    await createUser('mele@example.com');
    let round = 0;
    const medians = async () => {
      const real: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        real.push(await time('mele@example.com', `198.51.100.${40 + round * 10 + i}`));
        unknown.push(await time(`ghost${round}-${i}@example.com`, `198.51.100.${45 + round * 10 + i}`));
      }
      round += 1;
      return { realMs: median(real), unknownMs: median(unknown) };
    };
    // Both run one full scrypt check: neither is a small fraction of the other.
    await expectAgreementInSomeRound(
      3,
      medians,
      ({ realMs, unknownMs }) => unknownMs > realMs / 2 && realMs > unknownMs / 2,
      ({ realMs, unknownMs }) => `median ${realMs.toFixed(1)} ms for a real address, ${unknownMs.toFixed(1)} ms for an unknown one`,
    );
  });
});

describe('password hashing has bounded concurrency (F11)', () => {
  it('keeps a real sign-in fast while one client floods 200 wrong logins, and refuses most of the flood at once', async () => {
    await createUser('pua@example.com');
    // A round is one flood from its own address with the owner signing in from another. The sign-in must be
    // fast in some round of three: one round of a busy machine (CI's other lane) took 3.2 s once.
    let round = 0;
    const floodRound = async () => {
      const flood = Promise.all(Array.from({ length: 200 }, (_, i) => login(`203.0.113.${200 + round}`, `flood${round}-${i}@example.com`, `guess ${i}`)));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const started = performance.now();
      const owner = await login(`192.0.2.${77 + round}`, 'pua@example.com', PASSWORD);
      const elapsedMs = performance.now() - started;
      const outcomes = await flood;
      round += 1;
      expect(owner.status).toBe(200);
      expect(count(outcomes, 429)).toBeGreaterThan(180);
      expect(outcomes.find((outcome) => outcome.status === 429)?.message).toBe('Too many sign-in attempts at once. Please wait a moment and try again.');
      return { elapsedMs };
    };
    await expectAgreementInSomeRound(
      3,
      floodRound,
      ({ elapsedMs }) => elapsedMs < 3_000,
      ({ elapsedMs }) => `the owner's sign-in took ${elapsedMs.toFixed(0)} ms during the flood`,
    );
  });
});

describe('strangers filling the hashing queue never turn away a known client (probe G5)', () => {
  it("signs the owner in from their usual address while sign-ins from many addresses keep every stranger's place taken", async () => {
    await createUser('kalani@example.com');
    expect((await login('192.0.2.90', 'kalani@example.com', PASSWORD)).status).toBe(200);
    let flooding = true;
    const refused: Outcome[] = [];
    // A flood spread over many addresses, each within its own allowance: every stranger's place stays taken.
    const flood = Promise.all(
      Array.from({ length: 12 }, async (_, worker) => {
        for (let attempt = 0; flooding; attempt += 1) {
          const outcome = await login(`10.40.${worker}.${attempt % 250}`, `stranger${worker}-${attempt}@example.com`, 'a guess');
          if (outcome.status === 429) refused.push(outcome);
          await new Promise((resolve) => setImmediate(resolve));
        }
      }),
    );
    try {
      await vi.waitFor(() => expect(passwordQueue.stats().places).toBeGreaterThanOrEqual(DEFAULT_QUEUE_LIMITS.total), { timeout: 10_000, interval: 10 });
      const owner = await login('192.0.2.90', 'kalani@example.com', PASSWORD);
      expect(owner).toEqual({ status: 200, message: '' });
    } finally {
      flooding = false;
      await flood;
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.message).toBe(HASHING_BUSY_MESSAGE);
  });
});
