import type { Request, RequestHandler, Response } from 'express';
import { keptResults } from '../platform/kept-results';
import { toWireAnswer, wireBody, type WireAnswer } from './wire-answer';

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
        answers.get(procedure, async () => toWireAnswer(await read())).then(
          (answer) => sendKept(req, res, answer),
          (failed: unknown) => error(res, failed),
        );
      });
    },
  };
}

function sendKept(req: Request, res: Response, answer: WireAnswer): void {
  res.set('etag', answer.etag);
  res.vary('accept-encoding');
  // req.fresh compares If-None-Match with the ETag just set (and honours Cache-Control: no-cache).
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // Brotli whenever it is accepted: browsers list gzip first, and equal weights leave the choice to the server.
  const { encoding, body } = wireBody(answer, req.acceptsEncodings('br') || req.acceptsEncodings('gzip'));
  res.set('content-type', 'application/json; charset=utf-8');
  // Already encoded: the compression middleware leaves an answer with a Content-Encoding as it is.
  if (encoding !== 'identity') res.set('content-encoding', encoding);
  res.set('content-length', String(body.length));
  res.status(200).end(body);
}
