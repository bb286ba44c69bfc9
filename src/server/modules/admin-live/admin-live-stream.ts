import type { EntityManager } from '@mikro-orm/postgresql';
import { tracked, type TrackedEnvelope } from '@trpc/server';
import type { AdminLiveEvent } from '../../../shared/admin-live/admin-live.schemas';
import { AppError } from '../../../shared/lib/app-error';
import type { ListenHub } from '../../platform/listen-hub';
import { ANY_CONVERSATION } from '../chat/chat-hub';
import { CHAT_PAGE, inboxMessagesAfter } from '../chat/chat.service';
import { activityAfter, type ActivityCursor } from './admin-activity.queries';

/** A stream reads the database this often even without a notification (a lost one is repaired). */
const SAFETY_POLL_MS = 30_000;

/**
 * The admin's live events: chat messages after `chatCursor` (each sent with its id, so a reconnect resumes
 * there), and what happens to bookings and the contact form from now on (sent without an id: a reconnect
 * makes the screen read its lists again, so nothing needs replaying). Everything wakes on the chat channel's
 * notifications, which the database sends on commit (chat messages from the writers, bookings' timelines and
 * contact messages from triggers), so every server process hears every change. No transaction or pooled
 * connection is held between reads.
 */
export async function* followAdminActivity(options: {
  hub: ListenHub | undefined;
  em: EntityManager;
  chatCursor: string;
  /** Where bookings' and contact activity starts: read when the stream is asked for, before it opens. */
  activity: ActivityCursor;
  signal: AbortSignal | undefined;
}): AsyncGenerator<TrackedEnvelope<AdminLiveEvent> | AdminLiveEvent> {
  if (!options.hub) throw new AppError('BAD_REQUEST', 'Live updates are not available here.');
  const signal = options.signal ?? new AbortController().signal;
  const watch = await options.hub.watch(ANY_CONVERSATION);
  let chatCursor = options.chatCursor;
  let activity = options.activity;
  try {
    while (!signal.aborted && !watch.closed) {
      const messages = await inboxMessagesAfter(options.em.fork(), chatCursor);
      for (const message of messages) {
        chatCursor = message.id;
        yield tracked(message.id, { type: 'chat' as const, ...message });
      }
      const read = await activityAfter(options.em.fork(), activity);
      activity = read.cursor;
      yield* read.events;
      if (messages.length < CHAT_PAGE) await watch.next(signal, SAFETY_POLL_MS);
    }
  } finally {
    watch.dispose();
  }
}
