import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SAVED_REPLIES_MAX, savedRepliesDocumentSchema, type SavedReply, type SavedReplyInput } from '../../../shared/chat/chat-saved-replies.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { SettingEntity } from '../content/content.entity';

const KEY = 'chat_saved_replies';

function parse(value: unknown): SavedReply[] {
  const parsed = savedRepliesDocumentSchema.safeParse(value);
  return parsed.success ? parsed.data.replies : [];
}

/** The owner's saved replies, by title. */
export async function listSavedReplies(em: EntityManager): Promise<SavedReply[]> {
  const row = await em.findOne(SettingEntity, { key: KEY }, { refresh: true });
  return parse(row?.value).sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * One read-modify-write of the settings document under a row lock, so two admins
 * saving at once (on any server process) never lose each other's change.
 */
async function change(em: EntityManager, edit: (replies: SavedReply[]) => SavedReply[]): Promise<void> {
  await em.transactional(async (tx) => {
    // Raw: insert … on conflict do nothing, so the first two saves at once both find the row to lock.
    await tx.execute(`insert into setting (key, value, updated_at) values (?, '{"replies":[]}', now()) on conflict (key) do nothing`, [KEY]);
    const row = await tx.findOne(SettingEntity, { key: KEY }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const replies = edit(parse(row?.value));
    await tx.nativeUpdate(SettingEntity, { key: KEY }, { value: { replies }, updatedAt: new Date() });
  });
}

export async function saveSavedReply(em: EntityManager, input: SavedReplyInput): Promise<SavedReply> {
  const saved: SavedReply = { id: input.id ?? randomUUID(), title: input.title, body: input.body };
  await change(em, (replies) => {
    const index = replies.findIndex((reply) => reply.id === saved.id);
    if (input.id && index < 0) throw new AppError('NOT_FOUND', 'That saved reply no longer exists.');
    if (index < 0 && replies.length >= SAVED_REPLIES_MAX) throw new AppError('BAD_REQUEST', `You can keep ${SAVED_REPLIES_MAX} saved replies at most.`);
    return index < 0 ? [...replies, saved] : replies.map((reply) => (reply.id === saved.id ? saved : reply));
  });
  return saved;
}

/** Removing one already gone is harmless. */
export async function removeSavedReply(em: EntityManager, id: string): Promise<void> {
  await change(em, (replies) => replies.filter((reply) => reply.id !== id));
}
