import { readStored, removeStored, writeStored } from '../../lib/session-storage';

// The conversation itself is named only by the HttpOnly kbh_chat cookie, which scripts cannot read. This
// browser keeps a non-secret note beside it (that a conversation exists, and the last message id the guest
// has seen) so that a page load knows whether to ask for unread replies, and loads nothing when there is none.
const NOTE_KEY = 'kbh-chat';
// The chat button reads it on every page, so these are plain checks, not zod schemas (see lib/session-storage.ts).
function note(value: unknown): { seen: string | null } | null {
  const seen = typeof value === 'object' && value !== null ? (value as { seen?: unknown }).seen : undefined;
  return typeof seen === 'string' || seen === null ? { seen } : null;
}

export function readChatNote(): { seen: string | null } | null {
  return readStored(NOTE_KEY, note, 'local');
}

export function writeChatNote(seen: string | null): void {
  writeStored(NOTE_KEY, { seen }, 'local');
}

// What the guest is typing, kept for this tab so that a reload loses nothing.
const DRAFT_KEY = 'kbh-chat-draft';
export interface ChatDraft {
  name: string;
  email: string;
  body: string;
}

function draft(value: unknown): ChatDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, email, body } = value as Partial<Record<keyof ChatDraft, unknown>>;
  return typeof name === 'string' && typeof email === 'string' && typeof body === 'string' ? { name, email, body } : null;
}

const emptyDraft: ChatDraft = { name: '', email: '', body: '' };

export function readChatDraft(): ChatDraft {
  return readStored(DRAFT_KEY, draft) ?? emptyDraft;
}

export function writeChatDraft(draft: ChatDraft): void {
  if (draft.name || draft.email || draft.body) writeStored(DRAFT_KEY, draft);
  else removeStored([DRAFT_KEY]);
}
