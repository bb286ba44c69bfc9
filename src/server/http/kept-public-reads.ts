import type { RequestHandler, Response } from 'express';
import { keptResults } from '../platform/kept-results';
import { sendWireAnswer, toWireAnswer, type WireAnswer } from './wire-answer';

export interface KeptPublicReads {
  /** The REST handler for `procedure`: counted by `limit` first, then answered from the kept bytes. */
  handler: (procedure: string, read: () => Promise<unknown>, send: { error: (res: Response, error: unknown) => void }) => RequestHandler;
  /** Drops every kept answer (any admin change, on this process or another). */
  clear: () => void;
}

/**
 * Public answers kept as their wire bytes for `ttlMs` (the kept pages' time) so a read costs no procedure call,
 * ORM query or compression: a strong ETag answers a repeat visit with 304, and each encoding is sent as made.
 * The rate limit still counts every call: `limit` runs before the kept answer is looked at.
 */
export function createKeptPublicReads(ttlMs: number, limit: RequestHandler): KeptPublicReads {
  // Made again in the last quarter of its time while it is asked for, so no caller waits for the procedure.
  const answers = keptResults<WireAnswer>(ttlMs, { refreshAheadMs: ttlMs / 4 });
  return {
    clear: answers.clear,
    handler: (procedure, read, { error }) => (req, res, next) => {
      limit(req, res, (failure?: unknown) => {
        if (failure) {
          next(failure);
          return;
        }
        const send = (answer: WireAnswer) => sendWireAnswer(req, res, answer, 'application/json; charset=utf-8');
        const answer = answers.getNow(procedure, async () => toWireAnswer(await read()));
        if (answer instanceof Promise) answer.then(send, (failed: unknown) => error(res, failed));
        else send(answer);
      });
    },
  };
}
