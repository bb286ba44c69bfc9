import type { NextFunction, Request, Response } from 'express';
import type { Orm } from '../db/orm';
import type { BatchedLimiter } from '../platform/rate-limit/batched-limiter';
import type { TierLimit } from '../platform/rate-limit/rate-limit.tiers';
import { TOO_MANY_MESSAGE } from '../trpc/init';

/** The API tier for the few /api routes that are not tRPC procedures (the iCal export). */
export function limitPlainRoutes(orm: Orm, calls: BatchedLimiter, tier: TierLimit) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const go = (allowed: boolean) => {
      if (allowed) next();
      else res.status(429).json({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_MESSAGE });
    };
    // Most calls are judged at once (no promise, the kept read answered in the same turn); a few wait for the tallies.
    const verdict = calls.hit(() => orm.em.fork(), { key: `api:${req.ip ?? 'unknown'}`, ...tier });
    if (typeof verdict === 'boolean') go(verdict);
    else verdict.then(go).catch(next);
  };
}
