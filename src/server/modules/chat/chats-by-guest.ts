import type { EntityManager } from '@mikro-orm/postgresql';

/** What another module may know of a guest's chat: enough to name it and link to it. */
export interface GuestChatSummary {
  id: string;
  name: string;
  status: string;
  createdAt: Date;
  lastMessageAt: Date;
  messageCount: number;
}

interface Row {
  id: string;
  visitor_name: string;
  status: string;
  created_at: string | Date;
  last_message_at: string | Date;
  message_count: number;
}

/**
 * The chats under an e-mail address (any case) whose address the visitor proved, oldest first, and how many
 * others there are. Anyone may type anyone's address into the chat (probe G4), so an unproven chat is never
 * joined to the guest: it is only counted.
 */
export async function chatsByConfirmedEmail(em: EntityManager, email: string): Promise<{ confirmed: GuestChatSummary[]; unconfirmed: number }> {
  const rows = await em.execute<(Row & { confirmed: boolean })[]>(
    `select c.id, c.visitor_name, c.status, c.created_at, c.last_message_at, c.email_confirmed_at is not null as confirmed,
            (select count(*)::int from chat_message m where m.conversation_id = c.id) as message_count
       from chat_conversation c where lower(c.visitor_email) = ? order by c.created_at, c.id`,
    [email.toLowerCase()],
  );
  const confirmed = rows.filter((row) => row.confirmed).map((row) => ({
    id: row.id,
    name: row.visitor_name,
    status: row.status,
    createdAt: new Date(row.created_at),
    lastMessageAt: new Date(row.last_message_at),
    messageCount: row.message_count,
  }));
  return { confirmed, unconfirmed: rows.length - confirmed.length };
}
