import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openOrm, type Orm } from '../../db/orm';
import { signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { testConfig, TEST_PUBLIC_URL } from '../../../test/test-config';
import { runChatAlerts } from './chat-alerts.service';
import { touchPresence } from './chat-presence';
import { chatTab } from '../../../test/chat-tab';

// The e-mail fallback with a frozen clock: each round is run at a given `now`; message times are set in the database.
const { db, http } = useTestServer();
let owner: ReturnType<typeof chatTab>;
const options = { ...testConfig(), hostEmail: 'host@example.com', hostAlertAfterMs: 5 * 60_000 };
const MINUTE = 60_000;

beforeAll(async () => {
  owner = chatTab(http.baseUrl, (await signedInOwner(db.orm, http.baseUrl)).cookie());
});
// Presence rows a test wrote at a frozen time would make the host look present to the next test.
afterEach(async () => {
  await sql('delete from chat_presence');
});

const sql = <T>(query: string, params: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(query, params);
const round = (at: Date, orm: Orm = db.orm) => runChatAlerts(orm.em.fork(), options, at);
const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

async function guestAt(at: Date, message = 'Is the kayak free to use?', name = 'Malia Kealoha') {
  const guest = chatTab(http.baseUrl);
  const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
  const started = await guest.mutate('chat.start', { name, email, message, clientId: randomUUID() });
  const conversationId = String(started.data!.conversationId);
  await sql('update chat_message set created_at = ? where conversation_id = ?', [at, conversationId]);
  return { guest, conversationId, email };
}

/** Host alerts about one conversation: they link to it in the inbox. */
const hostAlerts = (conversationId: string) =>
  sql<{ to: string; subject: string; text: string; html: string }>(`select "to", subject, text, html from outbox_email where kind = 'chat-host-alert' and text like ? order by id`, [
    `%conversation=${conversationId}%`,
  ]);
const guestAlerts = (email: string) => sql<{ text: string; html: string }>(`select text, html from outbox_email where kind = 'chat-guest-reply' and "to" = ? order by id`, [email]);

async function hostPresence(at: Date) {
  const [account] = await sql<{ id: string }>(`select id from app_user where role = 'owner' limit 1`);
  await touchPresence(db.orm.em.fork(), randomUUID(), { kind: 'host', accountId: account!.id }, at);
}

async function waitForPresence(kind: 'host' | 'guest', count: number) {
  for (let i = 0; i < 100; i += 1) {
    const [row] = await sql<{ n: number }>('select count(*)::int as n from chat_presence where kind = ?', [kind]);
    if (row!.n === count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`expected ${count} ${kind} presence rows`);
}

describe('the host e-mail', () => {
  it('goes out at once, with the message and a link to the conversation, when no admin has the inbox open', async () => {
    const now = new Date();
    const { conversationId } = await guestAt(now, 'Is the kayak free to use? <b>thanks</b>');
    await round(now);
    const alerts = await hostAlerts(conversationId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to).toBe('host@example.com');
    expect(alerts[0]!.text).toContain('Is the kayak free to use? <b>thanks</b>');
    expect(alerts[0]!.text).toContain(`${TEST_PUBLIC_URL}/admin/chat?conversation=${conversationId}`);
    expect(alerts[0]!.html).toContain('&lt;b&gt;thanks&lt;/b&gt;');
    await round(later(now, 1));
    expect(await hostAlerts(conversationId)).toHaveLength(1);
  });

  it('is not sent while an admin has the inbox open and replies within 5 minutes', async () => {
    const inbox = await owner.subscribe('admin.live.onEvent', { inbox: true });
    await waitForPresence('host', 1);
    const now = new Date();
    const { conversationId } = await guestAt(now);
    await round(now);
    await owner.mutate('admin.chat.reply', { conversationId, body: 'Yes, two kayaks and life vests.', clientId: randomUUID() });
    await round(later(now, 6));
    expect(await hostAlerts(conversationId)).toEqual([]);
    await inbox.close();
    // Closing the inbox ends its presence at once: no process counts the host as here any more.
    await waitForPresence('host', 0);
  });

  it('goes out when an admin is online but nobody replies or reads within 5 minutes', async () => {
    const now = new Date();
    const { conversationId } = await guestAt(now);
    await hostPresence(later(now, 4));
    await round(later(now, 4));
    expect(await hostAlerts(conversationId)).toHaveLength(0);
    await hostPresence(later(now, 6));
    await round(later(now, 6));
    expect(await hostAlerts(conversationId)).toHaveLength(1);
  });

  it('is sent at most once per conversation per 15 minutes, and only about messages newer than the last one', async () => {
    const now = new Date();
    const { guest, conversationId } = await guestAt(now, 'First question');
    await round(now);
    const sent = await guest.mutate('chat.send', { body: 'Second question', clientId: randomUUID() });
    await sql('update chat_message set created_at = ? where id = ?', [later(now, 10), (sent.data!.message as { id: string }).id]);
    await round(later(now, 10));
    expect(await hostAlerts(conversationId)).toHaveLength(1);
    await round(later(now, 15.1));
    const alerts = await hostAlerts(conversationId);
    expect(alerts).toHaveLength(2);
    expect(alerts[1]!.text).toContain('Second question');
    expect(alerts[1]!.text).not.toContain('First question');
    // Nothing new since: no third e-mail, however long the message stays unanswered.
    await round(later(now, 40));
    expect(await hostAlerts(conversationId)).toHaveLength(2);
  });

  it('is queued once when two server processes run the round at the same moment', async () => {
    const other = await openOrm(db.url);
    try {
      const now = new Date();
      const conversations = await Promise.all(Array.from({ length: 10 }, () => guestAt(now)));
      await Promise.all(Array.from({ length: 8 }, (_, i) => round(now, i % 2 ? other : db.orm)));
      for (const { conversationId } of conversations) expect(await hostAlerts(conversationId)).toHaveLength(1);
    } finally {
      await other.close(true);
    }
  });
});

describe('the host e-mail, batched', () => {
  it('lists every conversation of a round in one e-mail: 12 simultaneous new chats, one e-mail, names escaped and kept out of the subject', async () => {
    const now = new Date();
    const name = '<img src=x onerror=alert(1)> URGENT: reset your password';
    const conversations = await Promise.all(Array.from({ length: 12 }, (_, i) => guestAt(now, `Question ${i}`, name)));
    await round(now);
    const all = await sql<{ subject: string; text: string; html: string }>(`select subject, text, html from outbox_email where kind = 'chat-host-alert'`);
    const alerts = all.filter((alert) => conversations.some(({ conversationId }) => alert.text.includes(conversationId)));
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    for (const { conversationId } of conversations) expect(alert!.text).toContain(`conversation=${conversationId}`);
    expect(alert!.subject).toBe('12 guests are waiting in the chat on Kaneohe Bay Beach House');
    expect(alert!.html).not.toContain('<img src=x');
    expect(alert!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // Once per round: the next round has nothing new to say.
    await round(later(now, 1));
    for (const { conversationId } of conversations) expect(await hostAlerts(conversationId)).toHaveLength(1);
  });
});

describe('the guest e-mail', () => {
  it("sends a host reply to a guest who has gone, once, with a link that continues the conversation", async () => {
    const now = new Date();
    const { conversationId, email } = await guestAt(now, 'Can we check in early?');
    await owner.mutate('admin.chat.reply', { conversationId, body: 'Yes, from 1 pm.', clientId: randomUUID() });
    await round(later(now, 2));
    await round(later(now, 3));
    const alerts = await guestAlerts(email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('Yes, from 1 pm.');
    const link = /http\S+\/\?chat=(\S+)/.exec(alerts[0]!.text);
    expect(link?.[0].startsWith(`${TEST_PUBLIC_URL}/?chat=`)).toBe(true);

    const phone = chatTab(http.baseUrl);
    const resumed = await phone.tab.post('/trpc/chat.resume', { json: { token: decodeURIComponent(link![1]!) } });
    expect(resumed.setCookie).toMatch(/^kbh_chat=/);
    const history = await phone.query('chat.history');
    expect(history.data!.conversationId).toBe(conversationId);
    expect((history.data!.messages as { body: string }[]).map((message) => message.body)).toEqual(['Can we check in early?', 'Yes, from 1 pm.']);
  });

  it('is not sent while the guest has the conversation open, nor once they have read the reply', async () => {
    const now = new Date();
    const { guest, conversationId, email } = await guestAt(now);
    const stream = await guest.subscribe('chat.onMessage', {});
    await waitForPresence('guest', 1);
    await owner.mutate('admin.chat.reply', { conversationId, body: 'Yes, any time.', clientId: randomUUID() });
    await stream.waitFor(2);
    await stream.close();
    await waitForPresence('guest', 0);
    // Their widget's stream, refreshed by another process at 2 minutes: still here.
    await touchPresence(db.orm.em.fork(), randomUUID(), { kind: 'guest', conversationId }, later(now, 2));
    await round(later(now, 2));
    expect(await guestAlerts(email)).toEqual([]);
    await guest.mutate('chat.markRead');
    await round(later(now, 5));
    expect(await guestAlerts(email)).toEqual([]);
  });
});
