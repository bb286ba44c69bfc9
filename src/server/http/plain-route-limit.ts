import type { NextFunction, Request, Response } from 'express';
import type { Orm } from '../db/orm';
import type { BatchedLimiter } from '../platform/rate-limit/batched-limiter';
import type { TierLimit } from '../platform/rate-limit/rate-limit.tiers';
import { TOO_MANY_MESSAGE } from '../trpc/init';

/** The API tier for the few /api routes that are not tRPC procedures (the iCal export). */
export function limitPlainRoutes(orm: Orm, calls: BatchedLimiter, tier: TierLimit) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      if (!(await calls.hit(() => orm.em.fork(), { key: `api:${req.ip ?? 'unknown'}`, ...tier }))) {
        res.status(429).json({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_MESSAGE });
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
