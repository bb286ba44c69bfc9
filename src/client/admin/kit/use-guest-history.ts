import { trpc } from '../../lib/trpc';

/** One address's bookings, contact messages and confirmed chats, asked for only while the history is open. */
export function useGuestHistory(email: string, open: boolean) {
  return trpc.admin.guests.history.useQuery({ email }, { enabled: open });
}
