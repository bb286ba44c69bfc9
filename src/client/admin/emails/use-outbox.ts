import { trpc } from '../../lib/trpc';

/** Every e-mail the site has queued, and whether it has gone out. */
export function useOutbox() {
  return trpc.admin.contact.outbox.useQuery();
}
