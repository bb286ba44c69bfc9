import { z } from 'zod';
import { lineText, multilineText } from '../lib/text.schema';

/** The trips a guest may name on the review form (the words the house's reviews already use). */
export const TRIP_TYPES = ['Couple', 'Family', 'Friends', 'Solo', 'Business'] as const;

export const GUEST_REVIEW_TEXT_MAX = 5000;

const reviewAccessSchema = z.object({
  reference: z.string().trim().min(1).max(40),
  token: z.string().trim().min(1).max(200),
});

/** The review form's link: what the page reads its state with. */
export const reviewLinkInputSchema = reviewAccessSchema;

/**
 * Where a review link stands. Only `open` shows the form; a link that is not the server's, or whose booking was
 * never a stay, is `invalid` (the two look the same, so a link cannot be probed for references).
 */
export const reviewLinkStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('open'), check_in: z.string(), check_out: z.string(), guest_first_name: z.string() }),
  z.object({ status: z.literal('not_over'), check_out: z.string() }),
  z.object({ status: z.literal('reviewed') }),
  z.object({ status: z.literal('cancelled') }),
  z.object({ status: z.literal('invalid') }),
]);
export type ReviewLinkState = z.infer<typeof reviewLinkStateSchema>;

/** What the guest writes: spec section 3's public review, as far as it is the guest's to say. */
export const guestReviewFieldsSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  review_text: multilineText()
    .min(1, 'Tell other guests about your stay')
    .max(GUEST_REVIEW_TEXT_MAX, `Keep the review to ${GUEST_REVIEW_TEXT_MAX} characters`),
  trip_type: z.enum(TRIP_TYPES, { error: 'Choose who you travelled with' }),
  would_recommend: z.boolean({ error: 'Say whether you would recommend the house' }),
  guest_name: lineText().min(1, 'Give your name as it should be shown').max(120, 'Keep the name to 120 characters'),
  location: lineText()
    .max(120, 'Keep the location to 120 characters')
    .transform((value) => (value === '' ? null : value)),
});
export type GuestReviewFields = z.output<typeof guestReviewFieldsSchema>;

export const guestReviewInputSchema = reviewAccessSchema.extend(guestReviewFieldsSchema.shape);

/** After a submit: whether the review shows on the site already or waits for the host. */
export const guestReviewResultSchema = z.object({ published: z.boolean() });
export type GuestReviewResult = z.infer<typeof guestReviewResultSchema>;

/** The owner's choice (Reviews → settings): verified guests' reviews are published at once, or wait for moderation. */
export const reviewSettingsSchema = z.object({ publish_verified_at_once: z.boolean() });
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const REVIEW_LINK_MESSAGES = {
  invalid: 'This review link is not valid. Please use the link from your e-mail.',
  cancelled: 'This stay was cancelled, so it cannot be reviewed.',
  not_over: 'Your stay is not over yet: the review form opens on your check-out day.',
  reviewed: 'This stay has been reviewed already. The link cannot be used twice.',
} as const;
