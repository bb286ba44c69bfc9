import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { AppError } from '../../shared/lib/app-error';
import { log } from '../logger';
import type { Context } from './context';
import { toErrorBody, toTRPCError } from './errors';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Never send stacks: the formatter below builds the whole public shape.
  isDev: false,
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

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(mapErrors);

/** Any signed-in account. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * Owner or staff: every admin.* procedure is built on this, so the role is
 * checked on the server. A successful change tells the server (onAdminChange),
 * which drops the public pages it keeps.
 */
export const adminProcedure = authedProcedure.use(async ({ ctx, next, type }) => {
  if (ctx.user.role !== 'owner' && ctx.user.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This area is for the owner and staff only.' });
  }
  const result = await next({ ctx });
  if (result.ok && type === 'mutation') ctx.config.onAdminChange?.();
  return result;
});
