import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../test/http-harness';
import { useHttp, useTestDatabase } from '../../../test/use-test-server';
import { chatTab } from '../../../test/chat-tab';

// Two app instances on one database: two server processes behind a load balancer, each with its own LISTEN connection.
const db = useTestDatabase();
const a = useHttp(db);
const b = useHttp(db);
let ownerCookie: string;

beforeAll(async () => {
  ownerCookie = (await signedInOwner(db.orm, b.baseUrl)).cookie();
});

async function guestOn(baseUrl: string, message = 'Aloha, a question') {
  const guest = chatTab(baseUrl);
  const started = await guest.mutate('chat.start', { name: 'Noa Kai', email: 'noa@example.com', message, clientId: randomUUID() });
  const conversationId = String(started.data!.conversationId);
  return { guest, conversationId, cookie: guest.tab.cookie(), firstId: String((started.data!.message as { id: string }).id) };
}

const send = (guest: ReturnType<typeof chatTab>, body: string) => guest.mutate('chat.send', { body, clientId: randomUUID() });

describe('chat.onMessage', () => {
  it('sends what came after lastEventId, then live, and resumes after a reconnect with no gap and no duplicate', async () => {
    const { guest } = await guestOn(a.baseUrl, 'one');
    const second = await send(guest, 'two');
    await send(guest, 'three');
    const secondId = String((second.data!.message as { id: string }).id);

    const stream = await guest.subscribe('chat.onMessage', { lastEventId: secondId });
    await stream.waitFor(1);
    await send(guest, 'four');
    const seen = await stream.waitFor(2);
    await stream.close();
    expect(seen.map((event) => event.data.body)).toEqual(['three', 'four']);
    expect(seen.map((event) => event.id)).toEqual(seen.map((event) => event.data.id));

    // Offline for a while: two more messages, then the link reconnects with the last id it had.
    await send(guest, 'five');
    await send(guest, 'six');
    const resumed = await guest.subscribe('chat.onMessage', { lastEventId: seen.at(-1)!.id });
    await resumed.waitFor(2);
    await send(guest, 'seven');
    await resumed.waitFor(3);
    await resumed.close();
    expect(resumed.events.map((event) => event.data.body)).toEqual(['five', 'six', 'seven']);
  });

  it('pushes a message at once, unbuffered by compression, holding no transaction while open', async () => {
    const { guest, conversationId } = await guestOn(a.baseUrl);
    const stream = await guest.subscribe('chat.onMessage', {});
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    await stream.waitFor(1);
    const idle = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`);
    expect(idle[0]!.n).toBe(0);

    await chatTab(a.baseUrl, ownerCookie).mutate('admin.chat.reply', { conversationId, body: 'Mahalo, yes!', clientId: randomUUID() });
    // From the reply's answer, not its start: on a busy machine the call itself may take a second.
    const sentAt = Date.now();
    const [, reply] = await stream.waitFor(2, 1000);
    await stream.close();
    expect(reply!.data.body).toBe('Mahalo, yes!');
    expect(reply!.at - sentAt).toBeLessThan(1000);
  });
});

describe('two server processes (LISTEN/NOTIFY)', () => {
  it("delivers the host's reply sent through B to the guest on A, and the guest's message sent through A to the host on B", async () => {
    const { guest, conversationId } = await guestOn(a.baseUrl, 'Hello from instance A');
    const owner = chatTab(b.baseUrl, ownerCookie);
    const guestStream = await guest.subscribe('chat.onMessage', {});
    await guestStream.waitFor(1);
    const inbox = await owner.subscribe('admin.live.onEvent', { inbox: true });

    await owner.mutate('admin.chat.reply', { conversationId, body: 'Reply through B', clientId: randomUUID() });
    const repliedAt = Date.now();
    const [, reply] = await guestStream.waitFor(2, 1000);
    expect(reply!.data).toMatchObject({ author: 'host', body: 'Reply through B' });
    expect(reply!.at - repliedAt).toBeLessThan(1000);

    await send(guest, 'Guest through A');
    const sentAt = Date.now();
    const events = await inbox.waitFor(2, 1000);
    expect(events.map((event) => event.data.body)).toEqual(['Reply through B', 'Guest through A']);
    expect(events[1]!.at - sentAt).toBeLessThan(1000);
    expect(events[1]!.data.conversationId).toBe(conversationId);
    await guestStream.close();
    await inbox.close();
  });

  it("keeps a guest's stream to their own conversation, and the inbox stream to the host", async () => {
    const first = await guestOn(a.baseUrl, 'first guest');
    const second = await guestOn(b.baseUrl, 'second guest');
    const stream = await first.guest.subscribe('chat.onMessage', {});
    await stream.waitFor(1);
    await send(second.guest, 'only for the host');
    await send(first.guest, 'mine');
    await stream.waitFor(2);
    await stream.close();
    expect(stream.events.map((event) => event.data.body)).toEqual(['first guest', 'mine']);

    const stranger = await chatTab(a.baseUrl, first.cookie).subscribe('admin.live.onEvent', { inbox: true });
    expect(await stranger.waitForError()).toMatchObject({ code: 'UNAUTHORIZED' });
    await stranger.close();
    expect(stranger.events).toEqual([]);
  });
});
