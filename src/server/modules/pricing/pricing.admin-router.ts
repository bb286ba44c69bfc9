import { z } from 'zod';
import {
  couponIdSchema,
  couponInputSchema,
  couponSchema,
  couponUpdateInputSchema,
  pricingSettingsSchema,
  propertyRatesSchema,
} from '../../../shared/pricing/pricing-settings.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from './coupon.service';
import { loadPricingSettings, loadRates, savePricingSettings, saveRates } from './pricing-settings.service';

/** admin.pricing: the owner's price list, seasons, overrides, discounts, fees, taxes and coupons. */
export const pricingAdminRouter = router({
  settings: adminProcedure.output(pricingSettingsSchema).query(({ ctx }) => loadPricingSettings(ctx.em)),
  updateSettings: adminProcedure
    .input(pricingSettingsSchema)
    .output(pricingSettingsSchema)
    .mutation(({ ctx, input }) => savePricingSettings(ctx.em, input)),
  rates: adminProcedure.output(propertyRatesSchema).query(({ ctx }) => loadRates(ctx.em)),
  updateRates: adminProcedure
    .input(propertyRatesSchema)
    .output(propertyRatesSchema)
    .mutation(({ ctx, input }) => saveRates(ctx.em, input)),
  coupons: adminProcedure.output(z.array(couponSchema)).query(({ ctx }) => listCoupons(ctx.em)),
  createCoupon: adminProcedure
    .input(couponInputSchema)
    .output(couponSchema)
    .mutation(({ ctx, input }) => createCoupon(ctx.em, input)),
  updateCoupon: adminProcedure
    .input(couponUpdateInputSchema)
    .output(couponSchema)
    .mutation(({ ctx, input: { id, ...coupon } }) => updateCoupon(ctx.em, id, coupon)),
  deleteCoupon: adminProcedure
    .input(couponIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteCoupon(ctx.em, input.id);
      return OK;
    }),
});
