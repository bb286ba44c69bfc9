import type { GuestHistoryItem } from '../../../shared/guest/guest-history.schemas';

// Same instant: the booking before the message before the chat, so an order never depends on the database's.
const KIND_ORDER: Record<GuestHistoryItem['kind'], number> = { booking: 0, contact: 1, chat: 2 };

/** One guest's items from every source as one thread, oldest first. */
export function threadOf(items: readonly GuestHistoryItem[]): GuestHistoryItem[] {
  return [...items].sort((a, b) => a.at.localeCompare(b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}
