import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmailTemplate, EmailTemplatePreview, PreviewBooking } from '../../../shared/email/email-template.schemas';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { callTrpc, useRenderingServerWithTeam, type Tab } from '../../../test/rendering-server';
import { useSmtpPeer } from '../../../test/use-test-server';
import { testConfig } from '../../../test/test-config';
import { createBooking } from '../../composition/factories';
import { notifyBookingConfirmed } from '../booking/booking-notifications';
import { issueContactFormToken } from '../contact/contact-form-token';
import { receiveContactMessage } from '../contact/contact.service';
import { withOwnerWords } from './email-template.service';
import { smtpSender } from './mailer';
import { OutboxEmailEntity } from './outbox.entity';
import { deliverDueEmails, type EmailMessage } from './outbox.service';

const team = useRenderingServerWithTeam({ name: 'Lani Staff', email: 'lani@example.com' });
let owner: Tab;
let staff: Tab;
const smtp = useSmtpPeer();
beforeAll(() => {
  ({ owner, staff } = team);
});
afterEach(async () => {
  await team.db.orm.em.fork().getConnection().execute(`delete from email_template`);
});

const config = testConfig({ hostEmail: 'host@example.com', publicUrl: 'https://kaneohe.example' });
const call = <T,>(tab: Tab, procedure: string, input?: unknown, kind: 'query' | 'mutation' = 'mutation') => callTrpc<T>(tab, `admin.emailTemplates.${procedure}`, input, kind);
const templates = async () => (await call<EmailTemplate[]>(owner, 'list', undefined, 'query')).data!;
const template = async (kind: string) => (await templates()).find((candidate) => candidate.kind === kind)!;

let day = 300;
/** A confirmed stay from a guest whose name and message hold HTML, confirmed through the booking module. */
async function confirmStay(): Promise<{ reference: string; id: string }> {
  const em = team.db.orm.em.fork();
  day += 7;
  const checkIn = addDaysIso(todayAtProperty(), day);
  const row = createBooking(em, {
    status: 'confirmed',
    checkIn,
    checkOut: addDaysIso(checkIn, 3),
    guestName: 'Keiko <b>Tanaka</b>',
    guestEmail: 'keiko@example.com',
    guestMessage: 'We land at 2 PM & <i>drive</i> over.',
    paidCents: 150_000,
  });
  await em.flush();
  await notifyBookingConfirmed(em, config, row);
  await em.flush();
  return { reference: row.reference, id: row.id };
}

async function queued(reference: string, kind: string) {
  return team.db.orm.em.fork().findOneOrFail(OutboxEmailEntity, { kind, subject: { $like: `%${reference}%` } }, { orderBy: { id: 'desc' } });
}

describe('Emails → Templates', () => {
  it('lists every kind with its variables, the default text in use until the owner edits it', async () => {
    const list = await templates();
    expect(list.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['booking-confirmed', 'booking-received', 'contact-message', 'password-reset', 'invitation', 'pre_arrival', 'check_in_day', 'review_request']),
    );
    // Decision 053: every other e-mail the site sends, one kind per case where the words differ.
    expect(list.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining([
        'booking-cancelled',
        'booking-cancelled-by-owner',
        'booking-cancelled-unplaced',
        'booking-cancelled-host',
        'booking-cancelled-host-by-owner',
        'booking-cancelled-host-unplaced',
        'booking-changed',
        'booking-refunded',
        'booking-payment-receipt',
        'booking-refund-receipt',
        'email-change',
        'contact-reply',
        'chat-host-alert',
        'chat-guest-reply',
      ]),
    );
    const preArrival = list.find((entry) => entry.kind === 'pre_arrival')!;
    expect(preArrival.edited).toBe(false);
    expect(preArrival.subject).toBe(preArrival.defaultSubject);
    expect(preArrival.variables.map((variable) => variable.name)).toContain('door_code');
  });

  it('refuses a template with an unknown variable on its field, and changes nothing', async () => {
    const refused = await call(owner, 'save', { kind: 'booking-confirmed', subject: 'Hi {{nope}}', body: 'Aloha {{guest_name}} {{door_code}}' });
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({
      subject: ['{{nope}} is not a variable of this e-mail. Use one from the list.'],
      body: ['{{door_code}} is not a variable of this e-mail. Use one from the list.'],
    });
    expect((await template('booking-confirmed')).edited).toBe(false);
    const { reference } = await confirmStay();
    expect((await queued(reference, 'booking-confirmed')).subject).toMatch(/^Your booking .* is confirmed: /);
  });

  it('sends the owner’s edited words with the next booking confirmation, values escaped, attachment kept; restore brings the default back', async () => {
    const saved = await call<EmailTemplate>(owner, 'save', {
      kind: 'booking-confirmed',
      subject: 'Mahalo {{guest_name}}: {{reference}} is booked',
      body: '# See you soon\n\nAloha **{{guest_name}}**, your total was {{total}}.\n\n> {{address}}\n\n[Your booking]({{booking_link}})',
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ edited: true, subject: 'Mahalo {{guest_name}}: {{reference}} is booked' });

    const { reference } = await confirmStay();
    const email = await queued(reference, 'booking-confirmed');
    expect(email.subject).toBe(`Mahalo Keiko <b>Tanaka</b>: ${reference} is booked`);
    expect(email.html).toContain('Aloha <strong>Keiko &lt;b&gt;Tanaka&lt;/b&gt;</strong>, your total was $1,500.00.');
    expect(email.html).not.toContain('<b>Tanaka</b>');
    expect(email.html).toContain('46-119 Lilipuna Road');
    expect(email.html).toContain(`href="https://kaneohe.example/booking/confirmation?ref=${reference}&amp;token=`);
    expect(email.text).toContain('Aloha Keiko <b>Tanaka</b>, your total was $1,500.00.');
    expect(email.attachments?.map((attachment) => attachment.filename)).toEqual([`booking-${reference}.ics`]);

    // Through a real SMTP server: the owner's subject and the calendar file arrive.
    await deliverDueEmails(team.db.orm.em.fork(), smtpSender(smtp.url), 'House <house@example.com>', new Date(Date.now() + 1000));
    const received = smtp.received.find((mail) => mail.raw.includes(`booking-${reference}.ics`));
    expect(received?.to).toEqual(['keiko@example.com']);
    expect(received?.raw).toContain(`: ${reference} is booked`);

    // The edit is in the audit log.
    const [audit] = await team.db.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from audit_log where entity = 'email_template'`);
    expect(audit!.n).toBeGreaterThan(0);

    const restored = await call<EmailTemplate>(owner, 'restore', { kind: 'booking-confirmed' });
    expect(restored.data).toMatchObject({ edited: false, subject: restored.data!.defaultSubject });
    const again = await confirmStay();
    expect((await queued(again.reference, 'booking-confirmed')).subject).toMatch(new RegExp(`^Your booking ${again.reference} is confirmed: `));
  });

  it('escapes guest text with HTML in the host’s booking e-mail and the contact message once edited', async () => {
    await call(owner, 'save', { kind: 'booking-received', subject: 'Booked: {{guest_name}}', body: '{{guest_name}} wrote:\n\n> {{guest_message}}' });
    await call(owner, 'save', { kind: 'contact-message', subject: 'From {{sender_name}}', body: '**{{sender_name}}**\n\n{{message}}' });
    await confirmStay();
    const host = await team.db.orm.em.fork().findOneOrFail(OutboxEmailEntity, { kind: 'booking-received', to: 'host@example.com' }, { orderBy: { id: 'desc' } });
    expect(host.html).toContain('Keiko &lt;b&gt;Tanaka&lt;/b&gt; wrote:');
    expect(host.html).toContain('We land at 2 PM &amp; &lt;i&gt;drive&lt;/i&gt; over.');
    expect(host.html).not.toMatch(/<b>|<i>/);

    const formToken = issueContactFormToken('form-secret', Date.now() - 60_000);
    const input = { name: '<img src=x onerror=alert(1)>', email: 'a@example.com', phone: undefined, message: '<script>x()</script> please', formToken };
    await receiveContactMessage(team.db.orm.em.fork(), input, { formSecret: 'form-secret', hostEmail: 'host@example.com' });
    const contact = await team.db.orm.em.fork().findOneOrFail(OutboxEmailEntity, { kind: 'contact-message' }, { orderBy: { id: 'desc' } });
    expect(contact.subject).toBe('From <img src=x onerror=alert(1)>');
    expect(contact.html).toContain('<strong>&lt;img src=x onerror=alert(1)&gt;</strong>');
    expect(contact.html).toContain('&lt;script&gt;x()&lt;/script&gt; please');
    expect(contact.html).not.toMatch(/<img|<script/);
  });

  it('sends the owner’s words for the cancellation of the case at hand, guest text escaped, the other cases and the host’s copy as before', async () => {
    const words = {
      subject: 'Sorry {{guest_name}}: {{reference}} is off',
      body: '# We had to cancel\n\nAloha **{{guest_name}}**, we cancelled {{reference}} ({{check_in_date}}).\n\n{{refund_note}}\n\n[Your booking]({{booking_link}})',
    };
    expect((await call(owner, 'save', { kind: 'booking-cancelled-by-owner', ...words })).status).toBe(200);
    // The guest's own cancellation is another template: edited too, it must not be the one sent here.
    expect((await call(owner, 'save', { kind: 'booking-cancelled', subject: 'You cancelled {{reference}}', body: 'Bye {{guest_name}}' })).status).toBe(200);

    const { reference } = await confirmStay();
    expect((await callTrpc(owner, 'admin.bookings.cancel', { reference, refund: 'none' })).status).toBe(200);
    const email = await queued(reference, 'booking-cancelled');
    expect(email).toMatchObject({ to: 'keiko@example.com', subject: `Sorry Keiko <b>Tanaka</b>: ${reference} is off` });
    expect(email.html).toContain('>We had to cancel</h1>');
    expect(email.html).toContain(`Aloha <strong>Keiko &lt;b&gt;Tanaka&lt;/b&gt;</strong>, we cancelled ${reference} (`);
    expect(email.html).not.toContain('<b>Tanaka</b>');
    expect(email.html).toContain('Under the cancellation policy, this cancellation is not refundable.');
    expect(email.html).toMatch(new RegExp(`href="https?://[^"/]+/booking/confirmation\\?ref=${reference}&amp;token=`));
    expect(email.text).toContain(`Aloha Keiko <b>Tanaka</b>, we cancelled ${reference} (`);
    expect(email.text).not.toContain('Bye');

    // The host's copy has no owner words: the e-mail built in code, as before.
    const host = await queued(reference, 'booking-cancelled-host');
    expect(host.subject).toMatch(new RegExp(`^Cancelled: booking ${reference}, Keiko <b>Tanaka</b>, `));
    expect(host.text).toContain(`You cancelled booking ${reference} of Keiko <b>Tanaka</b> from the admin area.`);
    expect(host.html).toContain('Keiko &lt;b&gt;Tanaka&lt;/b&gt;');
  });

  it('sends the owner’s words for the answer to a contact message, the guest’s words escaped', async () => {
    const words = { subject: 'Mahalo {{guest_name}}', body: 'Aloha {{guest_name}},\n\n{{reply}}\n\n{{writer}}\n\n> {{original_message}}' };
    expect((await call(owner, 'save', { kind: 'contact-reply', ...words })).status).toBe(200);
    const formToken = issueContactFormToken('form-secret', Date.now() - 60_000);
    const input = { name: 'Ana <b>K</b>', email: 'ana@example.com', phone: undefined, message: '<script>x()</script> crib?', formToken };
    await receiveContactMessage(team.db.orm.em.fork(), input, { formSecret: 'form-secret', hostEmail: 'host@example.com' });
    const [row] = await team.db.orm.em.fork().getConnection().execute<{ id: number }[]>(`select id from contact_message where email = 'ana@example.com' order by id desc limit 1`);
    expect((await callTrpc(owner, 'admin.contact.reply', { id: row!.id, text: 'Yes & <i>welcome</i>' })).status).toBe(200);
    const email = await team.db.orm.em.fork().findOneOrFail(OutboxEmailEntity, { kind: 'contact-reply', to: 'ana@example.com' }, { orderBy: { id: 'desc' } });
    expect(email.subject).toBe('Mahalo Ana <b>K</b>');
    expect(email.html).toContain('Aloha Ana &lt;b&gt;K&lt;/b&gt;,');
    expect(email.html).toContain('Yes &amp; &lt;i&gt;welcome&lt;/i&gt;');
    expect(email.html).toContain('&lt;script&gt;x()&lt;/script&gt; crib?');
    expect(email.html).not.toMatch(/<b>|<i>|<script/);
    expect(email.text).toContain('Yes & <i>welcome</i>');
  });

  it('leaves an unedited message exactly as built today', async () => {
    const message: EmailMessage = { kind: 'booking-confirmed', to: 'a@example.com', subject: 'S', text: 'T', html: '<p>H</p>' };
    expect(await withOwnerWords(team.db.orm.em.fork(), 'booking-confirmed', message, { guest_name: 'x' })).toBe(message);
  });

  it('previews with samples or a recent booking, and sends a test to the member’s own address through the outbox', async () => {
    const { reference, id } = await confirmStay();
    const bookings = (await call<PreviewBooking[]>(staff, 'bookings', undefined, 'query')).data!;
    expect(bookings[0]).toEqual({ id, label: expect.stringContaining(reference) });

    const words = { kind: 'pre_arrival', subject: 'Door {{door_code}} for {{guest_name}}', body: 'Aloha {{guest_name}}, from {{check_in_date}}.' };
    const sample = await call<EmailTemplatePreview>(staff, 'preview', { ...words, bookingId: null }, 'query');
    expect(sample.data?.subject).toBe('Door 4821 for Keiko Tanaka');
    const real = await call<EmailTemplatePreview>(staff, 'preview', { ...words, bookingId: id }, 'query');
    expect(real.data?.subject).toBe('Door 4821 for Keiko <b>Tanaka</b>');
    expect(real.data?.html).toContain('Aloha Keiko &lt;b&gt;Tanaka&lt;/b&gt;, from ');
    const gone = await call(staff, 'preview', { ...words, bookingId: '00000000-0000-4000-8000-000000000000' }, 'query');
    expect(gone).toMatchObject({ status: 404, message: 'That booking is not there any more. Pick another one.' });

    const sent = await call<{ to: string }>(staff, 'sendTest', { ...words, bookingId: null });
    expect(sent.data).toEqual({ to: 'lani@example.com' });
    const test = await team.db.orm.em.fork().findOneOrFail(OutboxEmailEntity, { to: 'lani@example.com' }, { orderBy: { id: 'desc' } });
    expect(test).toMatchObject({ kind: 'pre_arrival', subject: '[Test] Door 4821 for Keiko Tanaka', status: 'pending' });

    const refusedTest = await call(owner, 'sendTest', { ...words, subject: '{{nope}}', bookingId: null });
    expect(refusedTest.fieldErrors?.subject).toEqual(['{{nope}} is not a variable of this e-mail. Use one from the list.']);
  });

  it('lets staff view, preview and test but not save or restore', async () => {
    expect((await call(staff, 'list', undefined, 'query')).status).toBe(200);
    const save = await call(staff, 'save', { kind: 'pre_arrival', subject: 'Hi {{guest_name}}', body: 'Hi' });
    expect(save.status).toBe(403);
    expect((await call(staff, 'restore', { kind: 'pre_arrival' })).status).toBe(403);
    expect((await template('pre_arrival')).edited).toBe(false);
    const anonymous = await fetch(`${team.base}/trpc/admin.emailTemplates.list`);
    expect(anonymous.status).toBe(401);
  });
});
