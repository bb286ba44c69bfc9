import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderStep = { set: [string, string | number | readonly string[]] } | { remove: string };

/**
 * Helmet's headers as one step per request. Helmet builds some of them on every request (the Content-Security-Policy
 * string from its directives, each of a dozen middlewares in turn): with options that do not depend on the request,
 * as ours do not, the headers are the same every time, so they are worked out once by running Helmet itself against
 * a response that records what it is told, and set from that list. About a third of a kept read's time went there.
 */
export function fixedSecurityHeaders(options: Readonly<HelmetOptions>): RequestHandler {
  const steps = helmetSteps(options);
  return (_req, res, next) => {
    for (const step of steps) {
      if ('set' in step) res.setHeader(step.set[0], step.set[1]);
      else res.removeHeader(step.remove);
    }
    next();
  };
}

/** What Helmet does to a response, in order. */
export function helmetSteps(options: Readonly<HelmetOptions>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void steps.push({ set: [name, value] }),
    removeHeader: (name: string) => void steps.push({ remove: name }),
  };
  let finished = false;
  const middleware = helmet(options) as unknown as (req: object, res: object, next: (error?: unknown) => void) => void;
  middleware({}, recorder, (error) => {
    if (error) throw new Error('Helmet refused its options', { cause: error });
    finished = true;
  });
  // A Helmet that waited on the request (none does today) could not be worked out ahead.
  if (!finished) throw new Error('Helmet did not finish synchronously: its headers cannot be worked out ahead');
  return steps;
}
