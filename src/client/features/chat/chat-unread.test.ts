import { describe, expect, it } from 'vitest';
import { idAfter, lastId, unreadReplies } from './chat-unread';

describe('message ids', () => {
  it('compares ids as numbers, not as text', () => {
    expect(idAfter('10', '9')).toBe(true);
    expect(idAfter('9', '10')).toBe(false);
    expect(idAfter('12', '12')).toBe(false);
    expect(idAfter('1', null)).toBe(true);
    expect(lastId([{ id: '9' }, { id: '11' }, { id: '10' }])).toBe('11');
    expect(lastId([])).toBeNull();
  });

  it('counts the host replies after the last one seen, never the guest own messages', () => {
    const messages = [
      { id: '8', author: 'guest' as const },
      { id: '9', author: 'host' as const },
      { id: '10', author: 'guest' as const },
      { id: '11', author: 'host' as const },
    ];
    expect(unreadReplies(messages, null)).toBe(2);
    expect(unreadReplies(messages, '9')).toBe(1);
    expect(unreadReplies(messages, '11')).toBe(0);
  });
});
