import { z } from 'zod';
import { readStored, removeStored, writeStored } from '../../lib/session-storage';

// The conversation itself is named only by the HttpOnly kbh_chat cookie, which scripts cannot read. This
// browser keeps a non-secret note beside it (that a conversation exists, and the last message id the guest
// has seen) so that a page load knows whether to ask for unread replies, and loads nothing when there is none.
const NOTE_KEY = 'kbh-chat';
const noteSchema = z.object({ seen: z.string().nullable() });

export function readChatNote(): { seen: string | null } | null {
  return readStored(NOTE_KEY, noteSchema, 'local');
}

export function writeChatNote(seen: string | null): void {
  writeStored(NOTE_KEY, { seen }, 'local');
}

// What the guest is typing, kept for this tab so that a reload loses nothing.
const DRAFT_KEY = 'kbh-chat-draft';
const draftSchema = z.object({ name: z.string(), email: z.string(), body: z.string() });
export type ChatDraft = z.infer<typeof draftSchema>;

const emptyDraft: ChatDraft = { name: '', email: '', body: '' };

export function readChatDraft(): ChatDraft {
  return readStored(DRAFT_KEY, draftSchema) ?? emptyDraft;
}

export function writeChatDraft(draft: ChatDraft): void {
  if (draft.name || draft.email || draft.body) writeStored(DRAFT_KEY, draft);
  else removeStored([DRAFT_KEY]);
}
