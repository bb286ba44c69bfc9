import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { refusalOf } from '../../shared/auth/permissions';
import { SETUP_REQUIRED_MESSAGE } from '../../shared/auth/sign-in-factors.schemas';
import { AppError } from '../../shared/lib/app-error';
import { log } from '../logger';
import { runAsActor } from '../platform/audit/audit-actor';
import { hitLimit } from '../platform/rate-limit/rate-limit.service';
import { tiersOf } from '../platform/rate-limit/rate-limit.tiers';
import type { Context } from './context';
import { managesOwnTransactions } from './own-transactions';
import { toErrorBody, toTRPCError } from './errors';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Never send stacks: the formatter below builds the whole public shape.
  isDev: false,
  // Subscriptions (chat) over server-sent events: a ping keeps proxies from closing a quiet stream,
  // and a client that hears nothing for longer reconnects, resuming from its lastEventId.
  sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
  errorFormatter({ shape, error }) {
    const body = toErrorBody(error);
    return {
      code: shape.code,
      message: body.message,
      data: {
        code: body.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        ...(body.fieldErrors ? { fieldErrors: body.fieldErrors } : {}),
      },
    };
  },
});

/** Application errors become tRPC errors with their own code; the rest is logged. */
const mapErrors = t.middleware(async ({ next, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) throw toTRPCError(cause);
    if (result.error.code === 'INTERNAL_SERVER_ERROR') log.error(`procedure ${path} failed`, cause ?? result.error);
  }
  return result;
});

export const TOO_MANY_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * Every call counts against the client's limits before it runs: one call is
 * one unit whether it came through a REST row, a single tRPC call or a batch,
 * and the counters live in PostgreSQL, shared by every server process.
 * Callers inside the server (server rendering, tests through createCaller) are no client and have no call
 * limiter; the limits a service applies itself (the chat's per conversation) hold for them all the same.
 */
const rateLimited = t.middleware(async ({ ctx, path, next }) => {
  const limiter = ctx.config.callLimiter;
  if (limiter) {
    for (const tier of tiersOf(path)) {
      const rule = { key: `${tier}:${ctx.clientKey}`, ...ctx.config.limits[tier] };
      // The general tier sees every call and is batched (batched-limiter.ts); the strict ones are exact per call.
      const allowed = tier === 'api' ? await limiter.hit(() => ctx.em, rule) : (await hitLimit(ctx.em, rule)).allowed;
      if (!allowed) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_MESSAGE);
    }
  }
  return next();
});

/** Thrown inside the transaction to roll a failed mutation back; never leaves this file. */
class RolledBack extends Error {
  constructor(readonly result: unknown) {
    super('rolled back');
  }
}

/**
 * Each call is its own unit of work: a fresh EntityManager fork (so calls
 * batched in one request never see or flush each other's entities) and, for
 * a mutation, one transaction that commits only when the call succeeds
 * (except the few listed in own-transactions.ts, which commit step by step).
 */
const unitOfWork = t.middleware((options) => {
  const { user, clientKey } = options.ctx;
  // A signed-in caller is named inside every transaction the call opens, for the audit log (decision 036).
  if (!user) return runUnitOfWork(options);
  return runAsActor({ userId: user.id, name: user.name, ip: clientKey }, () => runUnitOfWork(options));
});

async function runUnitOfWork({ ctx, type, path, next }: Parameters<Parameters<typeof t.middleware>[0]>[0]) {
  const em = ctx.em.fork();
  if (type !== 'mutation') return next({ ctx: { ...ctx, em } });
  if (managesOwnTransactions(path)) {
    const result = await next({ ctx: { ...ctx, em } });
    if (result.ok && path.startsWith('admin.')) await ctx.config.onAdminChange?.();
    return result;
  }
  let result: Awaited<ReturnType<typeof next>>;
  try {
    result = await em.transactional(async (tx) => {
      const outcome = await next({ ctx: { ...ctx, em: tx } });
      if (!outcome.ok) throw new RolledBack(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as Awaited<ReturnType<typeof next>>;
    throw error;
  }
  // After the commit, not before: a page rendered in between must not keep the old state.
  if (path.startsWith('admin.')) await ctx.config.onAdminChange?.();
  return result;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Each call's outcome and time, for GET /metrics (when the server measures). */
const measured = t.middleware(async ({ ctx, path, next }) => {
  if (!ctx.config.metrics) return next();
  const started = process.hrtime.bigint();
  const result = await next();
  ctx.config.metrics.observeCall(path, result.ok, Number(process.hrtime.bigint() - started) / 1e9);
  return result;
});

export const publicProcedure = t.procedure.use(measured).use(mapErrors).use(rateLimited).use(unitOfWork);

/** Any signed-in account. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * Owner or staff, checked against the permission table in src/shared/auth/permissions.ts for the call's own
 * path (REST rows forward to the same procedures and so pass here too; a path the table lacks is refused to
 * everyone), even while the owner's sign-in requirement is unmet: only a member's own security settings
 * (admin.security.*), which are how they meet it, are built on this.
 */
export const memberProcedure = authedProcedure.use(({ ctx, path, next }) => {
  const refusal = refusalOf(ctx.user.role, path);
  if (refusal) throw new TRPCError({ code: 'FORBIDDEN', message: refusal });
  return next({ ctx });
});

/**
 * Owner or staff: every other admin.* procedure is built on this, so the role is
 * checked on the server, and a member the owner requires a passkey or two-factor of
 * gets nothing until they have one. A committed admin change tells the server
 * (onAdminChange, in unitOfWork above), which drops the public pages it keeps.
 */
export const adminProcedure = memberProcedure.use(({ ctx, next }) => {
  if (ctx.user.securitySetupRequired) throw new TRPCError({ code: 'FORBIDDEN', message: SETUP_REQUIRED_MESSAGE });
  return next({ ctx });
});
