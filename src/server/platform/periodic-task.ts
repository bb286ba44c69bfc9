import { log } from '../logger';

/**
 * Runs `task` every `intervalMs` (and once after `firstRunDelayMs`, if given) in this process. A round
 * still running when the next is due makes that one skip; a failed round is logged as `failure` and the
 * schedule goes on. The task gets a signal that aborts when the schedule stops. Returns a function that
 * stops the schedule and waits for a round under way.
 */
export function everyInterval(
  task: (signal: AbortSignal) => Promise<void>,
  { intervalMs, firstRunDelayMs, failure }: { intervalMs: number; firstRunDelayMs?: number; failure: string },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const stopping = new AbortController();
  const round = () => {
    if (stopped || running) return;
    running = task(stopping.signal)
      .catch((error: unknown) => log.error(failure, error))
      .finally(() => {
        running = null;
      });
  };
  const first = firstRunDelayMs === undefined ? undefined : setTimeout(round, firstRunDelayMs);
  const timer = setInterval(round, intervalMs);
  return async () => {
    stopped = true;
    stopping.abort();
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
