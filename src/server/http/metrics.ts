import { createHash, timingSafeEqual } from 'node:crypto';
import type { Express, Request, RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Orm } from '../db/orm';
import type { CallMetrics } from '../trpc/context';
import { isKnownPagePath } from '../../shared/paths';
import { BOOKING_STATUSES } from '../../shared/booking/booking.schemas';

/** This process's measurements; a scrape reads them at GET /metrics (Prometheus' text format). */
export interface Metrics extends CallMetrics {
  registry: Registry;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The route a request is counted under: the matched Express route (`/api/bookings/:id`), or a family of files,
 * or a known page; anything else is `other`, so no address a client makes up can add a series.
 */
export function routeLabel(req: Pick<Request, 'baseUrl' | 'originalUrl'> & { route?: { path?: unknown } }): string {
  if (typeof req.route?.path === 'string') return `${req.baseUrl}${req.route.path}`;
  const path = new URL(req.originalUrl, 'http://localhost').pathname;
  if (path.startsWith('/trpc/')) return '/trpc';
  for (const family of ['/assets/', '/photos/', '/media/']) if (path.startsWith(family)) return family.slice(0, -1);
  return isKnownPagePath(path) ? path : 'other';
}

/** Counts from PostgreSQL, read at each scrape: the same for every process, so Prometheus should take one, not the sum. */
function databaseGauges(orm: Orm, registry: Registry): void {
  // Every known status has its series, 0 when nothing has it, so an alert on one never meets a missing series.
  const byStatus = (name: string, help: string, statuses: readonly string[], sql: string) =>
    new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        const rows = await orm.em.fork().execute<{ status: string; count: number }[]>(sql);
        this.reset();
        for (const status of statuses) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, Number(row.count));
      },
    });
  byStatus('kbh_bookings', 'Bookings by status.', BOOKING_STATUSES, 'select status, count(*)::int as count from booking group by status');
  byStatus(
    'kbh_outbox_emails',
    'E-mails in the outbox: pending (the backlog), failing (pending after a failed try) and sent.',
    ['pending', 'failing', 'sent'],
    `select case when status = 'pending' and attempts > 0 then 'failing' else status end as status, count(*)::int as count from outbox_email group by 1`,
  );
  byStatus('kbh_photo_jobs', 'Photo encoding jobs by status.', ['queued', 'running', 'done', 'failed'], 'select status, count(*)::int as count from photo_job group by status');
}

export function createMetrics(orm: Orm): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const calls = new Counter({ name: 'trpc_calls_total', help: 'tRPC calls by procedure and outcome.', labelNames: ['procedure', 'outcome'], registers: [registry] });
  const callSeconds = new Histogram({ name: 'trpc_call_duration_seconds', help: 'tRPC call time by procedure.', labelNames: ['procedure'], buckets: SECONDS, registers: [registry] });
  databaseGauges(orm, registry);
  return {
    registry,
    observeCall: (procedure, ok, seconds) => {
      calls.inc({ procedure, outcome: ok ? 'ok' : 'error' });
      callSeconds.observe({ procedure }, seconds);
    },
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Counts every HTTP request by method, route and status, and times it: the step every answer passes (app.ts's
 * opening). Without metrics (no token configured) nothing is measured.
 */
export function metricsTimer(metrics: Metrics | undefined): RequestHandler | undefined {
  if (!metrics) return undefined;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests by method, route and status.', labelNames: ['method', 'route', 'status'], registers: [metrics.registry] });
  const seconds = new Histogram({ name: 'http_request_duration_seconds', help: 'HTTP request time by method and route.', labelNames: ['method', 'route'], buckets: SECONDS, registers: [metrics.registry] });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route = routeLabel(req);
      requests.inc({ method: req.method, route, status: String(res.statusCode) });
      seconds.observe({ method: req.method, route }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

/** GET /metrics for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; 404 without a token configured. */
export function mountMetricsRoute(app: Express, metrics: Metrics | undefined, token: string | undefined): void {
  if (!metrics || !token) {
    app.get('/metrics', (_req, res) => void res.status(404).type('text/plain').send('Not found'));
    return;
  }
  app.get('/metrics', async (req, res) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), digest(token))) return void res.status(401).set('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
    try {
      res.set('cache-control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
    } catch {
      res.status(503).type('text/plain').send('The measurements could not be read.');
    }
  });
}
