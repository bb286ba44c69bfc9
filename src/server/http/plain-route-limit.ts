import type { NextFunction, Request, Response } from 'express';
import type { Orm } from '../db/orm';
import { hitLimit } from '../modules/rate-limit/rate-limit.service';
import type { TierLimit } from '../modules/rate-limit/rate-limit.tiers';
import { TOO_MANY_MESSAGE } from '../trpc/init';

/** The API tier for the few /api routes that are not tRPC procedures (the iCal export). */
export function limitPlainRoutes(orm: Orm, tier: TierLimit) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const outcome = await hitLimit(orm.em.fork(), { key: `api:${req.ip ?? 'unknown'}`, ...tier });
      if (!outcome.allowed) {
        res.status(429).json({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_MESSAGE });
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
