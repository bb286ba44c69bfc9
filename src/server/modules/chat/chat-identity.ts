import { sign, verifySigned } from '../../signing';
import type { CookieJar } from '../../trpc/context';

/** The visitor's only identity: this cookie names their conversation, signed so no other id can be put in it. */
export const CHAT_COOKIE = 'kbh_chat';
const CHAT_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signedId(secret: string, purpose: 'chat-conversation' | 'chat-link', conversationId: string): string {
  return `${conversationId}.${sign(secret, purpose, conversationId)}`;
}

function verifiedId(secret: string, purpose: 'chat-conversation' | 'chat-link', value: string | undefined): string | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  const id = value.slice(0, dot);
  if (dot < 0 || !UUID.test(id)) return null;
  return verifySigned(secret, purpose, id, value.slice(dot + 1)) ? id : null;
}

/** The conversation this browser's cookie names, or null (no cookie, or one not signed by us). */
export function conversationFromCookie(cookies: CookieJar, secret: string): string | null {
  return verifiedId(secret, 'chat-conversation', cookies.get(CHAT_COOKIE));
}

export function rememberConversation(cookies: CookieJar, secret: string, conversationId: string): void {
  cookies.set(CHAT_COOKIE, signedId(secret, 'chat-conversation', conversationId), { maxAgeSeconds: CHAT_COOKIE_MAX_AGE_S });
}

/** The token in the e-mailed link that continues a conversation on another device (chat.resume). */
export function chatLinkToken(secret: string, conversationId: string): string {
  return signedId(secret, 'chat-link', conversationId);
}

export function conversationFromLinkToken(secret: string, token: string): string | null {
  return verifiedId(secret, 'chat-link', token);
}
