import { router } from '../../trpc/init';

// STUB (helper D fills): admin.pricing — pricing settings, seasons, overrides, coupons.
export const pricingAdminRouter = router({});
