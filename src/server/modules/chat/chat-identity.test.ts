import { describe, expect, it } from 'vitest';
import { CHAT_LINK_LIFETIME_MS } from '../../../shared/chat/chat.rules';
import { memoryCookies } from '../../trpc/context';
import { sign } from '../../platform/signing';
import { CHAT_COOKIE, chatLinkToken, identityFromCookie, readChatLink, rememberConversation, rememberFromLink } from './chat-identity';

const secret = 'a-secret-for-these-tests-only';
const id = '6f1c5a52-2d55-4a8e-9f3e-0c4a1f1f2b10';
const issued = new Date('2041-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(issued.getTime() + ms);
const token = chatLinkToken(secret, { conversationId: id, version: 3 }, issued);

describe('readChatLink', () => {
  it.each([
    ['a fresh link', token, at(0), 'valid'],
    ['a link one second before its end', token, at(CHAT_LINK_LIFETIME_MS - 1000), 'valid'],
    ['a link at its end', token, at(CHAT_LINK_LIFETIME_MS), 'expired'],
    ['an old link without a time, genuine', `${id}.${sign(secret, 'chat-link', id)}`, at(0), 'expired'],
    ['an old link without a time, forged', `${id}.${sign('another-secret', 'chat-link', id)}`, at(0), 'invalid'],
    ['a link signed under another secret', chatLinkToken('another-secret', { conversationId: id, version: 3 }, issued), at(0), 'invalid'],
    ['a link with its version changed', token.replace('.3.', '.4.'), at(0), 'invalid'],
    ['a link with its time moved', token.replace(/\.([0-9a-z]+)\.3\./, '.zzzzzz.3.'), at(0), 'invalid'],
    ['the cookie used as a link', `${id}.${sign(secret, 'chat-conversation', id)}`, at(0), 'invalid'],
    ['garbage', 'nonsense.token', at(0), 'invalid'],
  ])('%s: %s', (_name, given, now, kind) => {
    expect(readChatLink(secret, given, now).kind).toBe(kind);
  });

  it('names the conversation, the version and the end of its life', () => {
    expect(readChatLink(secret, token, at(0))).toEqual({
      kind: 'valid',
      link: { conversationId: id, version: 3, expiresAt: issued.getTime() + CHAT_LINK_LIFETIME_MS },
    });
  });
});

describe('the chat cookie', () => {
  it("keeps the starting browser's cookie without a link version, and a link's only until the link's end", () => {
    const started = memoryCookies();
    rememberConversation(started, secret, id);
    expect(identityFromCookie(started, secret, at(10 * CHAT_LINK_LIFETIME_MS))).toEqual({ conversationId: id, linkVersion: null });

    const resumed = memoryCookies();
    const link = { conversationId: id, version: 3, expiresAt: issued.getTime() + CHAT_LINK_LIFETIME_MS };
    rememberFromLink(resumed, secret, link, at(1000));
    expect(identityFromCookie(resumed, secret, at(CHAT_LINK_LIFETIME_MS - 1000))).toEqual({ conversationId: id, linkVersion: 3 });
    expect(identityFromCookie(resumed, secret, at(CHAT_LINK_LIFETIME_MS))).toBeNull();
  });

  it('refuses a link token as a cookie', () => {
    const cookies = memoryCookies();
    cookies.set(CHAT_COOKIE, token, { maxAgeSeconds: 60 });
    expect(identityFromCookie(cookies, secret, at(0))).toBeNull();
  });
});
