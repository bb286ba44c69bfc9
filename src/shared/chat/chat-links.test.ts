import { describe, expect, it } from 'vitest';
import { adminChatFilterHref, adminChatFilterOf, adminConversationHref, adminConversationIdOf } from './chat-links';
import { CHAT_FILTERS } from './chat.schemas';

const ORIGIN = 'https://kaneohe.example';
const CONVERSATION = '22222222-2222-4222-8222-222222222222';
const searchOf = (href: string) => new URL(href, ORIGIN).searchParams;

describe('the inbox link to one conversation', () => {
  it('is the address the host’s e-mail has always carried, and reads back', () => {
    expect(adminConversationHref(CONVERSATION, ORIGIN)).toBe(`${ORIGIN}/admin/chat?conversation=${CONVERSATION}`);
    expect(adminConversationIdOf(searchOf(adminConversationHref(CONVERSATION)))).toBe(CONVERSATION);
  });

  it.each(['', '?conversation=', '?conversation=42', '?conversation=not-a-uuid', `?filter=${CONVERSATION}`])('reads no conversation from %j', (search) => {
    expect(adminConversationIdOf(search)).toBeNull();
  });
});

describe('the inbox link to one filter', () => {
  it.each(CHAT_FILTERS)('builds and reads back %s', (filter) => {
    expect(adminChatFilterHref(filter)).toBe(`/admin/chat?filter=${filter}`);
    expect(adminChatFilterOf(searchOf(adminChatFilterHref(filter)))).toBe(filter);
  });

  it.each(['', '?filter=', '?filter=HELD', '?filter=spam', '?conversation=held'])('reads no filter from %j', (search) => {
    expect(adminChatFilterOf(search)).toBeNull();
  });
});
