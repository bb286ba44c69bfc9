import type { ContactMessageStatus } from '../../../shared/contact/contact.schemas';
import { trpc } from '../../lib/trpc';

/** One page of guests' messages with one status; the previous page stays on screen while the next loads. */
export function useContactMessages(status: ContactMessageStatus, page: number) {
  return trpc.admin.contact.messages.useQuery({ status, page }, { placeholderData: (previous) => previous });
}

/** Marking answered or reopening changes the list and the dashboard's count of unanswered messages. */
function useInvalidateMessages() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.admin.contact.messages.invalidate(), utils.admin.dashboard.get.invalidate()]);
}

export function useMarkAnswered() {
  const invalidate = useInvalidateMessages();
  return trpc.admin.contact.markAnswered.useMutation({ onSuccess: invalidate });
}

export function useReopenMessage() {
  const invalidate = useInvalidateMessages();
  return trpc.admin.contact.reopen.useMutation({ onSuccess: invalidate });
}

/** A reply lists under the message, marks it answered (the dashboard's count) and queues an e-mail (the outbox). */
export function useReplyToMessage() {
  const invalidate = useInvalidateMessages();
  const utils = trpc.useUtils();
  return trpc.admin.contact.reply.useMutation({ onSuccess: () => Promise.all([invalidate(), utils.admin.contact.outbox.invalidate()]) });
}
