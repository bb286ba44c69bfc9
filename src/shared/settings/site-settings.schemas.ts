import { z } from 'zod';
import { lineText, multilineText } from '../lib/text.schema';

const required = (what: string, max: number) =>
  lineText({ error: `Give the ${what}` })
    .min(1, `Give the ${what}`)
    .max(max, `The ${what} is too long (${max} characters at most)`);
const optional = (what: string, max: number) => lineText({ error: `Give the ${what} or leave it empty` }).max(max, `The ${what} is too long (${max} characters at most)`);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTPS = /^https:\/\/[^\s"'<>\\]+$/;
const OWN_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const socialLink = (network: string) =>
  optional(`${network} address`, 300).refine((value) => value === '' || HTTPS.test(value), { message: `Give the ${network} address starting with https://, or leave it empty` });
const timeOfDay = (what: string) => lineText({ error: `Give the ${what} time` }).regex(TIME, `Give the ${what} time as hours and minutes, such as 15:00`);

/**
 * Everything the owner edits in Admin → Settings → Site, flat so each message lands on its own field.
 * Site info (name, contact, Honolulu registration numbers, tours widget, the host's notification address)
 * is kept in site info; the times and house rules on the house itself (decision 037).
 */
export const siteSettingsSchema = z.object({
  site_name: required('site name', 80),
  site_description: lineText({ error: 'Give a short description' }).min(1, 'Give a short description').max(300, 'The description is too long (300 characters at most)'),
  address: optional('address', 200),
  contact_phone: required('contact phone', 40).refine((value) => /^[+()\d\s.-]{7,}$/.test(value), { message: 'Give a phone number, such as (808) 555-0142' }),
  contact_email: required('contact e-mail', 254).refine((value) => EMAIL.test(value), { message: 'Give a valid e-mail address' }),
  social_instagram: socialLink('Instagram'),
  social_facebook: socialLink('Facebook'),
  social_twitter: socialLink('X (Twitter)'),
  tat_registration_id: required('TAT registration number', 40),
  get_license_id: required('GET license number', 40),
  county_registration: required('NUC or registration number', 60),
  tax_map_key: required('tax map key (TMK)', 40),
  tours_widget_url: optional('tours widget address', 500).refine((value) => value === '' || HTTPS.test(value) || OWN_PATH.test(value), {
    message: 'Give an address starting with https:// or a path on this site such as /widgets/tours, or leave it empty for no widget',
  }),
  host_email: optional('notification e-mail', 254).refine((value) => value === '' || EMAIL.test(value), { message: 'Give a valid e-mail address, or leave it empty' }),
  check_in_time: timeOfDay('check-in'),
  check_out_time: timeOfDay('check-out'),
  pets_allowed: z.boolean({ error: 'Say whether pets are allowed' }),
  smoking_allowed: z.boolean({ error: 'Say whether smoking is allowed' }),
  house_rules: z
    .array(multilineText().min(1, 'Leave no empty rule').max(500, 'A rule is too long (500 characters at most)'), { error: 'Give the house rules' })
    .min(1, 'Give at least one house rule')
    .max(40, 'Too many house rules (40 at most)'),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** What this server is connected to, for the owner to read (Settings → Site); nothing here is editable. */
export const integrationStatusSchema = z.object({
  payments: z.object({
    /** 'live' and 'test' are Stripe's key modes; 'demo' charges no card. */
    mode: z.enum(['live', 'test', 'demo']),
    lastWebhookAt: z.string().nullable(),
  }),
  email: z.object({
    smtpConfigured: z.boolean(),
    lastDeliveredAt: z.string().nullable(),
    /** E-mails not yet sent. */
    backlog: z.number().int(),
  }),
  calendarFeeds: z.array(
    z.object({ id: z.number().int(), name: z.string(), lastSuccessAt: z.string().nullable(), lastAttemptAt: z.string().nullable(), lastError: z.string().nullable(), stale: z.boolean() }),
  ),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;
