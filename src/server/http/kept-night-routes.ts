import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { availabilityInputSchema } from '../../shared/availability/availability.schemas';
import { todayAtProperty } from '../../shared/lib/dates';
import { quoteInputSchema } from '../../shared/quote/quote.schemas';
import { createCaller } from '../app-router';
import { firstHoldEnd, MOST_NIGHT_ANSWERS, NIGHT_ANSWER_TTL_MS } from '../modules/availability/kept-night-answers';
import { keptResults } from '../platform/kept-results';
import type { Context } from '../trpc/context';
import { sendWireAnswer, toWireAnswer, type WireAnswer } from './wire-answer';

export interface KeptNightRoutes {
  /** Adds GET /api/quote and /api/availability/merged ahead of the REST table's own routes. */
  mount: (router: Router) => void;
  clear: () => void;
}

interface Kept {
  wire: WireAnswer;
  until: number;
}

/**
 * GET /api/quote and /api/availability/merged answered from their wire bytes, kept by input as the kept public
 * reads are (kept-public-reads.ts) and dropped with the kept night answers (decision 064): on any change to the
 * nights, any admin change, and when the first live hold runs out. The limit counts each call first. A query the
 * input schema refuses, or a quote with a coupon (checked per guest), goes on to the REST table's own route, which
 * counts and answers it as before.
 */
export function createKeptNightRoutes(options: {
  serverContext: () => Promise<Context>;
  limit: RequestHandler;
  sendError: (res: Response, error: unknown) => void;
}): KeptNightRoutes {
  const answers = keptResults<Kept>(NIGHT_ANSWER_TTL_MS, { expiresAt: (kept) => kept.until, maxEntries: MOST_NIGHT_ANSWERS });

  function handler<S extends z.ZodType>(
    kind: string,
    schema: S,
    keeps: (input: z.output<S>) => boolean,
    read: (caller: ReturnType<typeof createCaller>, input: z.output<S>) => Promise<unknown>,
  ): RequestHandler {
    return (req: Request, res: Response, next) => {
      const parsed = schema.safeParse(req.query);
      if (!parsed.success || !keeps(parsed.data)) {
        next();
        return;
      }
      options.limit(req, res, (failure?: unknown) => {
        if (failure) {
          next(failure);
          return;
        }
        const now = new Date();
        const key = `${kind}:${todayAtProperty(now)}:${JSON.stringify(parsed.data)}`;
        answers
          .get(key, async () => {
            const context = await options.serverContext();
            // Read before the answer: a hold made in between is announced, and clears what this keeps.
            const until = await firstHoldEnd(context.em, now);
            return { wire: toWireAnswer(await read(createCaller(context), parsed.data)), until };
          })
          .then(
            (kept) => sendWireAnswer(req, res, kept.wire, 'application/json; charset=utf-8'),
            (error: unknown) => options.sendError(res, error),
          );
      });
    };
  }

  return {
    mount(router) {
      router.get(
        '/api/quote',
        handler('quote', quoteInputSchema, (input) => !input.coupon, (caller, input) => caller.quote.get(input)),
      );
      router.get(
        '/api/availability/merged',
        handler('availability', availabilityInputSchema, () => true, (caller, input) => caller.availability.merged(input)),
      );
    },
    clear: answers.clear,
  };
}
