import { z } from 'zod';
import { lineText, multilineText } from '../lib/text.schema';
import { CHAT_MESSAGE_MAX } from './chat.rules';

/** How many saved replies the owner may keep: a short menu, not a library. */
export const SAVED_REPLIES_MAX = 50;

export const savedReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
});

/** What the stored document holds (setting key chat_saved_replies). */
export const savedRepliesDocumentSchema = z.object({ replies: z.array(savedReplySchema) });

/** A new saved reply (no id) or a change to one (its id). */
export const savedReplyInputSchema = z.object({
  id: z.uuid({ error: 'Not a saved reply' }).optional(),
  title: lineText({ error: 'Give it a title' }).min(1, 'Give it a title').max(80, 'Title is too long (80 characters at most)'),
  body: multilineText({ error: 'Write the reply' })
    .min(1, 'Write the reply')
    .max(CHAT_MESSAGE_MAX, `Reply is too long (${CHAT_MESSAGE_MAX.toLocaleString('en-US')} characters at most)`),
});

export const savedReplyIdInputSchema = z.object({ id: z.uuid({ error: 'Not a saved reply' }) });

export type SavedReply = z.infer<typeof savedReplySchema>;
export type SavedReplyInput = z.infer<typeof savedReplyInputSchema>;
