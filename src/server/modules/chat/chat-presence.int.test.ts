import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { testConfig } from '../../../test/test-config';
import { runChatAlerts } from './chat-alerts.service';
import { createChatStreams, hostPresent } from './chat-presence';
import { chatTab } from '../../../test/chat-tab';

// Streams held open for minutes, on a frozen clock: the server's presence heartbeat runs every
// 20 ms here (20 s in production) and writes the test's clock, which a test moves forward.
let owner: ReturnType<typeof chatTab>;
let clock = new Date();
const HEARTBEAT_MS = 20;
const { db, http } = useTestServer({ http: { chatStreams: createChatStreams({ heartbeatMs: HEARTBEAT_MS, now: () => clock }) } });
const MINUTE = 60_000;
const options = { ...testConfig(), hostEmail: 'host@example.com', hostAlertAfterMs: 5 * MINUTE };

beforeAll(async () => {
  owner = chatTab(http.baseUrl, (await signedInOwner(db.orm, http.baseUrl)).cookie());
});

const sql = <T>(query: string, params: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(query, params);

/** Polls `check` until it holds; gives up quietly after `ms` (the assertions after it then say what went wrong). */
async function until(check: () => Promise<boolean>, ms = 2000) {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS));
}

const presenceRows = async () => (await sql<{ n: number }>('select count(*)::int as n from chat_presence'))[0]!.n;
/** Every open stream's row carries the clock's time: the heartbeat ran after the clock moved. */
const allFresh = async () => (await sql<{ n: number }>('select count(*)::int as n from chat_presence where last_seen_at < ?', [clock]))[0]!.n === 0;

async function guestAt(at: Date, message: string) {
  const guest = chatTab(http.baseUrl);
  const started = await guest.mutate('chat.start', { name: 'Keoni Akana', email: `keoni-${randomUUID().slice(0, 8)}@example.com`, message, clientId: randomUUID() });
  const conversationId = String(started.data!.conversationId);
  await sql('update chat_message set created_at = ? where conversation_id = ?', [at, conversationId]);
  return { guest, conversationId };
}

async function replyAt(at: Date, conversationId: string, body: string) {
  const reply = await owner.mutate('admin.chat.reply', { conversationId, body, clientId: randomUUID() });
  await sql('update chat_message set created_at = ? where id = ?', [at, (reply.data as { id: string }).id]);
}

const emails = (kind: string, conversationId: string) =>
  sql<{ subject: string }>(`select subject from outbox_email where kind = ? and (text like ? or "to" in (select visitor_email from chat_conversation where id = ?))`, [
    kind,
    `%conversation=${conversationId}%`,
    conversationId,
  ]);

describe('a chat stream held open for several heartbeat periods', () => {
  it("stays present with one stream open: a guest reading the chat gets no e-mail about the host's reply", async () => {
    const start = new Date();
    clock = start;
    const { guest, conversationId } = await guestAt(start, 'Is there a crib?');
    const stream = await guest.subscribe('chat.onMessage', {});
    await stream.waitFor(1);
    await replyAt(start, conversationId, 'Yes, and a high chair.');
    await stream.waitFor(2);

    // Three minutes later on the server's clock: long past a presence row's one-minute life.
    clock = new Date(start.getTime() + 3 * MINUTE);
    await until(allFresh);
    await runChatAlerts(db.orm.em.fork(), options, clock);
    expect(await emails('chat-guest-reply', conversationId)).toEqual([]);
    await stream.close();
    await until(async () => (await presenceRows()) === 0);
  });

  it('stays present with two streams open (the inbox and a guest): neither side is e-mailed', async () => {
    const start = new Date();
    clock = start;
    const reading = await guestAt(start, 'Can we bring a dog?');
    const waiting = await guestAt(start, 'Is parking included?');
    const inbox = await owner.subscribe('admin.live.onEvent', { inbox: true });
    const stream = await reading.guest.subscribe('chat.onMessage', {});
    await stream.waitFor(1);
    await replyAt(start, reading.conversationId, 'Small dogs are welcome.');
    await stream.waitFor(2);
    await until(async () => (await presenceRows()) === 2);

    clock = new Date(start.getTime() + 3 * MINUTE);
    await until(allFresh);
    expect(await hostPresent(db.orm.em.fork(), clock)).toBe(true);
    await runChatAlerts(db.orm.em.fork(), options, clock);
    // The host has the inbox open and 5 minutes to answer; the guest is reading the reply.
    expect(await emails('chat-host-alert', waiting.conversationId)).toEqual([]);
    expect(await emails('chat-guest-reply', reading.conversationId)).toEqual([]);
    await stream.close();
    await inbox.close();
  });
});
