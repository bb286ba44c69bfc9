import { z } from 'zod';
import {
  amenityCategorySchema,
  amenitySchema,
  attractionSchema,
  coordinatesSchema,
  photoSchema,
  propertyPublicSchema,
} from '../../../shared/property/property.schemas';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import {
  getDirectionsCoordinates,
  getExactCoordinates,
  getPublicProperty,
  listAmenities,
  listAmenityCategories,
  listAttractions,
  listPhotos,
} from './property.service';

export const propertyRouter = router({
  public: publicProcedure.output(propertyPublicSchema).query(({ ctx }) => getPublicProperty(ctx.em)),
  /** Exact point: signed-in users only (the spec asks for it only when logged in). */
  coordinates: authedProcedure.output(coordinatesSchema).query(({ ctx }) => getExactCoordinates(ctx.em)),
  directionsCoordinates: publicProcedure.output(coordinatesSchema).query(({ ctx }) => getDirectionsCoordinates(ctx.em)),
  photos: publicProcedure.output(z.array(photoSchema)).query(({ ctx }) => listPhotos(ctx.em)),
  amenities: publicProcedure.output(z.array(amenitySchema)).query(({ ctx }) => listAmenities(ctx.em)),
  amenityCategories: publicProcedure.output(z.array(amenityCategorySchema)).query(({ ctx }) => listAmenityCategories(ctx.em)),
  attractions: publicProcedure.output(z.array(attractionSchema)).query(({ ctx }) => listAttractions(ctx.em)),
});
