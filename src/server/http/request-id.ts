import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { requestIds } from '../logger';

/** An id a proxy in front already gave the request (nginx's $request_id, a load balancer's): kept when it looks like one. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,100}$/;

export function requestIdOf(given: string | undefined): string {
  return given !== undefined && GIVEN_ID.test(given) ? given : randomUUID();
}

/** Names the request (X-Request-Id, answered back) and every log line written while it is served. */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const id = requestIdOf(req.get('x-request-id'));
  res.setHeader('x-request-id', id);
  requestIds.run(id, next);
};

