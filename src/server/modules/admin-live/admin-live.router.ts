import { adminLiveInputSchema } from '../../../shared/admin-live/admin-live.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { latestMessageId } from '../chat/chat-message.queries';
import { openChatStream } from '../chat/chat-stream';
import { latestActivity } from './admin-activity.queries';
import { followAdminActivity } from './admin-live-stream';

export const adminLiveRouter = router({
  /**
   * One stream per admin tab, on every screen: new chat messages (from lastEventId, or from now), bookings'
   * timelines and contact messages. It counts against the chat's stream caps like any stream; only with the
   * chat screen open (`inbox`) does it mean the host is here, which delays the chat's e-mail alerts.
   */
  onEvent: adminProcedure.input(adminLiveInputSchema).subscription(async ({ ctx, input, signal }) => {
    const chatCursor = input.lastEventId ?? (await latestMessageId(ctx.em));
    // Read now, not when tRPC first pulls from the stream: what is written once the stream is open is never missed.
    const activity = await latestActivity(ctx.em);
    const stream = followAdminActivity({ hub: ctx.config.chatHub, em: ctx.em, chatCursor, activity, signal });
    return openChatStream(ctx, input.inbox ? { kind: 'host', accountId: ctx.user.id } : { kind: 'admin', accountId: ctx.user.id }, signal, stream);
  }),
});
