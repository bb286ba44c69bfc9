import { z } from 'zod';
import { lineText, multilineText } from '../lib/text.schema';
import { EMAIL_TEMPLATE_KINDS, templateDefinition } from './email-template.registry';
import { unknownVariablesMessage } from './email-template.logic';

export const emailTemplateKindSchema = z.enum(EMAIL_TEMPLATE_KINDS);

const variableSchema = z.object({ name: z.string(), description: z.string(), sample: z.string() });

/** One message as Admin → Emails → Templates lists it: the text in use and the default it restores. */
export const emailTemplateSchema = z.object({
  kind: emailTemplateKindSchema,
  label: z.string(),
  recipient: z.string(),
  variables: z.array(variableSchema),
  subject: z.string(),
  body: z.string(),
  defaultSubject: z.string(),
  defaultBody: z.string(),
  /** True once the owner saved their own words (false: the default is sent). */
  edited: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** The owner's words for one message; a {{variable}} the message does not offer is refused on its own field. */
export const emailTemplateInputSchema = z
  .object({
    kind: emailTemplateKindSchema,
    subject: lineText({ error: 'Give a subject' }).min(1, 'Give a subject').max(300, 'The subject is too long (300 characters at most)'),
    body: multilineText({ error: 'Write the message' }).min(1, 'Write the message').max(20_000, 'The message is too long (20,000 characters at most)'),
  })
  .superRefine((input, ctx) => {
    const allowed = templateDefinition(input.kind).variables.map((variable) => variable.name);
    for (const field of ['subject', 'body'] as const) {
      const message = unknownVariablesMessage(input[field], allowed);
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type EmailTemplateInput = z.infer<typeof emailTemplateInputSchema>;

/** A preview of words being edited (saved or not), with sample values or a real booking's. */
export const emailTemplatePreviewInputSchema = z.object({
  kind: emailTemplateKindSchema,
  subject: z.string().max(300),
  body: z.string().max(20_000),
  bookingId: z.string().uuid('Pick a booking from the list').nullable(),
});
export type EmailTemplatePreviewInput = z.infer<typeof emailTemplatePreviewInputSchema>;

export const emailTemplatePreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailTemplatePreview = z.infer<typeof emailTemplatePreviewSchema>;

/** Bookings a preview can borrow values from: the most recent ones. */
export const previewBookingSchema = z.object({ id: z.string(), label: z.string() });
export type PreviewBooking = z.infer<typeof previewBookingSchema>;
