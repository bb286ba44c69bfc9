import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLike, resetRateLimits } from '../../../test/http-harness';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { useTestServer } from '../../../test/use-test-server';
import { smtpSender } from '../email/mailer';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { deliverDueEmails } from '../email/outbox.service';
import { ContactMessageEntity } from './contact.entity';

const { db, http } = useTestServer({ http: { contactRateLimit: 4 } });
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

const guest = {
  name: 'Keiko Tanaka',
  email: 'keiko@example.com',
  phone: '+1 (206) 555-0101',
  message: 'Is the house suitable for a toddler? <b>We</b> would come in March.',
};
/** A form token as the guest's browser fetched it when the form appeared, at least 3 s before sending. */
let shownToken: string;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  shownToken = await fetchFormToken();
  // A person takes longer than three seconds to write.
  await new Promise((resolve) => setTimeout(resolve, 3_100));
});

async function fetchFormToken(): Promise<string> {
  const response = await browserLike(http.baseUrl).get('/trpc/contact.formToken');
  expect(response.status).toBe(200);
  const body = response.body as { result: { data: { json: { token: string } } } };
  return body.result.data.json.token;
}
afterAll(async () => {
  await smtp.close();
});

describe('POST /api/contact', () => {
  it('stores the message and queues an e-mail to the host', async () => {
    const response = await browserLike(http.baseUrl).post('/api/contact', { ...guest, formToken: shownToken });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true });
    const em = db.orm.em.fork();
    expect(await em.count(ContactMessageEntity, { email: 'keiko@example.com' })).toBe(1);
    const queued = await em.findOneOrFail(OutboxEmailEntity, { kind: 'contact-message' });
    expect(queued).toMatchObject({ status: 'pending', replyTo: 'keiko@example.com', to: 'aloha@kaneohebayhouse.com' });
    expect(queued.html).toContain('&lt;b&gt;We&lt;/b&gt;');
    expect(queued.html).not.toContain('<b>We</b>');
  });

  it('rejects bad input per field and stores nothing', async () => {
    const before = await db.orm.em.fork().count(ContactMessageEntity, {});
    const response = await browserLike(http.baseUrl).post('/api/contact', { name: '', email: 'nope', message: 'hi' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      name: ['Name is required'],
      email: ['Enter a valid email address'],
      message: ['Please write at least 10 characters'],
    });
    expect(await db.orm.em.fork().count(ContactMessageEntity, {})).toBe(before);
  });

  it('answers bots politely and keeps nothing of theirs', async () => {
    const before = await db.orm.em.fork().count(ContactMessageEntity, {});
    const honeypot = await browserLike(http.baseUrl).post('/api/contact', { ...guest, formToken: shownToken, website: 'http://spam.example' });
    expect(honeypot.status).toBe(201);
    const tooFast = await browserLike(http.baseUrl).post('/api/contact', { ...guest, formToken: await fetchFormToken() });
    expect(tooFast.status).toBe(201);
    expect(await db.orm.em.fork().count(ContactMessageEntity, {})).toBe(before);
  });

  it('limits how many messages one client can send', async () => {
    const response = await browserLike(http.baseUrl).post('/api/contact', { ...guest, formToken: shownToken });
    expect(response.status).toBe(429);
    expect(response.body.message).toBe('Too many requests. Please wait a moment and try again.');
  });
});

describe('the outbox', () => {
  it('keeps mail through an SMTP outage and delivers it once the server is back', async () => {
    const send = smtpSender(smtp.url);
    smtp.state.failing = true;
    const now = new Date();
    expect(await deliverDueEmails(db.orm.em.fork(), send, 'House <house@example.com>', now)).toEqual({ sent: 0, failed: 1 });
    const waiting = await db.orm.em.fork().findOneOrFail(OutboxEmailEntity, { kind: 'contact-message' });
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toContain('Mailbox temporarily unavailable');
    expect(waiting.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);

    smtp.state.failing = false;
    // Not due yet: nothing is sent early.
    expect(await deliverDueEmails(db.orm.em.fork(), send, 'House <house@example.com>', new Date(now.getTime() + 10_000))).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDueEmails(db.orm.em.fork(), send, 'House <house@example.com>', new Date(now.getTime() + 31_000))).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['aloha@kaneohebayhouse.com']);
    expect(smtp.received[0]!.raw).toContain('Subject: New message from Keiko Tanaka via Kaneohe Bay Beach House');
    expect(smtp.received[0]!.raw).toMatch(/Reply-To: keiko@example.com/i);
    const delivered = await db.orm.em.fork().findOneOrFail(OutboxEmailEntity, { kind: 'contact-message' });
    expect(delivered).toMatchObject({ status: 'sent', lastError: null });
    expect(await deliverDueEmails(db.orm.em.fork(), send, 'x@example.com', new Date(now.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0 });
  });

  it('shows the owner the messages and the outbox, and nobody else', async () => {
    const anonymous = browserLike(http.baseUrl);
    expect((await anonymous.get('/api/admin/contact-messages')).status).toBe(401);
    expect((await anonymous.get('/api/admin/outbox')).status).toBe(401);
    const owner = browserLike(http.baseUrl);
    await owner.post('/api/register', { name: 'Owner', email: 'owner@example.com', password: 'a long enough password' });
    const messages = await owner.get('/api/admin/contact-messages');
    expect(messages.status).toBe(200);
    expect(messages.body).toMatchObject({ total: 1, items: [expect.objectContaining({ name: 'Keiko Tanaka', phone: '+1 (206) 555-0101', answeredAt: null })] });
    const outbox = await owner.get('/api/admin/outbox');
    expect(outbox.body).toEqual([expect.objectContaining({ kind: 'contact-message', status: 'sent', attempts: 1 })]);

    // One e-mail opened, as the owner reads it: recipients, the text as sent, how delivery went.
    const [listed] = outbox.body as unknown as { id: number }[];
    const opened = await owner.get(`/api/admin/outbox/${listed!.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: listed!.id, to: 'aloha@kaneohebayhouse.com', replyTo: 'keiko@example.com', status: 'sent', attempts: 1, lastError: null, attachments: [] });
    expect((opened.body as { text: string }).text).toContain('Keiko Tanaka');
    expect((await anonymous.get(`/api/admin/outbox/${listed!.id}`)).status).toBe(401);
    expect((await owner.get('/api/admin/outbox/999999')).status).toBe(404);
    expect((await owner.get('/api/admin/outbox/none')).status).toBe(400);
  });
});

describe('the bot check', () => {
  it('cannot be passed by sending a number: only a real form token at least 3 s old stores the message', async () => {
    await resetRateLimits(db.orm);
    const count = () => db.orm.em.fork().count(ContactMessageEntity, { email: 'a@example.com' });
    const probe = { name: 'A', email: 'a@example.com', message: 'hello there friend' };
    // The probe's request: the old check believed the client's own "I took 10 s".
    const claimed = await browserLike(http.baseUrl).post('/api/contact', { ...probe, elapsedMs: 10000 });
    expect(claimed).toMatchObject({ status: 201, body: { ok: true } });
    const [issued, signature] = shownToken.split('.') as [string, string];
    const forged = await browserLike(http.baseUrl).post('/api/contact', { ...probe, formToken: `${issued}.${signature.split('').reverse().join('')}` });
    expect(forged).toMatchObject({ status: 201, body: { ok: true } });
    expect(await count()).toBe(0);
    const real = await browserLike(http.baseUrl).post('/api/contact', { ...probe, formToken: shownToken });
    expect(real).toMatchObject({ status: 201, body: { ok: true } });
    expect(await count()).toBe(1);
  });
});
