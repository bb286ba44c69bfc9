/** A chat message is plain text of at most this many characters (no HTML; links are made clickable by the client). */
export const CHAT_MESSAGE_MAX = 2000;

/** A first message carrying more links than this waits for the host's review before it reaches the inbox. */
export const CHAT_MAX_LINKS_IN_FIRST_MESSAGE = 2;

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

/** How many web links a message carries (http(s) addresses and bare www. ones). */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/**
 * Blocking a conversation also refuses new conversations from its e-mail address and its client for this
 * many days: long enough that a nuisance cannot come back tomorrow with a new cookie, short enough that an
 * address later used by someone else (a carrier's or a hotel's) or a mistaken block locks no real guest out
 * for good (docs/decisions/004).
 */
export const CHAT_BLOCK_DAYS = 30;

/** What a guest of a blocked conversation is told, in place of the message being delivered. */
export const CHAT_CLOSED_NOTICE = 'This conversation is closed. For anything else, please use the contact form.';

/** The link in the guest's "You have an answer" e-mail works this long, and a browser that opened it keeps the chat no longer. */
export const CHAT_LINK_LIFETIME_DAYS = 14;
/** The longest resume token a link may carry (ours are about half of it). */
export const CHAT_LINK_TOKEN_MAX = 200;
export const CHAT_LINK_LIFETIME_MS = CHAT_LINK_LIFETIME_DAYS * 24 * 60 * 60_000;

/** What a guest is told for a link past its life, of the old kind without a date, or ended by the host. */
export const CHAT_LINK_EXPIRED_NOTICE = 'This chat link has expired. Please start a new chat, or open the link in our newest e-mail.';
