import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSED_NOTICE } from '../../../shared/chat/chat.rules';
import { resetRateLimits, signedInOwner, startHttp } from '../../../test/http-harness';
import { createBooking } from '../../composition/factories';
import { useTestServer } from '../../../test/use-test-server';
import { chatLinkToken } from './chat-identity';
import { chatTab } from '../../../test/chat-tab';
import { testConfig } from '../../../test/test-config';

const { db, http } = useTestServer();
let owner: ReturnType<typeof chatTab>;

beforeAll(async () => {
  owner = chatTab(http.baseUrl, (await signedInOwner(db.orm, http.baseUrl)).cookie());
});

const first = (overrides: Record<string, unknown> = {}) => ({
  name: 'Keiko Tanaka',
  email: 'keiko@example.com',
  message: 'Is the lanai shaded in the afternoon?',
  clientId: randomUUID(),
  ...overrides,
});

async function startedGuest(overrides: Record<string, unknown> = {}) {
  const guest = chatTab(http.baseUrl);
  const started = await guest.mutate('chat.start', first(overrides));
  expect(started.status).toBe(200);
  return { guest, conversationId: String(started.data!.conversationId) };
}

describe('a guest conversation', () => {
  it('starts with a signed HttpOnly SameSite=Lax cookie and continues from it', async () => {
    const guest = chatTab(http.baseUrl);
    const response = await guest.tab.post('/trpc/chat.start', { json: first() });
    expect(response.setCookie).toMatch(/^kbh_chat=[0-9a-f-]{36}\.[\w-]+;/);
    expect(response.setCookie).toMatch(/HttpOnly/);
    expect(response.setCookie).toMatch(/SameSite=Lax/);
    await guest.mutate('chat.send', { body: 'And is there a crib?', clientId: randomUUID() });
    const history = await guest.query('chat.history');
    expect((history.data!.messages as { body: string }[]).map((message) => message.body)).toEqual([
      'Is the lanai shaded in the afternoon?',
      'And is there a crib?',
    ]);
  });

  it('never stores a retried message twice (same clientId)', async () => {
    const { guest } = await startedGuest();
    const clientId = randomUUID();
    const once = await guest.mutate('chat.send', { body: 'Parking?', clientId });
    const again = await guest.mutate('chat.send', { body: 'Parking?', clientId });
    expect(again.data).toEqual(once.data);
    const history = await guest.query('chat.history');
    expect((history.data!.messages as unknown[]).length).toBe(2);
  });

  it('answers a bot that fills the honeypot like a success and stores nothing', async () => {
    const before = await db.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from chat_conversation');
    const bot = chatTab(http.baseUrl);
    const response = await bot.tab.post('/trpc/chat.start', { json: first({ website: 'http://spam.example' }) });
    expect(response.status).toBe(200);
    expect(response.setCookie).toBeNull();
    const after = await db.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from chat_conversation');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses bad input per field', async () => {
    const response = await chatTab(http.baseUrl).mutate('chat.start', { name: '', email: 'nope', message: 'x'.repeat(2001), clientId: 'short' });
    expect(response.status).toBe(400);
    const fieldErrors = (response.error!.data as unknown as { fieldErrors: Record<string, string[]> }).fieldErrors;
    expect(Object.keys(fieldErrors).sort()).toEqual(['clientId', 'email', 'message', 'name']);
  });
});

describe('isolation between guests', () => {
  it('reads nothing of another conversation with a guessed, forged or missing cookie', async () => {
    const { conversationId } = await startedGuest({ message: 'Private question about my stay' });
    const intruders = [
      chatTab(http.baseUrl),
      chatTab(http.baseUrl, `kbh_chat=${conversationId}`),
      chatTab(http.baseUrl, `kbh_chat=${conversationId}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`),
      // Signed, but for the e-mailed link's purpose, not the cookie's.
      chatTab(http.baseUrl, `kbh_chat=${chatLinkToken(testConfig().signingSecret, { conversationId, version: 1 })}`),
    ];
    for (const intruder of intruders) {
      expect((await intruder.query('chat.history')).data).toBeNull();
      expect((await intruder.mutate('chat.send', { body: 'hi', clientId: randomUUID() })).status).toBe(404);
      expect((await intruder.query('chat.history', { after: '0' })).data).toBeNull();
      const stream = await intruder.subscribe('chat.onMessage', {});
      expect(await stream.waitForError()).toMatchObject({ code: 'NOT_FOUND' });
      await stream.close();
      expect(stream.events).toEqual([]);
    }
    // Inputs carry no conversation id at all: an id put there is ignored or refused, never used.
    const sneaky = await chatTab(http.baseUrl).mutate('chat.send', { body: 'hi', clientId: randomUUID(), conversationId });
    expect(sneaky.status).toBe(404);
  });

  it('continues the conversation on another device from the e-mailed link', async () => {
    const { conversationId } = await startedGuest({ message: 'Asked on my laptop' });
    const phone = chatTab(http.baseUrl);
    expect((await phone.mutate('chat.resume', { token: 'nonsense.token' })).status).toBe(404);
    const resumed = await phone.mutate('chat.resume', { token: chatLinkToken(testConfig().signingSecret, { conversationId, version: 1 }) });
    expect(resumed.data!.conversationId).toBe(conversationId);
    const history = await phone.query('chat.history');
    expect((history.data!.messages as { body: string }[])[0]!.body).toBe('Asked on my laptop');
  });
});

describe('the host inbox', () => {
  it('lists unread first, shows the guest, replies, reads and resolves', async () => {
    const { guest, conversationId } = await startedGuest({ name: 'Ana Bell', email: 'ana.inbox@example.com', message: 'Is there a grill?' });
    const list = await owner.query('admin.chat.list', { filter: 'open', search: 'ana.inbox' });
    expect(list.data!.conversations).toMatchObject([{ id: conversationId, name: 'Ana Bell', unread: 1, preview: 'Is there a grill?' }]);
    expect((await owner.query('admin.chat.list', { filter: 'open', search: 'grill' })).data!.total).toBe(1);
    const unread = (await owner.query('admin.chat.unreadCount')).data!;
    expect(unread.messages).toBeGreaterThanOrEqual(1);

    const reply = await owner.mutate('admin.chat.reply', { conversationId, body: 'Yes, a gas grill on the lanai.', clientId: randomUUID() });
    expect(reply.data).toMatchObject({ author: 'host', body: 'Yes, a gas grill on the lanai.' });
    expect((await guest.query('chat.history')).data!.unread).toBe(1);
    await guest.mutate('chat.markRead');
    expect((await guest.query('chat.history')).data!.unread).toBe(0);
    const detail = await owner.query('admin.chat.get', { conversationId });
    expect(detail.data!.conversation).toMatchObject({ unread: 0 });

    expect((await owner.mutate('admin.chat.resolve', { conversationId })).data).toMatchObject({ status: 'resolved' });
    expect((await owner.query('admin.chat.list', { filter: 'resolved', search: 'ana.inbox' })).data!.total).toBe(1);
    expect((await chatTab(http.baseUrl).query('admin.chat.list', { filter: 'all' })).status).toBe(401);
  });

  it("shows the guest's bookings matched by e-mail once the address is confirmed", async () => {
    const em = db.orm.em.fork();
    const booking = createBooking(em, { status: 'confirmed', checkIn: '2031-03-10', checkOut: '2031-03-14', guestEmail: 'Mele@Example.com' });
    await em.flush();
    const { conversationId } = await startedGuest({ email: 'mele@example.com' });
    // The e-mailed link proves the address (chat-identity.int.test.ts has the rest).
    await chatTab(http.baseUrl).mutate('chat.resume', { token: chatLinkToken(testConfig().signingSecret, { conversationId, version: 1 }) });
    const detail = await owner.query('admin.chat.get', { conversationId });
    expect(detail.data!.bookings).toEqual([{ reference: booking.reference, checkIn: '2031-03-10', checkOut: '2031-03-14', status: 'confirmed' }]);
  });

  it('holds a first message with more than two links for review until released', async () => {
    const { conversationId } = await startedGuest({ email: 'links@example.com', message: 'See http://a.example http://b.example www.c.example' });
    expect((await owner.query('admin.chat.list', { filter: 'open', search: 'links@' })).data!.total).toBe(0);
    expect((await owner.query('admin.chat.list', { filter: 'held', search: 'links@' })).data!.total).toBe(1);
    await owner.mutate('admin.chat.release', { conversationId });
    expect((await owner.query('admin.chat.list', { filter: 'open', search: 'links@' })).data!.total).toBe(1);
  });

  it("gives a blocked guest's send a neutral notice and delivers nothing", async () => {
    const { guest, conversationId } = await startedGuest({ email: 'blocked@example.com' });
    await owner.mutate('admin.chat.block', { conversationId });
    try {
      const sent = await guest.mutate('chat.send', { body: 'buy cheap pills', clientId: randomUUID() });
      expect(sent.data).toEqual({ status: 'closed', notice: CHAT_CLOSED_NOTICE });
      const detail = await owner.query('admin.chat.get', { conversationId });
      expect((detail.data!.messages as { body: string }[]).map((message) => message.body)).not.toContain('buy cheap pills');
    } finally {
      // A block also refuses new chats from its client for 30 days, and every test here is one client: lift it.
      await owner.mutate('admin.chat.unblock', { conversationId });
    }
  });
});

describe('rate limits', () => {
  it('limits new conversations per address and messages per conversation', async () => {
    const limited = await startHttp(db.orm, { chatStartRateLimit: 2, chatMessageRateLimit: 3 });
    try {
      await resetRateLimits(db.orm);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await chatTab(limited.baseUrl).mutate('chat.start', first())).status);
      expect(statuses).toEqual([200, 200, 429]);
      await resetRateLimits(db.orm);
      const guest = chatTab(limited.baseUrl);
      await guest.mutate('chat.start', first());
      const sends = [];
      for (let i = 0; i < 4; i += 1) sends.push((await guest.mutate('chat.send', { body: `message ${i}`, clientId: randomUUID() })).status);
      expect(sends).toEqual([200, 200, 200, 429]);
    } finally {
      await resetRateLimits(db.orm);
      await limited.close();
    }
  });
});
