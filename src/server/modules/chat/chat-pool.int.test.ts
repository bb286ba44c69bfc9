import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { signedInOwner } from '../../../test/http-harness';
import { TEST_POOL } from '../../../test/test-database';
import { useTestServer } from '../../../test/use-test-server';
import { ContactMessageEntity } from '../contact/contact.entity';

// Probe G1: a limit counter took a second pooled connection while the call's transaction held the
// first, so as many chat messages at once as the pool has connections stalled the whole site until
// the pool gave up (60 s in production) and answered 500. The test pool is small (TEST_POOL) with a
// short acquire timeout, so a stall shows here as a 500 or a wait of that timeout, within seconds.

const MESSAGE_TIER = 12;
// Addresses from X-Forwarded-For, so every guest here is a client of its own; the message tier is small
// enough that a batch of 20 meets it (the per-conversation count inside the call's transaction too).
const { db, http } = useTestServer({ http: { trustProxy: 1, chatMessageRateLimit: MESSAGE_TIER } });

type Result = { result?: { data: { json: unknown } }; error?: { json: { message: string; data: { httpStatus: number } } } };

/** A guest at an address of its own, with the chat cookie of the conversation it started. */
async function guestAt(address: string) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': address };
  const started = await fetch(`${http.baseUrl}/trpc/chat.start`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ json: { name: 'Guest', email: `guest-${address}@example.com`, message: 'Aloha', clientId: randomUUID() } }),
  });
  expect(started.status).toBe(200);
  const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
  return {
    send: (body: string) =>
      fetch(`${http.baseUrl}/trpc/chat.send`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ json: { body, clientId: randomUUID() } }) }),
    sendBatch: async (count: number) => {
      const paths = Array.from({ length: count }, () => 'chat.send').join(',');
      const input = Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), { json: { body: `m${i}`, clientId: randomUUID() } }]));
      const response = await fetch(`${http.baseUrl}/trpc/${paths}?batch=1`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(input) });
      return (await response.json()) as Result[];
    },
  };
}

const statusOf = (result: Result) => (result.error ? result.error.json.data.httpStatus : 200);

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

/** Another visitor's quote, on dates of its own. */
async function quote(daysAhead: number) {
  const start = addDaysIso(todayAtProperty(), daysAhead);
  return fetch(`${http.baseUrl}/api/quote?start=${start}&end=${addDaysIso(start, 4)}&guests=2`, { headers: { 'x-forwarded-for': '198.51.100.200' } });
}

describe('chat messages never hold two pooled connections', () => {
  it("answers one visitor's batch of 20 messages with 200s and 429s, never a 500 or a pool timeout", async () => {
    const guest = await guestAt('203.0.113.1');
    const { value: results, ms } = await timed(guest.sendBatch(20));
    const statuses = results.map(statusOf);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    expect(ms).toBeLessThan(TEST_POOL.acquireTimeoutMillis);
  });

  it('sends pool size + 10 messages from as many guests at once, and a quote sent meanwhile answers at once', async () => {
    const guests = await Promise.all(Array.from({ length: TEST_POOL.max + 10 }, (_, i) => guestAt(`203.0.113.${10 + i}`)));
    const sending = timed(Promise.all(guests.map((guest, i) => guest.send(`Do you have beach towels? (${i})`))));
    const quoted = await timed(quote(300));
    const sent = await sending;
    expect(sent.value.map((response) => response.status)).toEqual(guests.map(() => 200));
    expect(sent.ms).toBeLessThan(TEST_POOL.acquireTimeoutMillis);
    expect(quoted.value.status).toBe(200);
    expect(quoted.ms).toBeLessThan(TEST_POOL.acquireTimeoutMillis / 2);
  });
});

describe("the contact messages' admin mutations never hold two pooled connections", () => {
  it('marks pool size + 10 messages answered and reopens them, all at once', async () => {
    const em = db.orm.em.fork();
    const messages = Array.from({ length: TEST_POOL.max + 10 }, (_, i) =>
      em.create(ContactMessageEntity, { name: `Guest ${i}`, email: `contact-${i}@example.com`, message: 'Is there a crib?', createdAt: new Date() }),
    );
    await em.flush();
    const owner = await signedInOwner(db.orm, http.baseUrl);
    const mutate = (procedure: string, id: number) =>
      fetch(`${http.baseUrl}/trpc/admin.contact.${procedure}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie() },
        body: JSON.stringify({ json: { id } }),
      });
    for (const procedure of ['markAnswered', 'reopen']) {
      const { value: responses, ms } = await timed(Promise.all(messages.map((message) => mutate(procedure, message.id))));
      expect(responses.map((response) => response.status)).toEqual(messages.map(() => 200));
      expect(ms).toBeLessThan(TEST_POOL.acquireTimeoutMillis);
    }
    const answered = await db.orm.em.fork().count(ContactMessageEntity, { id: { $in: messages.map((message) => message.id) }, answeredAt: { $ne: null } });
    expect(answered).toBe(0);
  });
});
