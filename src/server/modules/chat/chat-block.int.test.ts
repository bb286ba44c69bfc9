import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSED_NOTICE } from '../../../shared/chat/chat.rules';
import { signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { chatTab } from '../../../test/chat-tab';

// Blocking a conversation also refuses new ones from its e-mail address and its client for a while (probe G9).
// The server trusts one proxy, so X-Forwarded-For stands for the visitor's address.
const { db, http } = useTestServer({ http: { trustProxy: 1 } });
let owner: ReturnType<typeof chatTab>;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  owner = chatTab(http.baseUrl, (await signedInOwner(db.orm, http.baseUrl)).cookie());
});

let nextAddress = 1;
const newAddress = () => `203.0.113.${nextAddress++}`;
const newEmail = () => `visitor-${randomUUID().slice(0, 8)}@example.com`;

/** chat.start from a browser without a chat cookie, at `address`. */
async function start(address: string, email: string, name = 'Pua') {
  const response = await fetch(`${http.baseUrl}/trpc/chat.start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ json: { name, email, message: 'Aloha, is it free in March?', clientId: randomUUID() } }),
  });
  const body = (await response.json()) as { result: { data: { json: { status: string; notice?: string; conversationId: string } } } };
  return { status: response.status, cookie: response.headers.get('set-cookie'), result: body.result.data.json };
}

const conversationsOf = async (email: string) =>
  (await db.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from chat_conversation where lower(visitor_email) = lower(?)', [email]))[0]!.n;

const detail = async (conversationId: string) => (await owner.query('admin.chat.get', { conversationId })).data!.conversation as { status: string; blockedUntil: string | null };

describe('blocking a conversation', () => {
  it('refuses new conversations from its e-mail address and its client for 30 days, with the neutral notice, until unblocked', async () => {
    const address = newAddress();
    const email = newEmail();
    const first = await start(address, email);
    expect(first.result.status).toBe('sent');
    const blockedAt = Date.now();
    await owner.mutate('admin.chat.block', { conversationId: first.result.conversationId });

    // The report's evasion: the same visitor without the cookie, at once.
    const again = await start(address, email);
    expect(again.result).toMatchObject({ status: 'closed', notice: CHAT_CLOSED_NOTICE });
    expect(again.cookie).toBeNull();
    // The same e-mail address from elsewhere, and the same client under another address.
    expect((await start(newAddress(), email.toUpperCase())).result).toMatchObject({ status: 'closed', notice: CHAT_CLOSED_NOTICE });
    expect((await start(address, newEmail())).result).toMatchObject({ status: 'closed', notice: CHAT_CLOSED_NOTICE });
    expect(await conversationsOf(email)).toBe(1);
    // Anyone else is served.
    expect((await start(newAddress(), newEmail())).result.status).toBe('sent');

    // The owner sees until when.
    const shown = await detail(first.result.conversationId);
    expect(shown.status).toBe('blocked');
    const until = new Date(shown.blockedUntil!).getTime();
    expect(until).toBeGreaterThanOrEqual(blockedAt + 30 * DAY - 5000);
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * DAY);

    await owner.mutate('admin.chat.unblock', { conversationId: first.result.conversationId });
    expect((await detail(first.result.conversationId)).blockedUntil).toBeNull();
    const after = await start(address, email);
    expect(after.result.status).toBe('sent');
    expect(after.cookie).toMatch(/^kbh_chat=/);
  });

  it('lets them start again once the time has passed, while the blocked conversation stays closed', async () => {
    const address = newAddress();
    const email = newEmail();
    const first = await start(address, email);
    const guest = chatTab(http.baseUrl, first.cookie!.split(';')[0]);
    await owner.mutate('admin.chat.block', { conversationId: first.result.conversationId });
    expect((await start(address, email)).result.status).toBe('closed');

    await db.orm.em.fork().getConnection().execute('update chat_block set blocked_until = now() - interval \'1 minute\' where conversation_id = ?', [first.result.conversationId]);
    expect((await detail(first.result.conversationId)).blockedUntil).toBeNull();
    expect((await start(address, email)).result.status).toBe('sent');
    expect((await guest.mutate('chat.send', { body: 'Hello?', clientId: randomUUID() })).data).toMatchObject({ status: 'closed' });
  });
});
