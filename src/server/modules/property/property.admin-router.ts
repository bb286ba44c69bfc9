import { z } from 'zod';
import {
  amenitiesAdminSchema,
  amenityCategoryInputSchema,
  amenityInputSchema,
  attractionInputSchema,
  attractionsAdminSchema,
  idInputSchema,
  moveInputSchema,
  propertyFactsSchema,
} from '../../../shared/property/listing-admin.schemas';
import { adminProcedure, router } from '../../trpc/init';
import {
  createAmenity,
  createCategory,
  deleteAmenity,
  deleteCategory,
  listAmenitiesAdmin,
  moveAmenity,
  moveCategory,
  updateAmenity,
  updateCategory,
} from './amenities-admin.service';
import { createAttraction, deleteAttraction, updateAttraction } from './attractions-admin.service';
import { getPropertyFacts, savePropertyFacts } from './property-facts.service';
import { listAttractions } from './property.service';

/** An edit is the row's id beside its fields (flat, so each refusal names its own field). */
const withId = <S extends typeof amenityCategoryInputSchema | typeof amenityInputSchema | typeof attractionInputSchema>(schema: S) => z.intersection(idInputSchema, schema);

/**
 * admin.property: Content → Property, Amenities and Nearby attractions (issue 21). Staff edit ('content');
 * deleting is the owner's ('content.delete'). Every committed change drops the public pages (init.ts).
 */
export const propertyAdminRouter = router({
  facts: adminProcedure.output(propertyFactsSchema).query(({ ctx }) => getPropertyFacts(ctx.em)),
  updateFacts: adminProcedure.input(propertyFactsSchema).output(propertyFactsSchema).mutation(({ ctx, input }) => savePropertyFacts(ctx.em, input)),

  amenities: adminProcedure.output(amenitiesAdminSchema).query(({ ctx }) => listAmenitiesAdmin(ctx.em)),
  createCategory: adminProcedure.input(amenityCategoryInputSchema).output(amenitiesAdminSchema).mutation(({ ctx, input }) => createCategory(ctx.em, input)),
  updateCategory: adminProcedure.input(withId(amenityCategoryInputSchema)).output(amenitiesAdminSchema).mutation(({ ctx, input }) => updateCategory(ctx.em, input.id, input)),
  moveCategory: adminProcedure.input(moveInputSchema).output(amenitiesAdminSchema).mutation(({ ctx, input }) => moveCategory(ctx.em, input.id, input.direction)),
  deleteCategory: adminProcedure.input(idInputSchema).output(amenitiesAdminSchema).mutation(({ ctx, input }) => deleteCategory(ctx.em, input.id)),
  createAmenity: adminProcedure.input(amenityInputSchema).output(amenitiesAdminSchema).mutation(({ ctx, input }) => createAmenity(ctx.em, input)),
  updateAmenity: adminProcedure.input(withId(amenityInputSchema)).output(amenitiesAdminSchema).mutation(({ ctx, input }) => updateAmenity(ctx.em, input.id, input)),
  moveAmenity: adminProcedure.input(moveInputSchema).output(amenitiesAdminSchema).mutation(({ ctx, input }) => moveAmenity(ctx.em, input.id, input.direction)),
  deleteAmenity: adminProcedure.input(idInputSchema).output(amenitiesAdminSchema).mutation(({ ctx, input }) => deleteAmenity(ctx.em, input.id)),

  attractions: adminProcedure.output(attractionsAdminSchema).query(({ ctx }) => listAttractions(ctx.em)),
  createAttraction: adminProcedure.input(attractionInputSchema).output(attractionsAdminSchema).mutation(({ ctx, input }) => createAttraction(ctx.em, input)),
  updateAttraction: adminProcedure.input(withId(attractionInputSchema)).output(attractionsAdminSchema).mutation(({ ctx, input }) => updateAttraction(ctx.em, input.id, input)),
  deleteAttraction: adminProcedure.input(idInputSchema).output(attractionsAdminSchema).mutation(({ ctx, input }) => deleteAttraction(ctx.em, ctx.config.uploads.storage, input.id)),
});
