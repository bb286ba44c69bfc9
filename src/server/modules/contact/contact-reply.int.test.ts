import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REPLY_MAX_LENGTH } from '../../../shared/contact/contact.schemas';
import { chatTab } from '../../../test/chat-tab';
import { signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { createSiteInfo } from '../../composition/factories';
import { ContactMessageEntity } from './contact.entity';

// Answering a guest's contact message from the admin (issue 19, point 10).

const { db, http } = useTestServer({ seed: false });
let owner: ReturnType<typeof chatTab>;
let siteEmail: string;

beforeAll(async () => {
  const em = db.orm.em.fork();
  createSiteInfo(em);
  await em.flush();
  owner = chatTab(http.baseUrl, (await signedInOwner(db.orm, http.baseUrl)).cookie());
  siteEmail = String((await owner.tab.get('/api/settings/site_info')).body.contact_email);
});

async function guestMessage(name: string, message: string): Promise<number> {
  const em = db.orm.em.fork();
  const made = em.create(ContactMessageEntity, { name, email: `${name.toLowerCase()}@example.com`, message, createdAt: new Date('2027-03-10T02:00:00Z') });
  await em.flush();
  return made.id;
}

interface OutboxRow {
  kind: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
}
const outboxTo = (to: string) => db.orm.em.fork().execute<OutboxRow[]>(`select kind, "to", reply_to, subject, text, html from outbox_email where "to" = ? order by id`, [to]);
const repliesOf = (id: number) => db.orm.em.fork().execute<{ text: string }[]>('select text from contact_reply where message_id = ?', [id]);
const answeredAt = async (id: number) => (await db.orm.em.fork().execute<{ answered_at: Date | null }[]>('select answered_at from contact_message where id = ?', [id]))[0]!.answered_at;

describe('admin.contact.reply', () => {
  it('e-mails the guest through the outbox with the text escaped, lists the reply under the message and marks it answered', async () => {
    const id = await guestMessage('Kai', 'Is the kayak <b>free</b>?');
    const reply = 'Aloha Kai!\nYes, the kayak is free. <script>alert(1)</script> & paddles too.';
    const answer = await owner.mutate('admin.contact.reply', { id, text: `  ${reply}  ` });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ id, answeredBy: { name: 'Leilani Kahale' }, replies: [{ text: reply, sentByName: 'Leilani Kahale' }] });
    expect(answer.data!.answeredAt).toBe((answer.data!.replies as { sentAt: string }[])[0]!.sentAt);

    const [mail, ...more] = await outboxTo('kai@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'contact-reply', reply_to: siteEmail, subject: 'Re: your message to Kaneohe Bay Beach House' });
    expect(mail!.text).toContain(reply);
    expect(mail!.text).toContain('> Is the kayak <b>free</b>?');
    expect(mail!.html).toContain('Yes, the kayak is free. &lt;script&gt;alert(1)&lt;/script&gt; &amp; paddles too.');
    expect(mail!.html).toContain('Is the kayak &lt;b&gt;free&lt;/b&gt;?');
    expect(mail!.html).not.toMatch(/<script|<b>/);

    // The owner's list shows it answered, with the reply under the message.
    const list = await owner.tab.get('/api/admin/contact-messages?status=answered');
    expect(list.body.items).toMatchObject([{ id, name: 'Kai', replies: [{ text: reply, sentByName: 'Leilani Kahale' }] }]);
    // Outbox in the admin: the reply waits there like every e-mail.
    const outbox = (await owner.tab.get('/api/admin/outbox')).body as unknown as { to: string; subject: string; status: string }[];
    expect(outbox).toContainEqual(expect.objectContaining({ to: 'kai@example.com', subject: 'Re: your message to Kaneohe Bay Beach House', status: 'pending' }));
  });

  it('keeps the first answer of a message already answered, and adds a second reply under the first', async () => {
    const id = await guestMessage('Lani', 'Is parking free?');
    const first = await owner.mutate('admin.contact.reply', { id, text: 'Yes, two cars fit.' });
    const second = await owner.mutate('admin.contact.reply', { id, text: 'And a third on the street.' });
    expect(second.data!.answeredAt).toBe(first.data!.answeredAt);
    expect((second.data!.replies as { text: string }[]).map((one) => one.text)).toEqual(['Yes, two cars fit.', 'And a third on the street.']);
    expect(await outboxTo('lani@example.com')).toHaveLength(2);
  });

  it('answers a reopened message again: the reply marks it answered anew', async () => {
    const id = await guestMessage('Moana', 'Can we bring a dog?');
    await owner.mutate('admin.contact.reply', { id, text: 'One dog is welcome.' });
    await owner.mutate('admin.contact.reopen', { id });
    expect(await answeredAt(id)).toBeNull();
    const again = await owner.mutate('admin.contact.reply', { id, text: 'Two dogs are fine too.' });
    expect(again.data!.answeredAt).not.toBeNull();
    expect(await answeredAt(id)).not.toBeNull();
  });

  it('refuses an empty or too long reply with a message on the field, changing nothing', async () => {
    const id = await guestMessage('Noa', 'Early check-in?');
    for (const [text, message] of [
      ['   ', 'Write your reply'],
      ['x'.repeat(CONTACT_REPLY_MAX_LENGTH + 1), 'Your reply is too long (5,000 characters at most)'],
      ['Hi\u0000there', 'Remove the special characters'],
    ] as const) {
      const refused = await owner.tab.post('/trpc/admin.contact.reply', { json: { id, text } });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    expect(await repliesOf(id)).toEqual([]);
    expect(await outboxTo('noa@example.com')).toEqual([]);
    expect(await answeredAt(id)).toBeNull();
  });

  it('answers 404 for a message that does not exist, queuing nothing', async () => {
    const missing = await owner.mutate('admin.contact.reply', { id: 999_999, text: 'Hello?' });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ message: 'There is no message from a guest with that id.' });
    const [count] = await db.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from outbox_email where kind = 'contact-reply' and text like '%Hello?%'`);
    expect(count!.n).toBe(0);
  });

  it('is for the owner and staff only: 401 for anyone not signed in, changing nothing', async () => {
    const id = await guestMessage('Pua', 'Do you have a crib?');
    const anonymous = chatTab(http.baseUrl);
    expect((await anonymous.mutate('admin.contact.reply', { id, text: 'Yes.' })).status).toBe(401);
    expect(await repliesOf(id)).toEqual([]);
    expect(await outboxTo('pua@example.com')).toEqual([]);
    expect(await answeredAt(id)).toBeNull();
  });
});
