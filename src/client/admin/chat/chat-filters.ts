import type { CHAT_FILTERS } from '../../../shared/chat/chat.schemas';

export type ChatFilter = (typeof CHAT_FILTERS)[number];

export const FILTER_OPTIONS: readonly { id: ChatFilter; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'held', label: 'Held for review' },
  { id: 'resolved', label: 'Resolved' },
  { id: 'blocked', label: 'Blocked' },
  { id: 'all', label: 'All' },
];
