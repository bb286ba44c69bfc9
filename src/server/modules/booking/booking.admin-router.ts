import { router } from '../../trpc/init';

// STUB (helper E fills): admin.bookings — the owner's list of bookings and actions on them.
export const bookingAdminRouter = router({});
