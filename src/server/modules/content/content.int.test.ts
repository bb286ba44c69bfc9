import { beforeAll, describe, expect, it } from 'vitest';
import { browserLike, signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';

const { db, http } = useTestServer();
let ownerTab: ReturnType<typeof browserLike>;

beforeAll(async () => {
  ownerTab = await signedInOwner(db.orm, http.baseUrl);
});

/** tRPC's HTTP wire format (superjson), from a cookie-keeping tab. */
function trpcTab(tab: ReturnType<typeof browserLike>) {
  const answer = (response: Awaited<ReturnType<typeof tab.post>>) => {
    const body = response.body as { result?: { data: { json: Record<string, unknown> } }; error?: { json: { message: string } } };
    return { status: response.status, data: body.result?.data.json, error: body.error?.json, text: response.text };
  };
  return {
    query: async (path: string) => answer(await tab.get(`/trpc/${path}`)),
    mutate: async (path: string, input: unknown) => answer(await tab.post(`/trpc/${path}`, { json: input })),
  };
}

const host = { name: 'Keoni Akana', first_name: 'Keoni', photo_url: '/images/keoni.jpg', usually_answers: 'Usually answers within two hours.' };

describe('site info’s chat host', () => {
  it('is seeded as the owner, Leilani, with the usual answer time and no photo', async () => {
    const site = await trpcTab(browserLike(http.baseUrl)).query('content.siteInfo');
    expect(site.data?.host).toEqual({
      name: 'Leilani Kahale',
      first_name: 'Leilani',
      photo_url: '',
      usually_answers: 'Usually answers within an hour, 8 am to 8 pm Hawaii time.',
    });
  });

  it('is saved by an admin and shown to every visitor, leaving the rest of site info as it was', async () => {
    const owner = trpcTab(ownerTab);
    const before = (await browserLike(http.baseUrl).get('/api/settings/site_info')).body;
    const saved = await owner.mutate('admin.content.updateChatHost', { ...host, name: '  Keoni Akana ' });
    expect(saved).toMatchObject({ status: 200, data: host });
    expect((await owner.query('admin.content.chatHost')).data).toEqual(host);
    const after = (await browserLike(http.baseUrl).get('/api/settings/site_info')).body;
    expect(after).toEqual({ ...before, host });
  });

  it('answers a clear 400 per field for bad input', async () => {
    const response = await ownerTab.post('/trpc/admin.content.updateChatHost', {
      json: { name: ' ', first_name: 'A very long first name that goes on', photo_url: 'javascript:alert(1)', usually_answers: '' },
    });
    expect(response.status).toBe(400);
    const fieldErrors = (response.body as { error: { json: { data: { fieldErrors: Record<string, string[]> } } } }).error.json.data.fieldErrors;
    expect(fieldErrors).toEqual({
      name: ['Give the host’s name'],
      first_name: ['First name is too long (30 characters at most)'],
      photo_url: ['Give a path on this site starting with / (such as /images/host.jpg), or leave it empty'],
      usually_answers: ['Say when the host usually answers'],
    });
    expect(response.text).not.toMatch(/at .*\.ts/);
  });

  it('refuses visitors who are not signed in', async () => {
    const visitor = trpcTab(browserLike(http.baseUrl));
    expect((await visitor.query('admin.content.chatHost')).status).toBe(401);
    expect((await visitor.mutate('admin.content.updateChatHost', { ...host, name: 'Someone Else' })).status).toBe(401);
    expect((await visitor.query('content.siteInfo')).data?.host).toEqual(host);
  });

  it('reads site info stored before the host existed, with no host', async () => {
    await db.orm.em.fork().getConnection().execute(`update setting set value = value - 'host' where key = 'site_info'`);
    const site = await trpcTab(browserLike(http.baseUrl)).query('content.siteInfo');
    expect(site.data).toMatchObject({ site_name: 'Kaneohe Bay Beach House', host: { name: '', first_name: '', photo_url: '', usually_answers: '' } });
  });
});
