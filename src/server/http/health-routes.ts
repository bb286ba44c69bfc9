import type { Express } from 'express';
import type { Orm } from '../db/orm';
import { keptResults } from '../platform/kept-results';

/** A check that has not answered in this long counts as failed: a load balancer's probe must never hang. */
const CHECK_TIMEOUT_MS = 2_000;
/** Probes arriving within this share one round of checks, so a flood of them costs the database one query. */
const CHECKS_KEPT_MS = 1_000;

/** What GET /readyz looked at, each by name only: no error text, host or SQL leaves the server. */
interface ReadinessChecks {
  database: 'ok' | 'unreachable' | 'not checked';
  migrations: 'ok' | 'pending' | 'unknown' | 'not checked';
  shutdown: 'no' | 'stopping';
}

export interface HealthOptions {
  orm: Orm;
  /** True from the moment the process was told to stop (SIGTERM): the load balancer should send nothing new. */
  isStopping: () => boolean;
}

const withinTimeout = <T>(work: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([work.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS).unref())]);

async function runChecks(orm: Orm): Promise<Omit<ReadinessChecks, 'shutdown'>> {
  const database = withinTimeout(
    orm.em
      .fork()
      .execute('select 1')
      .then(() => 'ok' as const),
    'unreachable' as const,
  );
  const migrations = withinTimeout(
    orm
      .getMigrator()
      .getPendingMigrations()
      .then((pending) => (pending.length === 0 ? ('ok' as const) : ('pending' as const))),
    'unknown' as const,
  );
  return { database: await database, migrations: await migrations };
}

/**
 * GET /healthz: the process is alive and answering (no database call, so a slow database never gets a live
 * process restarted). GET /readyz: it should get traffic: the database answers, every migration this code
 * knows is applied, and it is not stopping. Neither is rate-limited (a load balancer probes from one address
 * every few seconds) nor cached by anyone on the way; neither says more than the names of its checks.
 */
export function mountHealthRoutes(app: Express, { orm, isStopping }: HealthOptions): void {
  const kept = keptResults<Omit<ReadinessChecks, 'shutdown'>>(CHECKS_KEPT_MS);
  app.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const checks: ReadinessChecks = isStopping()
      ? { database: 'not checked', migrations: 'not checked', shutdown: 'stopping' }
      : { ...(await kept.get('checks', () => runChecks(orm))), shutdown: isStopping() ? 'stopping' : 'no' };
    const ready = checks.shutdown === 'no' && checks.database === 'ok' && checks.migrations === 'ok';
    res.status(ready ? 200 : 503).set('cache-control', 'no-store').json({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
