import { trpc } from '../../lib/trpc';

/** Every kind of e-mail with the words in use (Emails → Templates). */
export function useEmailTemplates() {
  return trpc.admin.emailTemplates.list.useQuery();
}

/** The recent bookings a preview can take its values from. */
export function usePreviewBookings() {
  return trpc.admin.emailTemplates.bookings.useQuery();
}
