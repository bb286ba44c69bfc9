import { tracked, type TrackedEnvelope } from '@trpc/server';
import { AppError } from '../../../shared/lib/app-error';
import type { ChatMessage } from '../../../shared/chat/chat.schemas';
import type { Context } from '../../trpc/context';
import type { ChatHub } from './chat-hub';
import { chatClientHash } from './chat-client';
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

/**
 * Opens a chat stream with its presence row, or refuses it before it starts: past a cap, the
 * answer is HTTP 429 (tRPC answers every subscription 200 and sends the error as an event, so
 * the status is set on the context, where the HTTP layer's responseMeta reads it). The place is
 * freed when the stream ends or the client goes, whichever the server hears first.
 */
export async function openChatStream<T>(
  ctx: Context,
  presence: { kind: 'host' | 'admin'; accountId: string } | { kind: 'guest'; conversationId: string },
  signal: AbortSignal | undefined,
  stream: AsyncGenerator<T>,
): Promise<AsyncGenerator<T, void, undefined>> {
  const streams = ctx.config.chatStreams;
  if (!streams) throw new AppError('BAD_REQUEST', 'Live updates are not available here.');
  let close: () => Promise<void>;
  try {
    close = await streams.open(ctx.em, { ...presence, clientHash: chatClientHash(ctx.config.signingSecret, ctx.clientKey) });
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') ctx.response.status = 429;
    throw error;
  }
  // A stream tRPC never starts (the client left first) never reaches its finally.
  signal?.addEventListener('abort', () => void close(), { once: true });
  if (signal?.aborted) void close();
  return (async function* () {
    try {
      yield* stream;
    } finally {
      await close();
    }
  })();
}
