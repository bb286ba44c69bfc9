import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContactReply } from '../../../shared/contact/contact.schemas';

interface ReplyRow {
  id: number;
  message_id: number;
  text: string;
  sent_by_name: string;
  sent_at: string | Date;
}

/** The replies of these messages, oldest first, by message id (a message without any is absent). */
export async function repliesOf(em: EntityManager, messageIds: readonly number[]): Promise<Map<number, ContactReply[]>> {
  const byMessage = new Map<number, ContactReply[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await em.execute<ReplyRow[]>(
    'select id, message_id, text, sent_by_name, sent_at from contact_reply where message_id in (?) order by message_id, sent_at, id',
    [messageIds],
  );
  for (const row of rows) {
    const list = byMessage.get(row.message_id) ?? [];
    list.push({ id: row.id, text: row.text, sentAt: new Date(row.sent_at).toISOString(), sentByName: row.sent_by_name });
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}
