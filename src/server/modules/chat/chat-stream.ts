import { tracked, type TrackedEnvelope } from '@trpc/server';
import { AppError } from '../../../shared/lib/app-error';
import type { ChatMessage } from '../../../shared/chat/chat.schemas';
import type { ChatHub } from './chat-hub';
import { CHAT_PAGE } from './chat.service';

/** A subscriber reads the database this often even without a notification (a lost one is repaired). */
const SAFETY_POLL_MS = 30_000;

/**
 * Everything after `cursor` from the database, then live: each wake-up reads again
 * after the last id sent, so nothing is skipped and nothing is sent twice. Each
 * message goes out as tracked(id), which httpSubscriptionLink sends back as
 * lastEventId on a reconnect. Holds no transaction and no pooled connection between reads.
 */
export async function* followMessages(options: {
  hub: ChatHub | undefined;
  topic: string;
  cursor: string;
  signal: AbortSignal | undefined;
  read: (cursor: string) => Promise<ChatMessage[]>;
}): AsyncGenerator<TrackedEnvelope<ChatMessage>> {
  if (!options.hub) throw new AppError('BAD_REQUEST', 'Live updates are not available here.');
  const signal = options.signal ?? new AbortController().signal;
  const watch = await options.hub.watch(options.topic);
  let cursor = options.cursor;
  try {
    while (!signal.aborted && !watch.closed) {
      const messages = await options.read(cursor);
      for (const message of messages) {
        cursor = message.id;
        yield tracked(message.id, message);
      }
      if (messages.length < CHAT_PAGE) await watch.next(signal, SAFETY_POLL_MS);
    }
  } finally {
    watch.dispose();
  }
}
