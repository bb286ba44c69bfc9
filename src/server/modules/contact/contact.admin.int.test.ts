import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage, ContactMessageList } from '../../../shared/contact/contact.schemas';
import { browserLike, signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { ContactMessageEntity } from './contact.entity';

const { db, http } = useTestServer({ seed: false });
let owner: ReturnType<typeof browserLike>;
const ids: Record<string, number> = {};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  const em = db.orm.em.fork();
  // Oldest to newest; 'Kai' was answered long ago.
  const made = [
    em.create(ContactMessageEntity, { name: 'Kai', email: 'kai@example.com', message: 'Do you have a crib?', createdAt: hoursAgo(50), answeredAt: hoursAgo(40) }),
    em.create(ContactMessageEntity, { name: 'Lani', email: 'lani@example.com', phone: '808 555 0101', message: 'Is parking free?', createdAt: hoursAgo(30) }),
    em.create(ContactMessageEntity, { name: 'Moana', email: 'moana@example.com', message: 'Can we bring a dog?', createdAt: hoursAgo(20) }),
    em.create(ContactMessageEntity, { name: 'Noa', email: 'noa@example.com', message: 'Early check-in?', createdAt: hoursAgo(10) }),
  ];
  await em.flush();
  for (const message of made) ids[message.name] = message.id;
  owner = await signedInOwner(db.orm, http.baseUrl);
});

async function list(query = ''): Promise<ContactMessageList> {
  const response = await owner.get(`/api/admin/contact-messages${query}`);
  expect(response.status).toBe(200);
  return response.body as unknown as ContactMessageList;
}

const names = (page: ContactMessageList) => page.items.map((message) => message.name);

/** A tRPC mutation as the admin screen sends it. */
async function mutate(tab: ReturnType<typeof browserLike>, procedure: 'markAnswered' | 'reopen', id: unknown) {
  const response = await tab.post(`/trpc/admin.contact.${procedure}`, { json: { id } });
  const body = response.body as { result?: { data: { json: ContactMessage } }; error?: { json: { message: string; data: { code: string; httpStatus: number } } } };
  return { status: response.status, message: body.result?.data.json, error: body.error?.json };
}

async function alertText(): Promise<string | undefined> {
  const board = (await owner.get('/api/admin/dashboard')).body as { alerts: { kind: string; message: string; href: string }[] };
  return board.alerts.find((alert) => alert.kind === 'contact_messages')?.message;
}

describe('GET /api/admin/contact-messages', () => {
  it('lists every message unanswered first, then newest first, with the total', async () => {
    const all = await list();
    expect(names(all)).toEqual(['Noa', 'Moana', 'Lani', 'Kai']);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(all.items[2]).toMatchObject({ phone: '808 555 0101', answeredAt: null, answeredBy: null });
    expect(all.items[3]!.answeredAt).not.toBeNull();
  });

  it('filters by status and pages', async () => {
    expect(names(await list('?status=unanswered'))).toEqual(['Noa', 'Moana', 'Lani']);
    expect(names(await list('?status=answered'))).toEqual(['Kai']);
    const second = await list('?status=unanswered&page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(second)).toEqual(['Lani']);
    expect(names(await list('?status=unanswered&page=3&pageSize=2'))).toEqual([]);
  });

  it('refuses a bad status or page with a message on that field', async () => {
    const response = await owner.get('/api/admin/contact-messages?status=read&page=0&pageSize=500');
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      status: ['Choose unanswered, answered or all'],
      page: ['Pages start at 1'],
      pageSize: ['At most 100 messages per page'],
    });
  });

  it('is for the owner and staff only', async () => {
    expect((await browserLike(http.baseUrl).get('/api/admin/contact-messages')).status).toBe(401);
    expect((await browserLike(http.baseUrl).get('/trpc/admin.contact.messages')).status).toBe(401);
  });
});

describe('admin.contact.markAnswered and reopen', () => {
  it('marks a message answered by the signed-in admin, keeps the first answer when repeated, and clears it from the dashboard', async () => {
    expect(await alertText()).toBe('3 unanswered messages from guests');
    const first = await mutate(owner, 'markAnswered', ids.Lani);
    expect(first.status).toBe(200);
    expect(first.message).toMatchObject({ id: ids.Lani, name: 'Lani', answeredBy: { name: 'Leilani Kahale' } });
    expect(first.message!.answeredAt).not.toBeNull();

    const again = await mutate(owner, 'markAnswered', ids.Lani);
    expect(again.status).toBe(200);
    expect(again.message!.answeredAt).toBe(first.message!.answeredAt);

    expect(names(await list('?status=unanswered'))).toEqual(['Noa', 'Moana']);
    expect(names(await list())).toEqual(['Noa', 'Moana', 'Lani', 'Kai']);
    expect(await alertText()).toBe('2 unanswered messages from guests');
    await mutate(owner, 'markAnswered', ids.Moana);
    expect(await alertText()).toBe('1 unanswered message from guests');
    await mutate(owner, 'markAnswered', ids.Noa);
    expect(await alertText()).toBeUndefined();
  });

  it('reopens a message (twice is the same as once) and it counts again', async () => {
    const reopened = await mutate(owner, 'reopen', ids.Kai);
    expect(reopened.status).toBe(200);
    expect(reopened.message).toMatchObject({ name: 'Kai', answeredAt: null, answeredBy: null });
    expect((await mutate(owner, 'reopen', ids.Kai)).message).toMatchObject({ answeredAt: null });
    expect(names(await list('?status=unanswered'))).toEqual(['Kai']);
    expect(await alertText()).toBe('1 unanswered message from guests');
  });

  it('answers 404 with a clear message for an unknown message, and 400 for an id that is no id', async () => {
    for (const procedure of ['markAnswered', 'reopen'] as const) {
      const missing = await mutate(owner, procedure, 999_999);
      expect(missing.status).toBe(404);
      expect(missing.error).toMatchObject({ message: 'There is no message from a guest with that id.', data: { code: 'NOT_FOUND' } });
      expect((await mutate(owner, procedure, 'abc')).status).toBe(400);
    }
  });

  it('refuses anyone not signed in as an admin, changing nothing', async () => {
    const anonymous = browserLike(http.baseUrl);
    expect((await mutate(anonymous, 'markAnswered', ids.Kai)).status).toBe(401);
    expect((await mutate(anonymous, 'reopen', ids.Noa)).status).toBe(401);
    expect(names(await list('?status=unanswered'))).toEqual(['Kai']);
  });
});
