import type { ChatMessage } from '../../../shared/chat/chat.schemas';

/** Message ids are bigserials as decimal strings: compared as numbers, not as text ("10" comes after "9"). */
export function idAfter(id: string, than: string | null | undefined): boolean {
  if (!than) return true;
  return id.length === than.length ? id > than : id.length > than.length;
}

/** Host replies the guest has not seen: those after the last message id they read. */
export function unreadReplies(messages: readonly Pick<ChatMessage, 'id' | 'author'>[], seen: string | null | undefined): number {
  return messages.filter((message) => message.author === 'host' && idAfter(message.id, seen)).length;
}

/** The last id of a list of messages, or null. */
export function lastId(messages: readonly Pick<ChatMessage, 'id'>[]): string | null {
  return messages.reduce<string | null>((last, message) => (idAfter(message.id, last) ? message.id : last), null);
}
