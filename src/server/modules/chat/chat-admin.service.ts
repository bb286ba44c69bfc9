import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import type { ChatConversation, ChatConversationDetail, ChatListInput, ChatListResult, ChatUnreadCount } from '../../../shared/chat/chat.schemas';
import { messagesAfter } from './chat.service';
import { BLOCKED_UNTIL_COLUMN, blockNewChats, unblockNewChats } from './chat-block.service';

const PAGE_SIZE = 20;
const PREVIEW_LENGTH = 140;

interface ConversationRow {
  id: string;
  visitor_name: string;
  visitor_email: string;
  status: ChatConversation['status'];
  held_for_review: boolean;
  email_confirmed: boolean;
  blocked_until: Date | null;
  created_at: Date;
  last_message_at: Date;
  unread: number;
  preview: string | null;
  total?: number;
}

const toConversation = (row: ConversationRow): ChatConversation => ({
  id: row.id,
  name: row.visitor_name,
  email: row.visitor_email,
  status: row.status,
  blockedUntil: row.blocked_until ? new Date(row.blocked_until).toISOString() : null,
  heldForReview: row.held_for_review,
  emailConfirmed: row.email_confirmed,
  createdAt: new Date(row.created_at).toISOString(),
  lastMessageAt: new Date(row.last_message_at).toISOString(),
  unread: row.unread,
  preview: (row.preview ?? '').slice(0, PREVIEW_LENGTH),
});

const CONVERSATION_SELECT = `select c.id, c.visitor_name, c.visitor_email, c.status, c.held_for_review, c.email_confirmed_at is not null as email_confirmed,
  c.created_at, c.last_message_at,
  (select count(*)::int from chat_message u where u.conversation_id = c.id and u.author = 'guest' and u.id > c.host_read_up_to) as unread,
  (select p.body from chat_message p where p.conversation_id = c.id order by p.id desc limit 1) as preview,
  ${BLOCKED_UNTIL_COLUMN}`;

// Held conversations show only under their own filter, never in the open inbox, until released.
const FILTERS: Record<ChatListInput['filter'], string> = {
  open: `c.status = 'open' and not c.held_for_review`,
  held: `c.held_for_review and c.status <> 'blocked'`,
  resolved: `c.status = 'resolved' and not c.held_for_review`,
  blocked: `c.status = 'blocked'`,
  all: `not c.held_for_review`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The inbox: unread first, then newest activity; search matches name, e-mail or any message's text. */
export async function listConversations(em: EntityManager, input: ChatListInput): Promise<ChatListResult> {
  const where = [FILTERS[input.filter]];
  const params: unknown[] = [];
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    where.push(`((c.visitor_name || ' ' || c.visitor_email) ilike ? or exists (select 1 from chat_message s where s.conversation_id = c.id and s.body ilike ?))`);
    params.push(pattern, pattern);
  }
  const rows = await em.execute<ConversationRow[]>(
    `select * from (${CONVERSATION_SELECT}, count(*) over ()::int as total from chat_conversation c where ${where.join(' and ')}) listed
     order by (unread > 0) desc, last_message_at desc, id
     limit ? offset ?`,
    [...params, PAGE_SIZE, (input.page - 1) * PAGE_SIZE],
  );
  return { conversations: rows.map(toConversation), total: rows[0]?.total ?? 0, page: input.page, pageSize: PAGE_SIZE };
}

async function conversationRow(em: EntityManager, conversationId: string): Promise<ConversationRow> {
  const rows = await em.execute<ConversationRow[]>(`${CONVERSATION_SELECT} from chat_conversation c where c.id = ?`, [conversationId]);
  if (!rows[0]) throw new AppError('NOT_FOUND', 'That conversation no longer exists.');
  return rows[0];
}

/**
 * One conversation with every message and the guest's bookings under the same e-mail address. Anyone may type
 * any address, so the bookings come only once the visitor has proven it (the e-mailed link, their booking page):
 * a stranger writing as a real guest must not appear to the host with that guest's stays.
 */
export async function conversationDetail(em: EntityManager, conversationId: string): Promise<ChatConversationDetail> {
  const row = await conversationRow(em, conversationId);
  const messages = await messagesAfter(em, conversationId, '0', 2000);
  const bookings = row.email_confirmed
    ? await em.execute<{ reference: string; check_in: string; check_out: string; status: string }[]>(
        `select reference, check_in::text as check_in, check_out::text as check_out, status from booking
         where lower(guest_email) = lower(?) order by check_in desc limit 20`,
        [row.visitor_email],
      )
    : [];
  const linked = await em.execute<{ reference: string }[]>(
    'select b.reference from chat_conversation c join booking b on b.id = c.booking_id where c.id = ?',
    [conversationId],
  );
  return {
    conversation: toConversation(row),
    messages,
    bookings: bookings.map((booking) => ({ reference: booking.reference, checkIn: booking.check_in, checkOut: booking.check_out, status: booking.status })),
    bookingReference: linked[0]?.reference ?? null,
  };
}

type StatusChange = 'resolve' | 'reopen' | 'block' | 'unblock' | 'release';

const CHANGES: Record<StatusChange, { set: string; from: string }> = {
  resolve: { set: `status = 'resolved'`, from: `status = 'open'` },
  reopen: { set: `status = 'open'`, from: `status = 'resolved'` },
  block: { set: `status = 'blocked'`, from: `status <> 'blocked'` },
  unblock: { set: `status = 'open'`, from: `status = 'blocked'` },
  release: { set: `held_for_review = false`, from: `held_for_review` },
};

/** One conditional update per change; repeating a change already made is harmless. */
export async function changeConversation(em: EntityManager, conversationId: string, change: StatusChange): Promise<ChatConversation> {
  const { set, from } = CHANGES[change];
  await em.execute(`update chat_conversation set ${set} where id = ? and ${from}`, [conversationId]);
  // A block also refuses the visitor's new conversations for a while (chat-block.service.ts); unblocking lifts it.
  if (change === 'block') await blockNewChats(em, conversationId);
  if (change === 'unblock') await unblockNewChats(em, conversationId);
  return toConversation(await conversationRow(em, conversationId));
}

/** For the admin navigation and the dashboard: conversations with unread guest messages, and those messages. */
export async function unreadCount(em: EntityManager): Promise<ChatUnreadCount> {
  const rows = await em.execute<ChatUnreadCount[]>(
    `select count(distinct c.id)::int as conversations, count(m.id)::int as messages
     from chat_conversation c join chat_message m on m.conversation_id = c.id and m.author = 'guest' and m.id > c.host_read_up_to
     where ${FILTERS.open}`,
  );
  return rows[0]!;
}

/** First messages held for review, counted as the inbox's 'held' filter lists them (for the dashboard). */
export async function heldForReviewCount(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ held: number }[]>(`select count(*)::int as held from chat_conversation c where ${FILTERS.held}`);
  return rows[0]!.held;
}
