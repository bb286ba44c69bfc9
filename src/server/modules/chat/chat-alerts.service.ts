import type { EntityManager } from '@mikro-orm/postgresql';
import { CHAT_FILTER_STATES, UNBLOCKED_STATUSES } from '../../../shared/chat/chat-status';
import { getSiteInfo, hostNotificationEmail } from '../content/content.service';
import { adminConversationHref } from '../../../shared/chat/chat-links';
import { guestChatResumeUrl } from '../../../shared/chat/guest-chat-link';
import { withOwnerWords } from '../email/email-template.service';
import { enqueueEmail, type EmailMessage } from '../email/outbox.service';
import { chatGuestReplyEmail, chatGuestReplyValues, chatHostAlertEmail, chatHostAlertValues, type AlertedMessage } from './chat-emails';
import { chatLinkToken } from './chat-identity';
import { hostPresent, PRESENCE_TTL_MS, sweepPresence } from './chat-presence';
import { ChatConversationEntity, type ChatConversationRow, type ChatMessageRow } from './chat.entity';
import { stateCondition } from './chat-conversation.queries';

/** At most one e-mail per conversation and side in this long. */
const CHAT_ALERT_THROTTLE_MS = 15 * 60_000;
/** A host reply waits this long for the guest's widget to come back (a tab switching back) before it is e-mailed. */
const CHAT_GUEST_ALERT_GRACE_MS = 60_000;
/** The most messages quoted in one e-mail about one conversation (the newest)… */
const QUOTED = 10;
/** …and per conversation in an e-mail listing several. */
const QUOTED_IN_LIST = 3;
/** Conversations handled per round (and listed in the host's e-mail at most); the next round takes the rest. */
const ROUND_SIZE = 50;

export interface ChatAlertOptions {
  /** The host's address; site info's contact e-mail when unset (as for booking notifications). */
  hostEmail?: string | undefined;
  publicUrl: string;
  /** Signs the guest's link back to the conversation (chat.resume). */
  signingSecret: string;
  /** With an admin in the inbox, how long a guest's message may wait for a reply or a read before the host is e-mailed. */
  hostAlertAfterMs: number;
}

/** The guest's side also has linkVersion: the key version the e-mailed link is signed with. */
type Candidate = Pick<ChatConversationRow, 'id' | 'visitorName' | 'visitorEmail'> & Partial<Pick<ChatConversationRow, 'linkVersion'>>;

/** A conversation's unread messages as the e-mail quotes them. */
type Quoted = Pick<ChatMessageRow, 'body' | 'createdAt'>;

/**
 * The chat's e-mail fallback, one round (every 30 s, from every server process):
 * - the host, when a guest's message is unread and no admin has the inbox open, or
 *   it has waited `hostAlertAfterMs` without a reply or a read: one e-mail per round
 *   listing every such conversation, so a burst of new chats is one e-mail, not one each;
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
  const open = stateCondition('c', CHAT_FILTER_STATES.open);
  const unblocked = stateCondition('c', { statuses: UNBLOCKED_STATUSES, held: null });
  // Raw: correlated conditions on each conversation's own read mark and last e-mail, one pass per round.
  const hostCandidates = await em.execute<Candidate[]>(
    `select c.id, c.visitor_name as "visitorName", c.visitor_email as "visitorEmail" from chat_conversation c
     where ${open.sql}
       and (c.last_host_alert_at is null or c.last_host_alert_at <= ?)
       and exists (select 1 from chat_message m where m.conversation_id = c.id and m.author = 'guest' and m.id > c.host_read_up_to
         and (c.last_host_alert_at is null or m.created_at > c.last_host_alert_at) and (? or m.created_at <= ?))
     order by c.last_message_at limit ?`,
    [...open.params, throttleEdge, hostAway, new Date(now.getTime() - options.hostAlertAfterMs), ROUND_SIZE],
  );
  const guestCandidates = await em.execute<Candidate[]>(
    `select c.id, c.visitor_name as "visitorName", c.visitor_email as "visitorEmail", c.link_version as "linkVersion" from chat_conversation c
     where ${unblocked.sql}
       and (c.last_guest_alert_at is null or c.last_guest_alert_at <= ?)
       and exists (select 1 from chat_message m where m.conversation_id = c.id and m.author = 'host' and m.id > c.guest_read_up_to
         and (c.last_guest_alert_at is null or m.created_at > c.last_guest_alert_at) and m.created_at <= ?)
       and not exists (select 1 from chat_presence p where p.kind = 'guest' and p.conversation_id = c.id and p.last_seen_at > ?)
     order by c.last_message_at limit ?`,
    [...unblocked.params, throttleEdge, new Date(now.getTime() - CHAT_GUEST_ALERT_GRACE_MS), new Date(now.getTime() - PRESENCE_TTL_MS), ROUND_SIZE],
  );
  if (hostCandidates.length === 0 && guestCandidates.length === 0) return { host: 0, guest: 0 };

  const site = await getSiteInfo(em);
  const hostEmail = await hostNotificationEmail(em, options.hostEmail);
  // One e-mail to the host per round, listing every conversation it claimed (never one per conversation).
  const host = await claimHostAlerts(em, hostCandidates, { throttleEdge, now }, (tx, conversations) => {
    const alert = {
      to: hostEmail,
      siteName: site.site_name,
      conversations: conversations.map(({ candidate, messages }) => ({
        visitorName: candidate.visitorName,
        visitorEmail: candidate.visitorEmail,
        messages,
        url: adminConversationHref(candidate.id, options.publicUrl),
      })),
    };
    return withOwnerWords(tx, 'chat-host-alert', chatHostAlertEmail(alert), chatHostAlertValues(alert));
  });
  let guest = 0;
  for (const conversation of guestCandidates) {
    const sent = await claimAndQueue(em, { side: 'guest', conversationId: conversation.id, throttleEdge, now }, (tx, messages) => {
      const reply = {
        to: conversation.visitorEmail,
        siteName: site.site_name,
        visitorName: conversation.visitorName,
        messages,
        url: guestChatResumeUrl(chatLinkToken(options.signingSecret, { conversationId: conversation.id, version: conversation.linkVersion ?? 1 }, now), options.publicUrl),
      };
      return withOwnerWords(tx, 'chat-guest-reply', chatGuestReplyEmail(reply), chatGuestReplyValues(reply));
    });
    if (sent) guest += 1;
  }
  return { host, guest };
}

const SIDES = {
  // The host is e-mailed about the guest's messages it has not read, and the guest about the host's.
  host: { alertColumn: 'last_host_alert_at', alertProperty: 'lastHostAlertAt', readColumn: 'host_read_up_to', author: 'guest' },
  guest: { alertColumn: 'last_guest_alert_at', alertProperty: 'lastGuestAlertAt', readColumn: 'guest_read_up_to', author: 'host' },
} as const;

// Raw: the newest unread messages since the last e-mail, quoted oldest first (a subquery's order reversed).
const UNREAD_SINCE = (readColumn: string) => `select body, created_at as "createdAt" from (
   select m.id, m.body, m.created_at from chat_message m join chat_conversation c on c.id = m.conversation_id
   where m.conversation_id = ? and m.author = ? and m.id > c.${readColumn} and (?::timestamptz is null or m.created_at > ?)
   order by m.id desc limit ?) newest order by id`;

/**
 * Claims the host's e-mail for every candidate it can and queues one e-mail listing them, in one
 * transaction: one statement takes the rows' locks in id order (two processes never wait on each
 * other in a cycle) and claims those whose last e-mail is old enough; a second process waits,
 * then finds them claimed. A claimed conversation read meanwhile is given back and left out.
 * Returns how many conversations the e-mail lists.
 */
async function claimHostAlerts(
  em: EntityManager,
  candidates: Candidate[],
  claim: { throttleEdge: Date; now: Date },
  email: (tx: EntityManager, conversations: { candidate: Candidate; messages: AlertedMessage[] }[]) => Promise<EmailMessage>,
): Promise<number> {
  if (candidates.length === 0) return 0;
  const { alertColumn, alertProperty, readColumn, author } = SIDES.host;
  return em.transactional(async (tx) => {
    // Raw: one statement locks the rows in id order and claims those whose last e-mail is old enough (update … from … for update).
    const claimed = await tx.execute<{ id: string; previous: Date | null }[]>(
      `update chat_conversation c set ${alertColumn} = ?
       from (select id, ${alertColumn} as previous from chat_conversation where id = any(?::uuid[]) order by id for update) old
       where c.id = old.id and (old.previous is null or old.previous <= ?)
       returning c.id, old.previous`,
      // One array literal: a bound JS array would be expanded into a list (see chat-presence.ts).
      [claim.now, `{${candidates.map((candidate) => candidate.id).join(',')}}`, claim.throttleEdge],
    );
    const listed: { candidate: Candidate; messages: AlertedMessage[] }[] = [];
    // In the candidates' order (oldest activity first), not the claim's.
    for (const candidate of candidates) {
      const row = claimed.find((one) => one.id === candidate.id);
      if (!row) continue;
      const quoted = candidates.length === 1 ? QUOTED : QUOTED_IN_LIST;
      const rows = await tx.execute<Quoted[]>(UNREAD_SINCE(readColumn), [candidate.id, author, row.previous, row.previous, quoted]);
      if (rows.length === 0) {
        // Read meanwhile: nothing to say, and the next message may still be e-mailed at once.
        await tx.nativeUpdate(ChatConversationEntity, { id: candidate.id }, { [alertProperty]: row.previous });
        continue;
      }
      listed.push({ candidate, messages: rows.map((one) => ({ body: one.body, createdAt: new Date(one.createdAt) })) });
    }
    if (listed.length > 0) enqueueEmail(tx, await email(tx, listed), claim.now);
    return listed.length;
  });
}

/** Claims the conversation's e-mail (conditional update; the row lock makes a second process wait, then find it taken) and queues it in the same transaction. */
async function claimAndQueue(
  em: EntityManager,
  claim: { side: keyof typeof SIDES; conversationId: string; throttleEdge: Date; now: Date },
  email: (tx: EntityManager, messages: AlertedMessage[]) => Promise<EmailMessage>,
): Promise<boolean> {
  const { alertColumn, alertProperty, readColumn, author } = SIDES[claim.side];
  return em.transactional(async (tx) => {
    // Raw: the conditional claim under the row's lock, returning the previous e-mail's time.
    const claimed = await tx.execute<{ previous: Date | null }[]>(
      `update chat_conversation c set ${alertColumn} = ?
       from (select id, ${alertColumn} as previous from chat_conversation where id = ? for update) old
       where c.id = old.id and (old.previous is null or old.previous <= ?)
       returning old.previous`,
      [claim.now, claim.conversationId, claim.throttleEdge],
    );
    if (claimed.length === 0) return false;
    const previous = claimed[0]!.previous;
    const rows = await tx.execute<Quoted[]>(UNREAD_SINCE(readColumn), [claim.conversationId, author, previous, previous, QUOTED]);
    if (rows.length === 0) {
      // Read meanwhile: nothing to say, and the next message may still be e-mailed at once.
      await tx.nativeUpdate(ChatConversationEntity, { id: claim.conversationId }, { [alertProperty]: previous });
      return false;
    }
    enqueueEmail(tx, await email(tx, rows.map((row) => ({ body: row.body, createdAt: new Date(row.createdAt) }))), claim.now);
    return true;
  });
}
