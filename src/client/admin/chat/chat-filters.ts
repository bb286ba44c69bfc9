import { CHAT_FILTERS } from '../../../shared/chat/chat.schemas';

export type ChatFilter = (typeof CHAT_FILTERS)[number];

export const FILTER_OPTIONS: readonly { id: ChatFilter; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'held', label: 'Held for review' },
  { id: 'resolved', label: 'Resolved' },
  { id: 'blocked', label: 'Blocked' },
  { id: 'all', label: 'All' },
];

/** ?filter=held (the dashboard's alert links there); anything else is the open inbox. */
export function filterFrom(search: string): ChatFilter {
  const asked = new URLSearchParams(search).get('filter');
  return CHAT_FILTERS.find((filter) => filter === asked) ?? 'open';
}
