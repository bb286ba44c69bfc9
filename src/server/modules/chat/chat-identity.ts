import { CHAT_LINK_LIFETIME_MS } from '../../../shared/chat/chat.rules';
import { sign, verifySigned } from '../../platform/signing';
import type { CookieJar } from '../../trpc/context';

/** The visitor's only identity: this cookie names their conversation, signed so no other id can be put in it. */
export const CHAT_COOKIE = 'kbh_chat';
/** A conversation started in this browser; one opened from an e-mailed link lasts only as long as the link. */
const CHAT_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECONDS = /^[0-9a-z]{1,10}$/;
const VERSION = /^[1-9]\d{0,8}$/;

/** Seconds since the epoch in base 36: a link stays short enough to paste. */
const toSeconds = (at: number) => Math.floor(at / 1000).toString(36);
const fromSeconds = (text: string) => parseInt(text, 36) * 1000;

type Purpose = 'chat-conversation' | 'chat-link';

/** A conversation id, a time and the conversation's link key version, signed together: `<id>.<time>.<version>.<signature>`. */
function signedStamp(secret: string, purpose: Purpose, conversationId: string, at: number, version: number): string {
  const payload = `${conversationId}.${toSeconds(at)}.${version}`;
  return `${payload}.${sign(secret, purpose, payload)}`;
}

type Stamp = { kind: 'stamped'; conversationId: string; at: number; version: number } | { kind: 'plain'; conversationId: string } | null;

/** Reads a signed value of either shape: the plain `<id>.<signature>` or the stamped one; null when not ours. */
function readSigned(secret: string, purpose: Purpose, value: string | undefined): Stamp {
  const parts = value?.split('.') ?? [];
  const [id = '', ...rest] = parts;
  if (!UUID.test(id)) return null;
  if (rest.length === 1) return verifySigned(secret, purpose, id, rest[0]!) ? { kind: 'plain', conversationId: id } : null;
  const [time = '', version = '', signature = ''] = rest;
  if (rest.length !== 3 || !SECONDS.test(time) || !VERSION.test(version)) return null;
  if (!verifySigned(secret, purpose, `${id}.${time}.${version}`, signature)) return null;
  return { kind: 'stamped', conversationId: id, at: fromSeconds(time), version: Number(version) };
}

/** Whom this browser's cookie names: the conversation, and for a browser that came in through a link, that link's key version. */
export interface VisitorIdentity {
  conversationId: string;
  /** Set for a cookie from an e-mailed link: valid only while the conversation's link key version is still this one. */
  linkVersion: number | null;
}

/** The conversation this browser's cookie names, or null (no cookie, not signed by us, or a link's cookie past the link's life). */
export function identityFromCookie(cookies: CookieJar, secret: string, now = new Date()): VisitorIdentity | null {
  const stamp = readSigned(secret, 'chat-conversation', cookies.get(CHAT_COOKIE));
  if (!stamp) return null;
  if (stamp.kind === 'plain') return { conversationId: stamp.conversationId, linkVersion: null };
  // A stamped cookie carries the moment its link expires.
  return stamp.at > now.getTime() ? { conversationId: stamp.conversationId, linkVersion: stamp.version } : null;
}

/** The cookie of the browser that started the conversation. */
export function rememberConversation(cookies: CookieJar, secret: string, conversationId: string): void {
  cookies.set(CHAT_COOKIE, `${conversationId}.${sign(secret, 'chat-conversation', conversationId)}`, { maxAgeSeconds: CHAT_COOKIE_MAX_AGE_S });
}

/** The cookie of a browser that opened an e-mailed link: it ends when the link does, and with the link's key version. */
export function rememberFromLink(cookies: CookieJar, secret: string, link: ChatLink, now = new Date()): void {
  const value = signedStamp(secret, 'chat-conversation', link.conversationId, link.expiresAt, link.version);
  cookies.set(CHAT_COOKIE, value, { maxAgeSeconds: Math.floor((link.expiresAt - now.getTime()) / 1000) });
}

/**
 * The token in the guest's e-mailed link (chat.resume): the conversation, the time it was issued and the
 * conversation's current link key version, signed. It works for CHAT_LINK_LIFETIME_DAYS, and until the host
 * ends the conversation's links (the version goes up).
 */
export function chatLinkToken(secret: string, link: { conversationId: string; version: number }, now = new Date()): string {
  return signedStamp(secret, 'chat-link', link.conversationId, now.getTime(), link.version);
}

export interface ChatLink {
  conversationId: string;
  version: number;
  /** Milliseconds since the epoch, whole seconds. */
  expiresAt: number;
}

/**
 * What a link token says. 'expired' for a genuine link past its life, and for the first links, which carried
 * no time (they are refused with the same clear message, never with 'not valid'); 'invalid' for anything we
 * did not sign, which chat.resume answers as 404.
 */
export function readChatLink(secret: string, token: string, now = new Date()): { kind: 'valid'; link: ChatLink } | { kind: 'expired' } | { kind: 'invalid' } {
  const stamp = readSigned(secret, 'chat-link', token);
  if (!stamp) return { kind: 'invalid' };
  if (stamp.kind === 'plain') return { kind: 'expired' };
  const expiresAt = stamp.at + CHAT_LINK_LIFETIME_MS;
  if (expiresAt <= now.getTime()) return { kind: 'expired' };
  return { kind: 'valid', link: { conversationId: stamp.conversationId, version: stamp.version, expiresAt } };
}
