import { trpc } from '../../lib/trpc';

export function useSendContact() {
  return trpc.contact.send.useMutation();
}
