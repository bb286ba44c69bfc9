import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { availabilityInputSchema } from '../../shared/availability/availability.schemas';
import { todayAtProperty } from '../../shared/lib/dates';
import { quoteInputSchema } from '../../shared/quote/quote.schemas';
import { createCaller } from '../app-router';
import { keepsQuote, type KeptNightAnswer, type KeptNightAnswers } from '../modules/availability/kept-night-answers';
import type { Context } from '../trpc/context';
import type { GetRoutes } from './front-door';
import { sendWireAnswer, toWireAnswer, type WireAnswer } from './wire-answer';

/**
 * Adds GET /api/quote and /api/availability/merged ahead of the REST table's own routes, answered from the wire bytes
 * of the kept night answers (decision 064): the bytes live beside the answer they were made from, so they go when it
 * goes (any change to the nights, any admin change, the first live hold running out). The limit counts each call
 * first. A query the input schema refuses, or a quote with a coupon (checked per guest), goes on to the REST table's
 * own route, which counts and answers it as before. `serverContext` is one whose procedures work each answer out
 * (no kept answers of their own): a build here must not wait on itself under the same key.
 */
export function mountKeptNightRoutes(
  router: GetRoutes,
  options: {
    answers: KeptNightAnswers;
    /** For the hold read, asked for only when an answer is worked out: a kept answer is sent with no context made. */
    em: () => EntityManager;
    serverContext: () => Promise<Context>;
    limit: RequestHandler;
    sendError: (res: Response, error: unknown) => void;
  },
): void {
  const wires = new WeakMap<KeptNightAnswer, WireAnswer>();
  const wireOf = (kept: KeptNightAnswer) => wires.get(kept) ?? wires.set(kept, toWireAnswer(kept.value)).get(kept)!;

  function handler<S extends z.ZodType>(
    kind: 'quote' | 'availability',
    schema: S,
    keeps: (input: z.output<S>) => boolean,
    read: (caller: ReturnType<typeof createCaller>, input: z.output<S>) => Promise<unknown>,
  ): RequestHandler {
    const inputOf = parsedQueries((query) => {
      const parsed = schema.safeParse(query);
      return parsed.success && keeps(parsed.data) ? { input: parsed.data } : null;
    });
    return (req: Request, res: Response, next) => {
      const parsed = inputOf(req);
      if (!parsed) {
        next();
        return;
      }
      options.limit(req, res, (failure?: unknown) => {
        if (failure) {
          next(failure);
          return;
        }
        const send = (kept: KeptNightAnswer) => sendWireAnswer(req, res, wireOf(kept), 'application/json; charset=utf-8');
        const kept = options.answers.kept(options.em, kind, parsed.input, new Date(), async () => read(createCaller(await options.serverContext()), parsed.input));
        if (kept instanceof Promise) kept.then(send, (error: unknown) => options.sendError(res, error));
        else send(kept);
      });
    };
  }

  router.get(
    '/api/quote',
    handler('quote', quoteInputSchema, keepsQuote, (caller, input) => caller.quote.get(input)),
  );
  router.get(
    '/api/availability/merged',
    handler('availability', availabilityInputSchema, () => true, (caller, input) => caller.availability.merged(input)),
  );
}

/** Query strings parsed, by the house's today and the string as sent: the schema checks stay dates against today. */
const MOST_PARSED_QUERIES = 5_000;

/**
 * The input a query string gives (or null when it is refused or not kept), parsed once per distinct string and day:
 * visitors ask for the same few date ranges, and the schema's checks cost more than the rest of a kept answer.
 */
function parsedQueries<T>(parse: (query: unknown) => { input: T } | null): (req: Request) => { input: T } | null {
  const parsed = new Map<string, { input: T } | null>();
  return (req) => {
    const at = req.originalUrl.indexOf('?');
    const key = `${todayAtProperty()}?${at === -1 ? '' : req.originalUrl.slice(at + 1)}`;
    let found = parsed.get(key);
    if (found === undefined) {
      found = parse(req.query);
      if (parsed.size >= MOST_PARSED_QUERIES) parsed.clear();
      parsed.set(key, found);
    }
    return found;
  };
}
