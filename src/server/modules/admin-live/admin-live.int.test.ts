import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { signedInOwner, type browserLike } from '../../../test/http-harness';
import { useHttp, useTestDatabase } from '../../../test/use-test-server';
import { chatTab, type StreamEvent } from '../../../test/chat-tab';

// Two app instances on one database: the admin's stream on A hears what is written through B.
const db = useTestDatabase();
const a = useHttp(db);
const b = useHttp(db);
let ownerCookie: string;
let ownerTabOnB: ReturnType<typeof browserLike>;
const day = (offset: number) => addDaysIso(todayAtProperty(), offset);
const sql = <T>(query: string, params: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(query, params);

beforeAll(async () => {
  ownerTabOnB = await signedInOwner(db.orm, b.baseUrl);
  ownerCookie = ownerTabOnB.cookie();
});
afterEach(async () => {
  await sql('delete from chat_presence');
});

const ofType = (events: StreamEvent[], type: string) => events.filter((event) => event.data.type === type).map((event) => event.data);

async function presenceKinds(): Promise<string[]> {
  for (let i = 0; i < 100; i += 1) {
    const rows = await sql<{ kind: string }>('select kind from chat_presence order by kind');
    if (rows.length > 0) return rows.map((row) => row.kind);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

describe('admin.live.onEvent', () => {
  it('tells an admin tab on A about a booking made through B, a contact message and a guest chat, as they commit', async () => {
    const stream = await chatTab(a.baseUrl, ownerCookie).subscribe('admin.live.onEvent', { inbox: false });
    expect(stream.status).toBe(200);
    await presenceKinds();

    const made = await ownerTabOnB.post('/api/admin/bookings/manual', {
      start: day(300),
      end: day(303),
      guests: 2,
      guest: { name: 'Kai Makoa', email: 'kai@example.com' },
      paymentMethod: 'due',
      amountPaidCents: 0,
    });
    expect(made.status).toBe(201);
    const reference = String(made.body.reference);
    const [booking] = await sql<{ id: string }>('select id from booking where reference = ?', [reference]);
    // A guest's own step (as a checkout or a late payment writes it): the one a notification is for.
    await sql(`insert into booking_event (booking_id, kind, actor_kind, created_at) values (?, 'confirmed', 'guest', now())`, [booking!.id]);
    await sql(`insert into contact_message (name, email, message, created_at) values ('Leilani <b>', 'leilani@example.com', 'Is the house free at New Year?', now())`);
    const guest = chatTab(b.baseUrl);
    await guest.mutate('chat.start', { name: 'Noa Kai', email: 'noa@example.com', message: 'Aloha, is there parking?', clientId: randomUUID() });

    await expect.poll(async () => ofType(await stream.waitFor(1), 'chat').length, { timeout: 3000 }).toBe(1);
    await expect.poll(() => ofType(stream.events, 'contact').length, { timeout: 3000 }).toBe(1);
    await expect.poll(() => ofType(stream.events, 'booking').filter((event) => event.reference === reference).length, { timeout: 3000 }).toBeGreaterThanOrEqual(2);
    const bookings = ofType(stream.events, 'booking');
    expect(bookings.filter((event) => event.reference === reference)).toEqual(
      expect.arrayContaining([
        { type: 'booking', reference, guestName: 'Kai Makoa', kind: 'created', fromOutside: false },
        { type: 'booking', reference, guestName: 'Kai Makoa', kind: 'confirmed', fromOutside: true },
      ]),
    );
    expect(ofType(stream.events, 'contact')).toEqual([{ type: 'contact', name: 'Leilani <b>' }]);
    const [chat] = ofType(stream.events, 'chat');
    expect(chat).toMatchObject({ type: 'chat', author: 'guest', body: 'Aloha, is there parking?' });
    // Chat messages carry their id, so a reconnect resumes after them; the rest is read afresh by the screens.
    const chatEvent = stream.events.find((event) => event.data.type === 'chat')!;
    expect(chatEvent.id).toBe(chat!.id);
    await stream.close();
  });

  it('counts as the host in the chat inbox only while the chat screen is open', async () => {
    const away = await chatTab(a.baseUrl, ownerCookie).subscribe('admin.live.onEvent', { inbox: false });
    expect(await presenceKinds()).toEqual(['admin']);
    await away.close();
    await expect.poll(async () => (await sql('select 1 from chat_presence')).length).toBe(0);

    const inInbox = await chatTab(a.baseUrl, ownerCookie).subscribe('admin.live.onEvent', { inbox: true });
    expect(await presenceKinds()).toEqual(['host']);
    await inInbox.close();
  });

  it('refuses a visitor who is not signed in', async () => {
    const stranger = await chatTab(a.baseUrl).subscribe('admin.live.onEvent', { inbox: false });
    expect(await stranger.waitForError()).toMatchObject({ code: 'UNAUTHORIZED' });
    await stranger.close();
    expect(stranger.events).toEqual([]);
  });
});
