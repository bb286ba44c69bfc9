import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_INTERNAL_HOST_MESSAGE } from '../../../shared/calendar-sync/calendar-sync.schemas';
import { signedInOwner, type browserLike } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { CalendarFeedEntity } from './calendar-feed.entity';
import { startFeedServer, type FeedServer } from '../../../test/feed-server';

/** The probe's SSRF (F7) through the owner's API, with the fetch guard exactly as production has it. */

const SECRET = 'SECRET-INTERNAL-TOKEN-12345 internal admin page';

const { db, http } = useTestServer();
let internal: FeedServer;
let owner: ReturnType<typeof browserLike>;

beforeAll(async () => {
  // Stands in for a page inside the network: the owner's screen must learn nothing of it.
  internal = await startFeedServer();
  internal.serve('/internal', { body: SECRET, contentType: 'text/plain' });
  owner = await signedInOwner(db.orm, http.baseUrl);
});
afterAll(async () => {
  await internal.close();
});

describe('adding a feed', () => {
  it.each([
    'http://127.0.0.1:8080/internal',
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.google.internal/',
    'http://[fd00::1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::1]/',
    'http://localhost:5000/api/user',
  ])('refuses %s with a message on the field', async (url) => {
    const response = await owner.post('/api/admin/calendar/feeds', { name: 'Probe', url });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ url: [FEED_INTERNAL_HOST_MESSAGE] });
  });
});

describe('syncing a feed whose address leads inside', () => {
  // Added before this check existed, or under a name that only DNS turns into a private address.
  it.each([
    ['127.0.0.1', (port: number) => `http://127.0.0.1:${port}/internal`],
    ['localhost', (port: number) => `http://localhost:${port}/internal`],
    ['[::ffff:127.0.0.1]', (port: number) => `http://[::ffff:127.0.0.1]:${port}/internal`],
  ])('refuses %s at fetch time, never connects, and says so in a fixed sentence', async (_name, url) => {
    const em = db.orm.em.fork();
    const feed = em.create(CalendarFeedEntity, { name: 'Inside', url: url(internal.port), createdAt: new Date() });
    await em.flush();
    const before = internal.stats('/internal').hits;

    const response = await owner.post(`/api/admin/calendar/feeds/${feed.id}/sync`);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ok: false, feed: { lastError: 'The calendar address points to a private network and was refused.' } });
    expect(JSON.stringify(response.body)).not.toContain('SECRET-INTERNAL-TOKEN');
    expect(JSON.stringify((await owner.get('/api/admin/calendar/feeds')).body)).not.toContain('SECRET-INTERNAL-TOKEN');
    expect(internal.stats('/internal').hits).toBe(before);
    await db.orm.em.fork().nativeDelete(CalendarFeedEntity, { id: feed.id });
  });
});
