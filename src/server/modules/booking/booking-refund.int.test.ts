import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { signedInOwnerWithSession } from '../../../test/http-harness';
import { testConfig } from '../../../test/test-config';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createBooking } from '../../composition/factories';
import { createInnerContext, memorySession, type ServerConfig } from '../../trpc/context';
import { toErrorBody } from '../../trpc/errors';
import type { PaymentProvider } from '../payments/payment-provider';
import { BookingEntity, type BookingRow } from './booking.entity';

// Probe note: admin.bookings.refund asked the payment provider while it held the booking's row lock and
// a pooled connection (the call's transaction). Now a refund claims the booking for a short lease,
// asks the provider with nothing open in PostgreSQL, then records the refund; racing refunds still
// never give back more than was paid.

const { db, http } = useTestServer();
let ownerSession: string;

/** A payment provider that records each refund and can be held mid-call, as a slow provider would be. */
function recordingProvider() {
  const refunds: { amountCents: number; idempotencyKey: string }[] = [];
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  const entered: (() => void)[] = [];
  const provider: PaymentProvider = {
    ...testConfig().payments,
    mode: 'demo',
    async refund(input) {
      for (const wake of entered.splice(0)) wake();
      if (gate) await gate;
      refunds.push({ amountCents: input.amountCents, idempotencyKey: input.idempotencyKey });
      return { id: `re_${refunds.length}` };
    },
  };
  return {
    provider,
    refunds,
    /** Holds every refund call until release() is called. */
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return new Promise<void>((resolve) => entered.push(resolve));
    },
    release() {
      gate = null;
      open();
    },
  };
}

async function ownerCaller(config: ServerConfig) {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config }));
}

async function paidBooking(offset: number, paidCents: number): Promise<BookingRow> {
  const em = db.orm.em.fork();
  const start = addDaysIso(todayAtProperty(), offset);
  const row = createBooking(em, {
    status: 'confirmed',
    checkIn: start,
    checkOut: addDaysIso(start, 3),
    totalCents: paidCents,
    paidCents,
    paymentProvider: 'demo',
    paymentIntentId: `demo_pi_refund_${offset}`,
    guestName: 'Kai Akana',
    guestEmail: `kai-${offset}@example.com`,
    confirmedAt: new Date(),
  });
  await em.flush();
  return row;
}

async function someoneWaitsForALock(): Promise<boolean> {
  const [row] = await db.orm.em.fork().execute<{ waiting: number }[]>(
    `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return row!.waiting > 0;
}

async function outcomeOf(promise: Promise<unknown>): Promise<{ status: number; code?: string }> {
  try {
    await promise;
    return { status: 200 };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const body = toErrorBody(error);
    return { status: error.code === 'CONFLICT' ? 409 : error.code === 'BAD_REQUEST' ? 400 : 500, code: body.code };
  }
}

beforeAll(async () => {
  ownerSession = (await signedInOwnerWithSession(db.orm, http.baseUrl)).session;
});

describe('admin.bookings.refund', () => {
  it('holds no row lock while the payment provider answers', async () => {
    const stub = recordingProvider();
    const booking = await paidBooking(40, 154_326);
    const inCall = stub.hold();
    const refunding = (await ownerCaller(testConfig({ payments: stub.provider }))).admin.bookings.refund({
      reference: booking.reference,
      amountCents: 10_000,
      reason: 'Hot tub out of order',
    });
    await inCall;
    try {
      // While the provider thinks, the booking's row can be locked at once (before, this waited for the provider).
      const locked = await db.orm.em.fork().transactional(async (tx) =>
        tx.execute<{ id: string }[]>('select id from booking where id = ? for update nowait', [booking.id]),
      );
      expect(locked).toHaveLength(1);
    } finally {
      stub.release();
    }
    expect(await refunding).toMatchObject({ refundedCents: 10_000 });
    expect(stub.refunds.map((refund) => refund.amountCents)).toEqual([10_000]);
  });

  it('refuses to cancel with a refund while a partial refund is with the provider, and never refunds more than was paid', async () => {
    const stub = recordingProvider();
    const config = testConfig({ payments: stub.provider });
    const booking = await paidBooking(50, 50_000);
    const inCall = stub.hold();
    const refunding = (await ownerCaller(config)).admin.bookings.refund({ reference: booking.reference, amountCents: 20_000, reason: 'Noisy building work' });
    await inCall;
    let settled = false;
    const cancelling = outcomeOf((await ownerCaller(config)).admin.bookings.cancel({ reference: booking.reference, refund: 'full' })).finally(() => {
      settled = true;
    });
    // The cancel either answers while the refund is with the provider, or waits for a lock the refund holds.
    await vi.waitFor(
      async () => {
        if (!settled && !(await someoneWaitsForALock())) throw new Error('the cancel has not got that far yet');
      },
      { timeout: 10_000, interval: 20 },
    );
    stub.release();
    await refunding;
    expect(await cancelling).toEqual({ status: 409, code: 'CONFLICT' });
    const cancelled = await (await ownerCaller(config)).admin.bookings.cancel({ reference: booking.reference, refund: 'full' });
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedCents: 50_000 });
    expect(stub.refunds.map((refund) => refund.amountCents)).toEqual([20_000, 30_000]);
  });

  it('gives back at most what was paid when 20 refunds race', async () => {
    const stub = recordingProvider();
    const config = testConfig({ payments: stub.provider });
    const booking = await paidBooking(60, 154_326);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async () =>
        outcomeOf((await ownerCaller(config)).admin.bookings.refund({ reference: booking.reference, amountCents: 10_000, reason: 'Goodwill' })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 409 && outcome.status !== 400)).toEqual([]);
    const row = await db.orm.em.fork().findOneOrFail(BookingEntity, { id: booking.id });
    const refundedByProvider = stub.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    expect(refundedByProvider).toBe(row.refundedCents);
    expect(row.refundedCents).toBe(outcomes.filter((outcome) => outcome.status === 200).length * 10_000);
    expect(row.refundedCents).toBeLessThanOrEqual(row.paidCents);
    // Every refund the provider made is on the timeline, and the rest can still be refunded later.
    const rest = row.paidCents - row.refundedCents;
    const last = await (await ownerCaller(config)).admin.bookings.refund({ reference: booking.reference, amountCents: rest, reason: 'The rest' });
    expect(last).toMatchObject({ refundedCents: 154_326 });
    expect(last.timeline.filter((event) => event.kind === 'refunded')).toHaveLength(stub.refunds.length);
  });
});
