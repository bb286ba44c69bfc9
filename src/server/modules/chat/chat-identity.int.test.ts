import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_LINK_EXPIRED_NOTICE, CHAT_LINK_LIFETIME_DAYS } from '../../../shared/chat/chat.rules';
import { signedInOwner } from '../../../test/http-harness';
import { createBooking } from '../../composition/factories';
import { useTestServer } from '../../../test/use-test-server';
import { testConfig } from '../../../test/test-config';
import { sign } from '../../platform/signing';
import { tokenFor } from '../booking/booking-link';
import { chatLinkToken } from './chat-identity';
import { chatTab } from '../../../test/chat-tab';

// Who a chat visitor is (issue 17, G4) and how long the e-mailed link lets anyone be them (G10).

const { db, http } = useTestServer();
let owner: ReturnType<typeof chatTab>;
const secret = testConfig().signingSecret;
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  owner = chatTab(http.baseUrl, (await signedInOwner(db.orm, http.baseUrl)).cookie());
});
afterEach(() => {
  vi.useRealTimers();
});

async function bookingFor(email: string, checkIn: string, checkOut: string) {
  const em = db.orm.em.fork();
  const booking = createBooking(em, { status: 'confirmed', checkIn, checkOut, guestEmail: email, guestName: 'Hana Kealoha' });
  await em.flush();
  return booking;
}

async function startedGuest(email: string, message = 'Hi, what is the door code for my stay?') {
  const guest = chatTab(http.baseUrl);
  const started = await guest.mutate('chat.start', { name: 'Guest', email, message, clientId: randomUUID() });
  expect(started.status).toBe(200);
  return { guest, conversationId: String(started.data!.conversationId) };
}

const detailOf = async (conversationId: string) => (await owner.query('admin.chat.get', { conversationId })).data!;
const freshLink = (conversationId: string, issuedAt = new Date(), version = 1) => chatLinkToken(secret, { conversationId, version }, issuedAt);

describe('an e-mail address nobody has proven (G4)', () => {
  it("shows no bookings for a chat started with a real guest's e-mail, and marks it unconfirmed in the list and the conversation", async () => {
    const email = 'g4.impostor@example.com';
    await bookingFor(email, '2041-02-01', '2041-02-05');
    const { conversationId } = await startedGuest(email);
    const detail = await detailOf(conversationId);
    expect(detail.bookings).toEqual([]);
    expect(detail.conversation).toMatchObject({ email, emailConfirmed: false });
    const list = await owner.query('admin.chat.list', { filter: 'open', search: email });
    expect(list.data!.conversations).toMatchObject([{ id: conversationId, emailConfirmed: false }]);
  });

  it('is confirmed by the e-mailed link: it reached that mailbox, so the bookings show', async () => {
    const email = 'g4.link@example.com';
    const booking = await bookingFor(email, '2041-03-01', '2041-03-05');
    const { conversationId } = await startedGuest(email, 'Can we arrive late?');
    const mailbox = chatTab(http.baseUrl);
    expect((await mailbox.mutate('chat.resume', { token: freshLink(conversationId) })).status).toBe(200);
    const detail = await detailOf(conversationId);
    expect(detail.conversation).toMatchObject({ emailConfirmed: true });
    expect(detail.bookings).toEqual([{ reference: booking.reference, checkIn: '2041-03-01', checkOut: '2041-03-05', status: 'confirmed' }]);
  });

  it("is confirmed by the guest's booking page: its token proves the booking, and the chat is linked to it", async () => {
    const email = 'g4.booking@example.com';
    const booking = await bookingFor(email, '2041-04-01', '2041-04-05');
    const access = { reference: booking.reference, token: tokenFor(testConfig(), booking.reference) };
    const guest = chatTab(http.baseUrl);
    // Nothing to continue yet: the booking's guest may write a first message without giving a name or e-mail.
    expect((await guest.mutate('chat.openFromBooking', access)).data).toEqual({ view: null, guestName: 'Hana Kealoha' });
    const started = await guest.mutate('chat.startFromBooking', { ...access, message: 'Where do we park?', clientId: randomUUID() });
    expect(started.status).toBe(200);
    const conversationId = String(started.data!.conversationId);
    const detail = await detailOf(conversationId);
    expect(detail.conversation).toMatchObject({ name: 'Hana Kealoha', email, emailConfirmed: true });
    expect(detail.bookingReference).toBe(booking.reference);
    expect((detail.bookings as { reference: string }[]).map((one) => one.reference)).toEqual([booking.reference]);
    // The same booking page on another device opens the same conversation.
    const phone = chatTab(http.baseUrl);
    const opened = await phone.mutate('chat.openFromBooking', access);
    expect((opened.data!.view as { conversationId: string }).conversationId).toBe(conversationId);
    expect((await phone.query('chat.history')).data!.conversationId).toBe(conversationId);
  });

  it("confirms this browser's own conversation under the booking's e-mail when it opens the chat from the booking page", async () => {
    const email = 'g4.same@example.com';
    const booking = await bookingFor(email, '2041-05-01', '2041-05-05');
    const { guest, conversationId } = await startedGuest(email, 'Is the kayak free?');
    expect((await detailOf(conversationId)).conversation).toMatchObject({ emailConfirmed: false });
    const opened = await guest.mutate('chat.openFromBooking', { reference: booking.reference, token: tokenFor(testConfig(), booking.reference) });
    expect((opened.data!.view as { conversationId: string }).conversationId).toBe(conversationId);
    const detail = await detailOf(conversationId);
    expect(detail.conversation).toMatchObject({ emailConfirmed: true });
    expect(detail.bookingReference).toBe(booking.reference);
  });

  it('learns nothing from a forged booking token: 404, no conversation, no cookie', async () => {
    const email = 'g4.forged@example.com';
    const booking = await bookingFor(email, '2041-06-01', '2041-06-05');
    const forged = { reference: booking.reference, token: tokenFor(testConfig(), 'KB-OTHER1') };
    const stranger = chatTab(http.baseUrl);
    const opened = await stranger.tab.post('/trpc/chat.openFromBooking', { json: forged });
    expect(opened.status).toBe(404);
    expect(opened.setCookie).toBeNull();
    const started = await stranger.tab.post('/trpc/chat.startFromBooking', { json: { ...forged, message: 'door code?', clientId: randomUUID() } });
    expect(started.status).toBe(404);
    expect(started.setCookie).toBeNull();
    expect((await owner.query('admin.chat.list', { filter: 'all', search: email })).data!.total).toBe(0);
  });
});

describe('a blocked e-mail address (G9) on the booking page', () => {
  it('writing from the booking page gets the closed notice: nothing stored, linked or remembered', async () => {
    const email = 'g9.booking@example.com';
    const { conversationId } = await startedGuest(email, 'First chat, later blocked');
    await owner.mutate('admin.chat.block', { conversationId });
    try {
      const booking = await bookingFor(email, '2041-11-01', '2041-11-05');
      const access = { reference: booking.reference, token: tokenFor(testConfig(), booking.reference) };
      const guest = chatTab(http.baseUrl);
      const started = await guest.tab.post('/trpc/chat.startFromBooking', { json: { ...access, message: 'It is me again', clientId: randomUUID() } });
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({ result: { data: { json: { status: 'closed' } } } });
      expect(started.setCookie).toBeNull();
      expect((await owner.query('admin.chat.list', { filter: 'all', search: email })).data!.total).toBe(1);
    } finally {
      // The block reaches this test's client (every test here is one address): lift it for the tests after.
      await owner.mutate('admin.chat.unblock', { conversationId });
    }
  });
});

describe('the e-mailed link (G10)', () => {
  it('works while fresh, and the browser it opens in keeps the chat exactly as long as the link has left', async () => {
    const { conversationId } = await startedGuest('g10.fresh@example.com', 'Asked on my laptop');
    const now = new Date('2041-07-20T10:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const phone = chatTab(http.baseUrl);
    const response = await phone.tab.post('/trpc/chat.resume', { json: { token: freshLink(conversationId, new Date(now.getTime() - 10 * DAY_MS)) } });
    expect(response.status).toBe(200);
    expect(response.setCookie).toMatch(new RegExp(`Max-Age=${(CHAT_LINK_LIFETIME_DAYS - 10) * 24 * 60 * 60};`));
    expect((await phone.query('chat.history')).data!.conversationId).toBe(conversationId);
    // The cookie is no key past the link's life either, whatever the browser does with Max-Age.
    vi.setSystemTime(now.getTime() + (CHAT_LINK_LIFETIME_DAYS - 10) * DAY_MS + 1000);
    expect((await phone.query('chat.history')).data).toBeNull();
  });

  it(`refuses a link older than ${CHAT_LINK_LIFETIME_DAYS} days with a message saying what to do`, async () => {
    const { conversationId } = await startedGuest('g10.expired@example.com');
    const stale = freshLink(conversationId, new Date(Date.now() - (CHAT_LINK_LIFETIME_DAYS * DAY_MS + 60_000)));
    const response = await chatTab(http.baseUrl).tab.post('/trpc/chat.resume', { json: { token: stale } });
    expect(response.status).toBe(403);
    expect((response.body as { error: { json: { message: string } } }).error.json.message).toBe(CHAT_LINK_EXPIRED_NOTICE);
    expect(response.setCookie).toBeNull();
  });

  it('refuses an old link without an issue time as expired, with the same message', async () => {
    const { conversationId } = await startedGuest('g10.oldformat@example.com');
    const oldFormat = `${conversationId}.${sign(secret, 'chat-link', conversationId)}`;
    const response = await chatTab(http.baseUrl).mutate('chat.resume', { token: oldFormat });
    expect(response.status).toBe(403);
    expect(response.error!.message).toBe(CHAT_LINK_EXPIRED_NOTICE);
  });

  it('still answers 404 to a tampered link', async () => {
    const { conversationId } = await startedGuest('g10.tampered@example.com');
    const token = freshLink(conversationId);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect((await chatTab(http.baseUrl).mutate('chat.resume', { token: `${token.slice(0, -1)}${last}` })).status).toBe(404);
    const otherConversation = token.replace(conversationId, randomUUID());
    expect((await chatTab(http.baseUrl).mutate('chat.resume', { token: otherConversation })).status).toBe(404);
  });

  it("ends every link the host ends, and the browsers that came in through one, but not the guest's own", async () => {
    const { guest, conversationId } = await startedGuest('g10.ended@example.com', 'I forwarded the e-mail by mistake');
    const link = freshLink(conversationId);
    const forwarded = chatTab(http.baseUrl);
    expect((await forwarded.mutate('chat.resume', { token: link })).status).toBe(200);

    expect((await chatTab(http.baseUrl).mutate('admin.chat.endLinks', { conversationId })).status).toBe(401);
    expect((await owner.mutate('admin.chat.endLinks', { conversationId })).status).toBe(200);

    const again = await chatTab(http.baseUrl).mutate('chat.resume', { token: link });
    expect(again.status).toBe(403);
    expect(again.error!.message).toBe(CHAT_LINK_EXPIRED_NOTICE);
    expect((await forwarded.query('chat.history')).data).toBeNull();
    expect((await forwarded.mutate('chat.send', { body: 'still here?', clientId: randomUUID() })).status).toBe(404);
    // The browser that started the conversation keeps it; the next e-mail's link (the new key version) works.
    expect((await guest.query('chat.history')).data!.conversationId).toBe(conversationId);
    expect((await chatTab(http.baseUrl).mutate('chat.resume', { token: freshLink(conversationId, new Date(), 2) })).status).toBe(200);
  });
});
