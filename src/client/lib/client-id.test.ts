import { describe, expect, it } from 'vitest';
import { chatClientIdSchema } from '../../shared/chat/chat.schemas';
import { newClientId } from './client-id';

describe('newClientId', () => {
  it('makes ids the server accepts, a new one each time', () => {
    const ids = Array.from({ length: 50 }, newClientId);
    for (const id of ids) expect(chatClientIdSchema.safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
