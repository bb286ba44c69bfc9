import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GuestHistory } from '../../../shared/guest/guest-history.schemas';
import { chatTab } from '../../../test/chat-tab';
import { signedInOwner } from '../../../test/http-harness';
import { testConfig } from '../../../test/test-config';
import { useTestServer } from '../../../test/use-test-server';
import { createBooking } from '../../composition/factories';
import { chatLinkToken } from '../chat/chat-identity';
import { ContactMessageEntity } from '../contact/contact.entity';

// One guest, one thread (issue 19, point 10): one address's bookings, contact messages and proven chats.

const { db, http } = useTestServer({ seed: false });
let owner: ReturnType<typeof chatTab>;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function startChat(name: string, email: string, message: string): Promise<string> {
  const started = await chatTab(http.baseUrl).mutate('chat.start', { name, email, message, clientId: randomUUID() });
  expect(started.status).toBe(200);
  return String(started.data!.conversationId);
}

let booking: string;
let messageId: number;
let confirmedChat: string;
let impostorChat: string;

beforeAll(async () => {
  owner = chatTab(http.baseUrl, (await signedInOwner(db.orm, http.baseUrl)).cookie());
  const em = db.orm.em.fork();
  // The same guest in three spellings of one address, and another guest who must not show.
  booking = createBooking(em, { status: 'confirmed', checkIn: '2041-06-01', checkOut: '2041-06-05', guestEmail: 'Hana.Kealoha@Example.com', guestName: 'Hana Kealoha', createdAt: daysAgo(3) }).reference;
  createBooking(em, { status: 'confirmed', checkIn: '2041-07-01', checkOut: '2041-07-05', guestEmail: 'someone.else@example.com', guestName: 'Someone Else', createdAt: daysAgo(3) });
  const message = em.create(ContactMessageEntity, { name: 'Hana', email: 'hana.kealoha@example.com', message: 'Is there a crib?', createdAt: daysAgo(2) });
  em.create(ContactMessageEntity, { name: 'Else', email: 'someone.else@example.com', message: 'Parking?', createdAt: daysAgo(2) });
  await em.flush();
  messageId = message.id;
  expect((await owner.mutate('admin.contact.reply', { id: messageId, text: 'Yes, a crib is in the closet.' })).status).toBe(200);

  // A chat whose e-mailed link was opened (the mailbox is hers), and one anyone could have started under her address.
  confirmedChat = await startChat('Hana', 'HANA.KEALOHA@example.com', 'We land at 3 pm, can we check in early?');
  const link = chatLinkToken(testConfig().signingSecret, { conversationId: confirmedChat, version: 1 });
  expect((await chatTab(http.baseUrl).mutate('chat.resume', { token: link })).status).toBe(200);
  impostorChat = await startChat('Hana', 'hana.kealoha@example.com', 'What is the door code?');
});

async function history(email: string): Promise<GuestHistory> {
  const answer = await owner.query('admin.guests.history', { email });
  expect(answer.status).toBe(200);
  return answer.data as unknown as GuestHistory;
}

describe('admin.guests.history', () => {
  it("joins one address's bookings, contact messages with their replies and confirmed chats, oldest first, in any case", async () => {
    const found = await history('hana.kealoha@EXAMPLE.com');
    expect(found.items.map((item) => item.kind)).toEqual(['booking', 'contact', 'chat']);
    expect(found.items[0]).toMatchObject({ kind: 'booking', reference: booking, guestName: 'Hana Kealoha', checkIn: '2041-06-01', checkOut: '2041-06-05', status: 'confirmed' });
    expect(found.items[1]).toMatchObject({
      kind: 'contact',
      id: messageId,
      message: 'Is there a crib?',
      answeredAt: expect.any(String),
      replies: [{ text: 'Yes, a crib is in the closet.', sentByName: 'Leilani Kahale' }],
    });
    expect(found.items[2]).toMatchObject({ kind: 'chat', id: confirmedChat, name: 'Hana', status: 'open', messageCount: 1 });
  });

  it('leaves a chat whose e-mail nobody confirmed out of the thread, and only counts it (G4)', async () => {
    const found = await history('hana.kealoha@example.com');
    expect(found.items.map((item) => (item.kind === 'chat' ? item.id : null)).filter(Boolean)).toEqual([confirmedChat]);
    expect(JSON.stringify(found)).not.toContain(impostorChat);
    expect(JSON.stringify(found)).not.toContain('door code');
    expect(found.unconfirmedChats).toBe(1);
  });

  it("shows nothing of another guest's, and an empty thread for an address with nothing", async () => {
    const found = await history('hana.kealoha@example.com');
    expect(JSON.stringify(found)).not.toMatch(/Someone Else|Parking\?/);
    expect(await history('nobody@example.com')).toEqual({ email: 'nobody@example.com', items: [], unconfirmedChats: 0 });
  });

  it('answers the same over REST, and refuses an address that is no address with a message on the field', async () => {
    const rest = await owner.tab.get('/api/admin/guest-history?email=Hana.Kealoha%40example.com');
    expect(rest.status).toBe(200);
    expect((rest.body as unknown as GuestHistory).items).toHaveLength(3);
    const bad = await owner.tab.get('/api/admin/guest-history?email=hana');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ email: ['Enter a valid email address'] });
  });

  it('is for the owner and staff only', async () => {
    expect((await chatTab(http.baseUrl).query('admin.guests.history', { email: 'hana.kealoha@example.com' })).status).toBe(401);
    expect((await chatTab(http.baseUrl).tab.get('/api/admin/guest-history?email=hana.kealoha%40example.com')).status).toBe(401);
  });
});
