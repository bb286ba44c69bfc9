import { afterAll, describe, expect, it } from 'vitest';
import { openOrm, type Orm } from '../db/orm';
import { useTestDatabase } from '../../test/use-test-server';
import { startHttp, type HttpHarness } from '../../test/http-harness';

const db = useTestDatabase();
const servers: HttpHarness[] = [];

/** A fresh app each time: /readyz keeps one round of checks for a second, and each test changes what they see. */
async function serve(options: { orm?: Orm; isStopping?: () => boolean } = {}): Promise<string> {
  const http = await startHttp(options.orm ?? db.orm, { apiRateLimit: 3, isStopping: options.isStopping });
  servers.push(http);
  return http.baseUrl;
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function probe(base: string, path: '/healthz' | '/readyz') {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown };
}

describe('health checks for load balancers', () => {
  it('says the process is alive and ready, uncached, however often it is asked (probes are not rate-limited)', async () => {
    const base = await serve();
    for (let round = 0; round < 10; round += 1) {
      expect(await probe(base, '/healthz')).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } });
      expect(await probe(base, '/readyz')).toEqual({
        status: 200,
        cacheControl: 'no-store',
        body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', shutdown: 'no' } },
      });
    }
    // The API tier (3 calls here) is spent by other callers, never by the probes.
    expect((await fetch(`${base}/api/property/public`)).status).toBe(200);
  });

  it('is not ready while a migration this code knows is not applied (a database restored from an older backup)', async () => {
    const connection = db.orm.em.fork().getConnection();
    const [last] = await connection.execute<{ id: number; name: string; executed_at: Date }[]>('select * from mikro_orm_migrations order by id desc limit 1');
    await connection.execute('delete from mikro_orm_migrations where id = ?', [last!.id]);
    try {
      expect(await probe(await serve(), '/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable', checks: { database: 'ok', migrations: 'pending', shutdown: 'no' } } });
    } finally {
      await connection.execute('insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)', [last!.id, last!.name, last!.executed_at]);
    }
    expect((await probe(await serve(), '/readyz')).status).toBe(200);
  });

  it('is not ready when the database does not answer, and says so without any error text, while /healthz stays 200', async () => {
    const gone = await openOrm(db.url);
    await gone.close(true);
    const base = await serve({ orm: gone });
    const readiness = await probe(base, '/readyz');
    expect(readiness).toEqual({ status: 503, cacheControl: 'no-store', body: { status: 'unavailable', checks: { database: 'unreachable', migrations: 'unknown', shutdown: 'no' } } });
    expect((await probe(base, '/healthz')).status).toBe(200);
  });

  it('turns 503 the moment the process is told to stop, without asking the database', async () => {
    let stopping = false;
    const base = await serve({ isStopping: () => stopping });
    expect((await probe(base, '/readyz')).status).toBe(200);
    stopping = true;
    expect(await probe(base, '/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable', checks: { shutdown: 'stopping' } } });
    expect((await probe(base, '/healthz')).status).toBe(200);
  });
});
