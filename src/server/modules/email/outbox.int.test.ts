import nodemailer from 'nodemailer';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTarpit } from '../../../test/smtp-tarpit';
import { useTestDatabase } from '../../../test/use-test-server';
import { OutboxEmailEntity } from './outbox.entity';
import { deliverDueEmails, enqueueEmail, OUTBOX_LEASE_MS, type SendEmail } from './outbox.service';

const db = useTestDatabase({ seed: false });
let tarpit: Awaited<ReturnType<typeof startSmtpTarpit>>;

beforeAll(async () => {
  tarpit = await startSmtpTarpit();
});
afterAll(async () => {
  await tarpit.close();
});

const message = (to: string) => ({ kind: 'test', to, subject: `For ${to}`, text: 'Hello', html: '<p>Hello</p>' });

async function queue(...addresses: string[]): Promise<number[]> {
  const em = db.orm.em.fork();
  const rows = addresses.map((to) => enqueueEmail(em, message(to), new Date(Date.now() - 1000)));
  await em.flush();
  return rows.map((row) => row.id);
}

/** Connections of this test's database that sit inside an open transaction doing nothing. */
async function idleInTransaction(): Promise<number> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const result = await client.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`);
  await client.end();
  return result.rows[0].n as number;
}

function recordingSender() {
  const sentTo: string[] = [];
  const send: SendEmail = async (mail) => {
    sentTo.push(mail.to);
  };
  return { send, sentTo };
}

describe('the outbox worker and a tarpitting SMTP server', () => {
  it('holds no transaction or row lock while it waits on the SMTP server, so another process goes on sending', async () => {
    await queue('first@example.com', 'second@example.com');
    // nodemailer with a short greeting timeout, so the tarpit holds this worker for ~2 s. The socket's own
    // timeout is far longer: with equal ones, a busy machine let the socket's fire first ('Timeout').
    const transport = nodemailer.createTransport({ host: tarpit.host, port: tarpit.port, secure: false, greetingTimeout: 2000, connectionTimeout: 20_000, socketTimeout: 20_000 });
    const stalled: SendEmail = async (mail) => {
      await transport.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text });
    };
    const stuck = deliverDueEmails(db.orm.em.fork(), stalled, 'House <house@example.com>');
    await tarpit.firstConnection;

    expect(await idleInTransaction()).toBe(0);
    const other = recordingSender();
    expect(await deliverDueEmails(db.orm.em.fork(), other.send, 'House <house@example.com>')).toEqual({ sent: 1, failed: 0 });
    expect(other.sentTo).toEqual(['second@example.com']);

    expect(await stuck).toEqual({ sent: 0, failed: 1 });
    const first = await db.orm.em.fork().findOneOrFail(OutboxEmailEntity, { to: 'first@example.com' });
    expect(first).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
    expect(first.lastError).toBe('Greeting never received');
  });

  it('retries an e-mail whose worker died mid-send once its lease lapses, and not before', async () => {
    await db.orm.em.fork().nativeDelete(OutboxEmailEntity, {});
    const [id] = await queue('crashed@example.com');
    const now = new Date();
    // A worker claimed it and was killed before it could record anything.
    await db.orm.em.fork().nativeUpdate(OutboxEmailEntity, { id }, { claimedUntil: new Date(now.getTime() + OUTBOX_LEASE_MS) });

    const during = recordingSender();
    expect(await deliverDueEmails(db.orm.em.fork(), during.send, 'x@example.com', new Date(now.getTime() + 60_000))).toEqual({ sent: 0, failed: 0 });
    const after = recordingSender();
    expect(await deliverDueEmails(db.orm.em.fork(), after.send, 'x@example.com', new Date(now.getTime() + OUTBOX_LEASE_MS + 1000))).toEqual({ sent: 1, failed: 0 });
    expect(after.sentTo).toEqual(['crashed@example.com']);
    expect(await db.orm.em.fork().findOneOrFail(OutboxEmailEntity, { id })).toMatchObject({ status: 'sent', claimedUntil: null });
  });

  it('never hands one e-mail to two workers at once', async () => {
    await db.orm.em.fork().nativeDelete(OutboxEmailEntity, {});
    await queue(...Array.from({ length: 30 }, (_, i) => `guest${i}@example.com`));
    const slow = () => {
      const sentTo: string[] = [];
      const send: SendEmail = async (mail) => {
        sentTo.push(mail.to);
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
      return { send, sentTo };
    };
    const workers = [slow(), slow(), slow()];
    // Each round takes up to 20; two rounds each are more than enough for 30.
    for (let i = 0; i < 2; i += 1) await Promise.all(workers.map((worker) => deliverDueEmails(db.orm.em.fork(), worker.send, 'x@example.com')));
    const all = workers.flatMap((worker) => worker.sentTo);
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
  });
});
