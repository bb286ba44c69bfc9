import type { OutboxListInput, OutboxStatus } from '../../../shared/email/outbox.schemas';
import { trpc } from '../../lib/trpc';

/** The Sent list's filters as the screen holds them (empty means no filter). */
export interface OutboxFilters {
  status: '' | OutboxStatus;
  recipient: string;
  kind: string;
  from: string;
  to: string;
}

export const NO_OUTBOX_FILTERS: OutboxFilters = { status: '', recipient: '', kind: '', from: '', to: '' };

/** Only the filters that are set, so the query key stays short. */
export function outboxListInput(filters: OutboxFilters, page: number): OutboxListInput {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.recipient.trim() ? { recipient: filters.recipient.trim() } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/** A page of the site's e-mail, newest first; the last page stays on screen while the next loads. */
export function useOutboxList(filters: OutboxFilters, page: number, enabled = true) {
  return trpc.admin.outbox.list.useQuery(outboxListInput(filters, page), { placeholderData: (previous) => previous, enabled });
}

export function useOutboxKinds() {
  return trpc.admin.outbox.kinds.useQuery();
}

export function useOutboxEmail(id: number | null) {
  return trpc.admin.outbox.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });
}

/** Retry now and Resend change the list and the e-mail opened. */
function useOutboxMutationEffects() {
  const utils = trpc.useUtils();
  return async (email: { id: number }) => {
    await Promise.all([utils.admin.outbox.list.invalidate(), utils.admin.outbox.get.invalidate()]);
    return email;
  };
}

export function useRetryOutboxEmail() {
  const onSuccess = useOutboxMutationEffects();
  return trpc.admin.outbox.retryNow.useMutation({ onSuccess });
}

export function useResendOutboxEmail() {
  const onSuccess = useOutboxMutationEffects();
  return trpc.admin.outbox.resend.useMutation({ onSuccess });
}
