import { trpc } from '../../lib/trpc';

export function useContactMessages() {
  return trpc.admin.contact.messages.useQuery();
}

export function useOutbox() {
  return trpc.admin.contact.outbox.useQuery();
}
