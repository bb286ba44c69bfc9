import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/use-test-server';
import { startHttp, type HttpHarness } from '../../test/http-harness';
import { setLogDestination } from '../logger';

const TOKEN = 'scraper-token-0123456789';
const db = useTestDatabase();
const servers: HttpHarness[] = [];

async function serve(metricsToken?: string): Promise<string> {
  const http = await startHttp(db.orm, { metricsToken });
  servers.push(http);
  return http.baseUrl;
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});
afterEach(() => setLogDestination());

/** The value of one series in Prometheus' text format, or undefined when it is not there. */
const series = (text: string, name: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};

describe('GET /metrics', () => {
  it('does not exist without a METRICS_TOKEN, and answers only the scraper that sends it', async () => {
    expect((await fetch(`${await serve()}/metrics`)).status).toBe(404);
    const base = await serve(TOKEN);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
    const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  });

  it('counts requests by route and status, tRPC calls by procedure, and reads the outbox backlog, bookings and photo jobs from PostgreSQL', async () => {
    const base = await serve(TOKEN);
    expect((await fetch(`${base}/api/property/public`)).status).toBe(200);
    expect((await fetch(`${base}/api/property/public`)).status).toBe(200);
    expect((await fetch(`${base}/trpc/content.siteInfo`)).status).toBe(200);
    expect((await fetch(`${base}/api/no-such-row`)).status).toBe(404);
    await db.orm.em.fork().execute(
      `insert into outbox_email (kind, "to", subject, text, html, status, attempts, next_attempt_at, created_at) values
        ('contact-reply', 'a@example.com', 'A', 't', '<p>h</p>', 'pending', 0, now(), now()),
        ('contact-reply', 'b@example.com', 'B', 't', '<p>h</p>', 'pending', 2, now(), now()),
        ('contact-reply', 'c@example.com', 'C', 't', '<p>h</p>', 'pending', 3, now(), now())`,
    );
    const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(series(text, 'http_requests_total{method="GET",route="/api/property/public",status="200"}')).toBe(2);
    expect(series(text, 'http_requests_total{method="GET",route="/trpc",status="200"}')).toBe(1);
    expect(series(text, 'http_requests_total{method="GET",route="other",status="404"}')).toBe(1);
    // The procedure ran once: the second request was answered from the kept bytes (kept-public-reads.ts).
    expect(series(text, 'trpc_calls_total{procedure="property.public",outcome="ok"}')).toBe(1);
    expect(series(text, 'trpc_calls_total{procedure="content.siteInfo",outcome="ok"}')).toBe(1);
    expect(series(text, 'trpc_call_duration_seconds_count{procedure="property.public"}')).toBe(1);
    expect(series(text, 'kbh_outbox_emails{status="pending"}')).toBe(1);
    expect(series(text, 'kbh_outbox_emails{status="failing"}')).toBe(2);
    const [counted] = await db.orm.em.fork().execute<{ confirmed: number }[]>(`select count(*)::int as confirmed from booking where status = 'confirmed'`);
    expect(series(text, 'kbh_bookings{status="confirmed"}')).toBe(counted!.confirmed);
    expect(series(text, 'kbh_photo_jobs{status="failed"}')).toBe(0);
    expect(series(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    // Nothing personal in the measurements.
    expect(text).not.toContain('@example.com');
  });
});

describe('request ids', () => {
  it("answers each request with its id (a proxy's own when it gave one) and writes it on every log line of that request", async () => {
    const base = await serve();
    const own = await fetch(`${base}/api/property/public`);
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${base}/api/property/public`, { headers: { 'x-request-id': 'nginx-5f0c2a9e41d7b3a8' } });
    expect(given.headers.get('x-request-id')).toBe('nginx-5f0c2a9e41d7b3a8');

    // Calls that fail inside the server (their tables are gone): each error line names its request, also after the
    // JSON body parser's callbacks (a context lost there would leave the line without an id).
    const lines: { reqId?: string; msg: string }[] = [];
    setLogDestination((line) => void lines.push(JSON.parse(line) as { reqId?: string; msg: string }));
    const em = db.orm.em.fork();
    await em.execute('alter table "policy" rename to "policy_away"');
    await em.execute('alter table "app_user" rename to "app_user_away"');
    try {
      expect((await fetch(`${base}/trpc/content.policies`, { headers: { 'x-request-id': 'probe-0000-read' } })).status).toBe(500);
      const signIn = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'probe-0001-with-body' },
        body: JSON.stringify({ email: 'kai@example.com', password: 'a long enough password' }),
      });
      expect(signIn.status).toBe(500);
    } finally {
      await em.execute('alter table "policy_away" rename to "policy"');
      await em.execute('alter table "app_user_away" rename to "app_user"');
      setLogDestination();
    }
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['probe-0000-read', 'procedure content.policies failed'],
      ['probe-0001-with-body', 'procedure auth.login failed'],
      ['probe-0001-with-body', 'REST call failed'],
    ]);
  });
});
