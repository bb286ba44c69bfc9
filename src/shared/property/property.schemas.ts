import { z } from 'zod';
import { lineText } from '../lib/text.schema';
import { NO_CHAT_HOST } from './site-info.rules';

/** Photo as the spec's GET /api/photos lists it, plus responsive sources. */
export const photoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  is_featured: z.boolean(),
  sort_order: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Optional as in the spec (id, url, alt, is_featured): an uploaded photo has none until its sizes are made, and is drawn from `url`. */
  srcset: z.object({ avif: z.string(), webp: z.string() }).optional(),
  /** Tiny blurred image as a data URL, shown while the real one loads. */
  placeholder: z.string().nullable(),
});
export type Photo = z.infer<typeof photoSchema>;

/** An image as a public page draws it (a photo, an attraction's image): AVIF and WebP sizes when it has them, else `url`. */
export const responsiveImageSchema = photoSchema.pick({ url: true, alt: true, width: true, height: true, srcset: true, placeholder: true });
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

export const coordinatesSchema = z.object({ lat: z.number(), lng: z.number() });
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const propertyPublicSchema = z.object({
  title: z.string(),
  general_location: z.string(),
  description: z.string(),
  /** Approximate centre only; exact coordinates need GET /api/property/coordinates. */
  lat: z.number(),
  lng: z.number(),
  square_feet: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  max_guests: z.number().int(),
  /** Decimal dollars as a string, e.g. "500.00" (held as integer cents). */
  base_rate: z.string(),
  cleaning_fee: z.string(),
  currency: z.literal('USD'),
  min_nights: z.number().int(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  pets_allowed: z.boolean(),
  smoking_allowed: z.boolean(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  price_range: z.string(),
  house_rules: z.array(z.string()),
  photos: z.array(photoSchema),
});
export type PropertyPublic = z.infer<typeof propertyPublicSchema>;

export const amenitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  featured: z.boolean(),
});
export type Amenity = z.infer<typeof amenitySchema>;

export const amenityCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  sort_order: z.number().int(),
});
export type AmenityCategory = z.infer<typeof amenityCategorySchema>;

export const attractionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  detailed_description: z.string().nullable(),
  /** Numeric strings, as the spec has them. */
  lat: z.string(),
  lng: z.string(),
  address: z.string(),
  distance: z.string().nullable(),
  color: z.string().nullable(),
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  /** The first of `images` (as the spec names it), and the rest of them: plain addresses for callers of the spec's API. */
  image_url: z.string().nullable(),
  gallery_images: z.array(z.string()),
  /** What the pages draw: the uploaded images in the owner's order with their alt text, then any linked by address. */
  images: z.array(responsiveImageSchema),
  tags: z.array(z.string()),
  hours: z.string().nullable(),
  ticket_price: z.string().nullable(),
});
export type Attraction = z.infer<typeof attractionSchema>;

/**
 * Who answers the chat on the public pages (site info's `host`): the name in the chat panel, the first
 * name on the chat button, an optional portrait (a path on this site, as the page's image policy allows
 * only its own images; without one the panel shows the initials) and the usual answer time.
 */
export const chatHostSchema = z.object({
  name: z.string(),
  first_name: z.string(),
  /** '' for none. */
  photo_url: z.string(),
  usually_answers: z.string(),
});
export type ChatHost = z.infer<typeof chatHostSchema>;

/** What the owner saves in Admin → Settings → Chat host (admin.content.updateChatHost). */
export const chatHostInputSchema = z.object({
  name: lineText({ error: 'Give the host’s name' }).min(1, 'Give the host’s name').max(80, 'Name is too long (80 characters at most)'),
  first_name: lineText({ error: 'Give the first name for the chat button' })
    .min(1, 'Give the first name for the chat button')
    .max(30, 'First name is too long (30 characters at most)'),
  photo_url: lineText({ error: 'Give a photo path or leave it empty' })
    .max(300, 'Photo path is too long (300 characters at most)')
    .refine((value) => value === '' || /^\/(?!\/)[^\s"'<>\\]*$/.test(value), {
      message: 'Give a path on this site starting with / (such as /images/host.jpg), or leave it empty',
    }),
  usually_answers: lineText({ error: 'Say when the host usually answers' })
    .min(1, 'Say when the host usually answers')
    .max(160, 'Answer time is too long (160 characters at most)'),
});
export type ChatHostInput = z.infer<typeof chatHostInputSchema>;

export const siteInfoSchema = z.object({
  site_name: z.string(),
  site_description: z.string(),
  address: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  social_links: z.object({ instagram: z.string(), facebook: z.string(), twitter: z.string() }),
  tat_registration_id: z.string(),
  get_license_id: z.string(),
  county_registration: z.string(),
  tax_map_key: z.string(),
  tours_widget_url: z.string().nullable(),
  host: chatHostSchema.default(NO_CHAT_HOST),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const policySchema = z.object({
  slug: z.enum(['cancellation', 'terms', 'privacy', 'house-rules']),
  title: z.string(),
  /** Plain text. */
  body: z.string(),
  /** The same text as HTML the server rendered from the owner's document: safe to put in the page as it is. */
  html: z.string(),
});
export type Policy = z.infer<typeof policySchema>;
