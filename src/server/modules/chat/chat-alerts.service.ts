import type { EntityManager } from '@mikro-orm/postgresql';
import { getSiteInfo } from '../content/content.service';
import { enqueueEmail } from '../email/outbox.service';
import { chatGuestReplyEmail, chatHostAlertEmail, type AlertedMessage } from './chat-emails';
import { chatLinkToken } from './chat-identity';
import { hostPresent, PRESENCE_TTL_MS, sweepPresence } from './chat-presence';

/** At most one e-mail per conversation and side in this long. */
const CHAT_ALERT_THROTTLE_MS = 15 * 60_000;
/** A host reply waits this long for the guest's widget to come back (a tab switching back) before it is e-mailed. */
const CHAT_GUEST_ALERT_GRACE_MS = 60_000;
/** The most messages quoted in one e-mail (the newest). */
const QUOTED = 10;
/** Conversations handled per round; the next round takes the rest. */
const ROUND_SIZE = 50;

export interface ChatAlertOptions {
  /** The host's address; site info's contact e-mail when unset (as for booking notifications). */
  hostEmail?: string | undefined;
  publicUrl: string;
  /** Signs the guest's link back to the conversation (chat.resume). */
  bookingLinkSecret: string;
  /** With an admin in the inbox, how long a guest's message may wait for a reply or a read before the host is e-mailed. */
  hostAlertAfterMs: number;
}

/** Where the guest's e-mailed link lands: the widget on the home page exchanges the token for its cookie (chat.resume). */
const guestChatUrl = (publicUrl: string, token: string) => `${publicUrl}/?chat=${encodeURIComponent(token)}`;
const hostChatUrl = (publicUrl: string, conversationId: string) => `${publicUrl}/admin/chat?conversation=${conversationId}`;

interface Candidate {
  id: string;
  visitor_name: string;
  visitor_email: string;
  /** The guest's side only: the key version the e-mailed link is signed with. */
  link_version?: number;
}

/**
 * The chat's e-mail fallback, one round (every 30 s, from every server process):
 * - the host, when a guest's message is unread and no admin has the inbox open, or
 *   it has waited `hostAlertAfterMs` without a reply or a read;
 * - the guest, when a host reply is unread and no stream of theirs is open.
 * Only messages newer than the conversation's last e-mail count, and a conversation
 * is e-mailed at most once per side per 15 minutes: the e-mail is queued in the same
 * transaction as a conditional update of last_host_alert_at / last_guest_alert_at,
 * so of two processes running a round at once exactly one claims it.
 */
export async function runChatAlerts(em: EntityManager, options: ChatAlertOptions, now = new Date()): Promise<{ host: number; guest: number }> {
  await sweepPresence(em, now);
  const throttleEdge = new Date(now.getTime() - CHAT_ALERT_THROTTLE_MS);
  const hostAway = !(await hostPresent(em, now));
  const hostCandidates = await em.execute<Candidate[]>(
    `select c.id, c.visitor_name, c.visitor_email from chat_conversation c
     where c.status = 'open' and not c.held_for_review
       and (c.last_host_alert_at is null or c.last_host_alert_at <= ?)
       and exists (select 1 from chat_message m where m.conversation_id = c.id and m.author = 'guest' and m.id > c.host_read_up_to
         and (c.last_host_alert_at is null or m.created_at > c.last_host_alert_at) and (? or m.created_at <= ?))
     order by c.last_message_at limit ?`,
    [throttleEdge, hostAway, new Date(now.getTime() - options.hostAlertAfterMs), ROUND_SIZE],
  );
  const guestCandidates = await em.execute<Candidate[]>(
    `select c.id, c.visitor_name, c.visitor_email, c.link_version from chat_conversation c
     where c.status <> 'blocked'
       and (c.last_guest_alert_at is null or c.last_guest_alert_at <= ?)
       and exists (select 1 from chat_message m where m.conversation_id = c.id and m.author = 'host' and m.id > c.guest_read_up_to
         and (c.last_guest_alert_at is null or m.created_at > c.last_guest_alert_at) and m.created_at <= ?)
       and not exists (select 1 from chat_presence p where p.kind = 'guest' and p.conversation_id = c.id and p.last_seen_at > ?)
     order by c.last_message_at limit ?`,
    [throttleEdge, new Date(now.getTime() - CHAT_GUEST_ALERT_GRACE_MS), new Date(now.getTime() - PRESENCE_TTL_MS), ROUND_SIZE],
  );
  if (hostCandidates.length === 0 && guestCandidates.length === 0) return { host: 0, guest: 0 };

  const site = await getSiteInfo(em);
  let host = 0;
  let guest = 0;
  for (const conversation of hostCandidates) {
    const sent = await claimAndQueue(em, { side: 'host', conversationId: conversation.id, throttleEdge, now }, (messages) =>
      chatHostAlertEmail({
        to: options.hostEmail || site.contact_email,
        siteName: site.site_name,
        visitorName: conversation.visitor_name,
        visitorEmail: conversation.visitor_email,
        messages,
        url: hostChatUrl(options.publicUrl, conversation.id),
      }),
    );
    if (sent) host += 1;
  }
  for (const conversation of guestCandidates) {
    const sent = await claimAndQueue(em, { side: 'guest', conversationId: conversation.id, throttleEdge, now }, (messages) =>
      chatGuestReplyEmail({
        to: conversation.visitor_email,
        siteName: site.site_name,
        visitorName: conversation.visitor_name,
        messages,
        url: guestChatUrl(options.publicUrl, chatLinkToken(options.bookingLinkSecret, { conversationId: conversation.id, version: conversation.link_version ?? 1 }, now)),
      }),
    );
    if (sent) guest += 1;
  }
  return { host, guest };
}

const SIDES = {
  // The host is e-mailed about the guest's messages it has not read, and the guest about the host's.
  host: { alertColumn: 'last_host_alert_at', readColumn: 'host_read_up_to', author: 'guest' },
  guest: { alertColumn: 'last_guest_alert_at', readColumn: 'guest_read_up_to', author: 'host' },
} as const;

/** Claims the conversation's e-mail (conditional update; the row lock makes a second process wait, then find it taken) and queues it in the same transaction. */
async function claimAndQueue(
  em: EntityManager,
  claim: { side: keyof typeof SIDES; conversationId: string; throttleEdge: Date; now: Date },
  email: (messages: AlertedMessage[]) => Parameters<typeof enqueueEmail>[1],
): Promise<boolean> {
  const { alertColumn, readColumn, author } = SIDES[claim.side];
  return em.transactional(async (tx) => {
    const claimed = await tx.execute<{ previous: Date | null }[]>(
      `update chat_conversation c set ${alertColumn} = ?
       from (select id, ${alertColumn} as previous from chat_conversation where id = ? for update) old
       where c.id = old.id and (old.previous is null or old.previous <= ?)
       returning old.previous`,
      [claim.now, claim.conversationId, claim.throttleEdge],
    );
    if (claimed.length === 0) return false;
    const previous = claimed[0]!.previous;
    const rows = await tx.execute<{ body: string; created_at: Date }[]>(
      `select body, created_at from (
         select m.id, m.body, m.created_at from chat_message m join chat_conversation c on c.id = m.conversation_id
         where m.conversation_id = ? and m.author = ? and m.id > c.${readColumn} and (?::timestamptz is null or m.created_at > ?)
         order by m.id desc limit ?) newest order by id`,
      [claim.conversationId, author, previous, previous, QUOTED],
    );
    if (rows.length === 0) {
      // Read meanwhile: nothing to say, and the next message may still be e-mailed at once.
      await tx.execute(`update chat_conversation set ${alertColumn} = ? where id = ?`, [previous, claim.conversationId]);
      return false;
    }
    enqueueEmail(tx, email(rows.map((row) => ({ body: row.body, createdAt: new Date(row.created_at) }))), claim.now);
    return true;
  });
}
