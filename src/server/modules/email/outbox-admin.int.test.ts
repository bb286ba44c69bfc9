import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxDetail, OutboxFilter, OutboxList } from '../../../shared/email/outbox.schemas';
import { browserLike } from '../../../test/http-harness';
import { callTrpc, useRenderingServerWithTeam, type Tab } from '../../../test/rendering-server';
import { useSmtpPeer } from '../../../test/use-test-server';
import { smtpSender } from './mailer';
import { OutboxEmailEntity } from './outbox.entity';
import { startOutboxWorker } from './outbox-worker';
import { deliverDueEmails, enqueueEmail } from './outbox.service';

const team = useRenderingServerWithTeam({ name: 'Lani Staff', email: 'lani.outbox@example.com' });
let owner: Tab;
let staff: Tab;
const smtp = useSmtpPeer();
beforeAll(() => {
  ({ owner, staff } = team);
});

const FROM = 'House <house@example.com>';
const call = <T,>(tab: Tab, procedure: string, input?: unknown, kind: 'query' | 'mutation' = 'mutation') => callTrpc<T>(tab, `admin.outbox.${procedure}`, input, kind);
const deliver = (at = new Date(Date.now() + 1000)) => deliverDueEmails(team.db.orm.em.fork(), smtpSender(smtp.url), FROM, at);
const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

async function queue(message: { to: string; kind?: string; subject?: string }, createdAt = new Date(Date.now() - 1000)): Promise<number> {
  const em = team.db.orm.em.fork();
  const row = enqueueEmail(
    em,
    {
      kind: message.kind ?? 'booking-confirmed',
      to: message.to,
      subject: message.subject ?? `Aloha ${message.to}`,
      text: 'Your stay is confirmed.',
      html: '<p>Your stay is <b>confirmed</b>.</p>',
      attachments: [{ filename: 'stay.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
    },
    createdAt,
  );
  await em.flush();
  return row.id;
}

describe('Emails → Sent: delivery history, retry now and resend', () => {
  it('records every failed try with the mail server’s error, then the try that worked', async () => {
    const id = await queue({ to: 'history@example.com' });
    smtp.state.failing = true;
    await deliver();
    await team.db.orm.em.fork().nativeUpdate(OutboxEmailEntity, { id }, { nextAttemptAt: new Date() });
    await deliver();
    smtp.state.failing = false;

    const failing = (await call<OutboxDetail>(staff, 'get', { id }, 'query')).data!;
    expect(failing).toMatchObject({ status: 'pending', attempts: 2 });
    expect(failing.lastError).toContain('Mailbox temporarily unavailable');
    expect(failing.history).toHaveLength(2);
    expect(failing.history.every((attempt) => !attempt.ok && attempt.error?.includes('Mailbox temporarily unavailable'))).toBe(true);
    expect(failing.html).toBe('<p>Your stay is <b>confirmed</b>.</p>');
    expect(failing.attachments).toEqual([{ filename: 'stay.ics', contentType: 'text/calendar', size: 32, content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }]);

    // Its next try is scheduled a minute away; Retry now makes it due at once.
    expect((await deliver(new Date())).sent).toBe(0);
    const retried = await call<OutboxDetail>(staff, 'retryNow', { id });
    expect(retried.status).toBe(200);
    expect(await deliver(new Date(Date.now() + 100))).toMatchObject({ sent: 1 });
    expect(receivedBy('history@example.com')).toHaveLength(1);

    const sent = (await call<OutboxDetail>(owner, 'get', { id }, 'query')).data!;
    expect(sent.status).toBe('sent');
    expect(sent.history.map((attempt) => attempt.ok)).toEqual([false, false, true]);

    const audited = await team.db.orm.em
      .fork()
      .getConnection()
      .execute<{ action: string; actor_name: string }[]>(`select action, actor_name from audit_log where entity = 'outbox_email' and entity_id = ?`, [String(id)]);
    expect(audited).toEqual([{ action: 'update', actor_name: 'Lani Staff' }]);

    const again = await call(owner, 'retryNow', { id });
    expect(again.status).toBe(409);
    expect(again.message).toBe('This e-mail has been sent. Resend it to send it again.');
  });

  it('wakes a running worker when an e-mail is retried, without waiting for its next poll', async () => {
    const id = await queue({ to: 'woken@example.com' });
    await team.db.orm.em.fork().nativeUpdate(OutboxEmailEntity, { id }, { attempts: 3, nextAttemptAt: new Date(Date.now() + 3_600_000) });
    const stop = startOutboxWorker(team.db.orm, smtpSender(smtp.url), FROM, { pollMs: 600_000, listenUrl: team.db.url });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receivedBy('woken@example.com')).toHaveLength(0);
      expect((await call(staff, 'retryNow', { id })).status).toBe(200);
      await expect.poll(() => receivedBy('woken@example.com').length, { timeout: 10_000 }).toBe(1);
    } finally {
      await stop();
    }
  });

  it("wakes every server's worker when a new e-mail is committed (not for one rolled back), so it leaves without waiting for a poll", async () => {
    const listener = new pg.Client({ connectionString: team.db.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(`${message.channel}:${message.payload ?? ''}`));
    await listener.query('listen outbox_wake');
    try {
      await team.db.orm.em
        .fork()
        .transactional(async (tx) => {
          enqueueEmail(tx, { kind: 'contact-reply', to: 'never-sent@example.com', subject: 'x', text: 'x', html: '<p>x</p>' });
          await tx.flush();
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await queue({ to: 'woken-by-insert@example.com' });
      // The rolled-back insert said nothing; the committed one woke the listeners once.
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['outbox_wake:new']);
    } finally {
      await listener.end();
    }
  });

  it('resends to a corrected address as a new e-mail that names the original, which stays as it was', async () => {
    const id = await queue({ to: 'typo@exmaple.com', subject: 'Your booking KB-RESEND' });
    await deliver();
    const before = await team.db.orm.em.fork().findOneOrFail(OutboxEmailEntity, { id });

    const resent = await call<OutboxDetail>(staff, 'resend', { id, to: 'fixed@example.com' });
    expect(resent.status).toBe(200);
    expect(resent.data).toMatchObject({ to: 'fixed@example.com', subject: 'Your booking KB-RESEND', resentFromId: id, status: 'pending', kind: 'booking-confirmed' });
    expect(resent.data!.attachments.map((file) => file.filename)).toEqual(['stay.ics']);
    await deliver();
    const [mail] = receivedBy('fixed@example.com');
    expect(mail?.raw).toContain('Subject: Your booking KB-RESEND');
    expect(mail?.raw).toContain('stay.ics');

    const after = await team.db.orm.em.fork().findOneOrFail(OutboxEmailEntity, { id });
    expect(after).toEqual(before);
    const original = (await call<OutboxDetail>(owner, 'get', { id }, 'query')).data!;
    expect(original.resends).toEqual([{ id: resent.data!.id, to: 'fixed@example.com', createdAt: expect.any(String) }]);

    const twice = await call(staff, 'resend', { id, to: 'fixed@example.com' });
    expect(twice.status).toBe(409);

    const audit = await team.db.orm.em
      .fork()
      .getConnection()
      .execute<{ action: string; actor_name: string; after: { resentFromId: number; to: string } }[]>(
        `select action, actor_name, after from audit_log where entity = 'outbox_email' and entity_id = ?`,
        [String(resent.data!.id)],
      );
    expect(audit).toEqual([{ action: 'create', actor_name: 'Lani Staff', after: expect.objectContaining({ resentFromId: id, to: 'fixed@example.com' }) }]);
  });

  it('refuses a bad address with a message on the field, and an account link to anyone but its own address', async () => {
    const id = await queue({ to: 'member@example.com', kind: 'password-reset' });
    const bad = await call(staff, 'resend', { id, to: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors?.to).toEqual(['Enter a valid email address']);
    const elsewhere = await call(staff, 'resend', { id, to: 'someone.else@example.com' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.fieldErrors?.to?.[0]).toContain('only to its own address');
    expect((await call(staff, 'resend', { id, to: 'member@example.com' })).status).toBe(200);
  });

  it('lets no signed-out caller list, open, retry or resend', async () => {
    const id = await queue({ to: 'private@example.com' });
    const stranger = browserLike(team.base);
    expect((await call(stranger, 'list', { recipient: 'private' }, 'query')).status).toBe(401);
    expect((await call(stranger, 'get', { id }, 'query')).status).toBe(401);
    expect((await call(stranger, 'retryNow', { id })).status).toBe(401);
    expect((await call(stranger, 'resend', { id, to: 'me@evil.example' })).status).toBe(401);
    expect(await team.db.orm.em.fork().count(OutboxEmailEntity, { to: 'me@evil.example' })).toBe(0);
  });
});

describe('Emails → Sent: filters', () => {
  it('filters by status, part of the address in any case, kind and Honolulu creation dates, and counts every match', async () => {
    // 2026-03-10 00:30 in Honolulu is 10:30 UTC; 2026-03-09 23:30 in Honolulu is 2026-03-10 09:30 UTC.
    const onTenth = await queue({ to: 'Filter.One@Example.com', kind: 'pre-arrival' }, new Date('2026-03-10T10:30:00Z'));
    const onNinth = await queue({ to: 'filter.two@example.com', kind: 'pre-arrival' }, new Date('2026-03-10T09:30:00Z'));
    const failing = await queue({ to: 'filter.three@example.com', kind: 'contact-reply' }, new Date('2026-03-10T12:00:00Z'));
    await team.db.orm.em.fork().nativeUpdate(OutboxEmailEntity, { id: failing }, { attempts: 2, lastError: 'refused' });
    await team.db.orm.em.fork().nativeUpdate(OutboxEmailEntity, { id: onNinth }, { status: 'sent', sentAt: new Date() });

    const ids = async (filter: object) => {
      const answer = await call<OutboxList>(staff, 'list', filter, 'query');
      expect(answer.status).toBe(200);
      return answer.data!.items.map((item) => item.id);
    };
    expect(await ids({ recipient: 'FILTER.' })).toEqual([failing, onNinth, onTenth]);
    expect(await ids({ recipient: 'filter.', kind: 'pre-arrival' })).toEqual([onNinth, onTenth]);
    expect(await ids({ recipient: 'filter.', status: 'sent' })).toEqual([onNinth]);
    expect(await ids({ recipient: 'filter.', status: 'failing' })).toEqual([failing]);
    expect(await ids({ recipient: 'filter.', status: 'waiting' })).toEqual([onTenth]);
    expect(await ids({ recipient: 'filter.', from: '2026-03-10', to: '2026-03-10' })).toEqual([failing, onTenth]);
    expect(await ids({ recipient: 'filter.', to: '2026-03-09' })).toEqual([onNinth]);
    expect(await ids({ recipient: '%' })).toEqual([]);

    const kinds = (await call<{ kind: string; label: string }[]>(staff, 'kinds', undefined, 'query')).data!;
    expect(kinds).toEqual(expect.arrayContaining([{ kind: 'pre-arrival', label: 'Before arrival' }]));

    const backwards = await call(staff, 'list', { from: '2026-03-11', to: '2026-03-10' }, 'query');
    expect(backwards.status).toBe(400);
    expect(backwards.fieldErrors?.to).toEqual(['The end date must not be before the start date']);
  });

  it('stays on indexes with 50,000 e-mails: a page and its count for a narrow filter read no table from end to end', async () => {
    const connection = team.db.orm.em.fork().getConnection();
    await connection.execute(
      `insert into outbox_email (kind, "to", subject, text, html, status, attempts, next_attempt_at, sent_at, created_at)
       select case when n % 50 = 0 then 'contact-reply' else 'booking-confirmed' end, 'bulk' || n || '@example.com', 'Bulk ' || n, 'text', '<p>html</p>',
              case when n % 500 = 0 then 'pending' else 'sent' end, case when n % 1000 = 0 then 3 else 0 end,
              now(), now(), timestamptz '2025-01-01 10:00Z' + (n || ' minutes')::interval
         from generate_series(1, 50000) n`,
    );
    await connection.execute('analyze outbox_email');
    const narrow: OutboxFilter[] = [
      { recipient: 'bulk4242@' },
      { status: 'failing' },
      { from: '2025-01-10', to: '2025-01-10' },
    ];
    // How it reads is what is checked (the plans below), not how long a busy machine took to answer.
    for (const filter of narrow) {
      const answer = await call<OutboxList>(owner, 'list', filter, 'query');
      expect(answer.status).toBe(200);
      expect(answer.data!.items.length).toBeGreaterThan(0);
    }
    const { outboxWhere } = await import('./outbox-filter.logic');
    for (const filter of narrow) {
      const where = outboxWhere(filter);
      const plans = [
        `explain select id from outbox_email ${where.sql} order by id desc limit 50`,
        `explain select count(*) from outbox_email ${where.sql}`,
      ];
      for (const sql of plans) {
        const rows = await connection.execute<{ 'QUERY PLAN': string }[]>(sql, where.params);
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan, `${JSON.stringify(filter)}: ${plan}`).not.toContain('Seq Scan on outbox_email');
      }
    }
    const all = (await call<OutboxList>(owner, 'list', { kind: 'contact-reply', page: 2 }, 'query')).data!;
    expect(all.total).toBeGreaterThanOrEqual(1000);
    expect(all.items).toHaveLength(50);
  });
});
