import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { testConfig } from '../../../test/test-config';
import { createCaller } from '../../app-router';
import { DEFAULT_TIER_LIMITS } from '../../platform/rate-limit/rate-limit.tiers';
import { createInnerContext, memorySession } from '../../trpc/context';

// The per-conversation message limit is the chat's own rule, not a per-client call limit: a caller whose
// configuration names no call limits (createCaller, server rendering) still meets it.

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('the per-conversation chat limit', () => {
  it('refuses the message past the limit even without per-client call limits configured', async () => {
    // One context, so the in-memory cookie jar carries the conversation from start to every send.
    const guest = createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig() }));
    const { limit } = DEFAULT_TIER_LIMITS.chatMessage;
    // The first message opens the conversation; the limit counts the messages sent to it after that.
    await guest.chat.start({ name: 'Keiko Tanaka', email: 'keiko@example.com', message: 'Aloha', clientId: randomUUID() });
    for (let sent = 1; sent <= limit; sent += 1) {
      await expect(guest.chat.send({ body: `Message ${sent}`, clientId: randomUUID() })).resolves.toMatchObject({ status: 'sent' });
    }
    await expect(guest.chat.send({ body: 'One too many', clientId: randomUUID() })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
