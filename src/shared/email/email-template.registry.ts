/**
 * Every e-mail the owner can word (issue 22, decision 049): its kind, the variables its subject and body may
 * use, and its default text (today's words). Adding a kind is one entry in EMAIL_TEMPLATES.
 */
import { BOOKING_CHANGE_TEMPLATES } from './booking-change-templates';
import { vars, type EmailTemplateDefinition } from './email-template.variables';
import { MESSAGE_TEMPLATES } from './message-templates';

/** The automated guest messages' lines about the stay (reference and dates, as the booking e-mails give them). */
const ARRIVAL_LINES = `Reference: {{reference}}
Check-in: {{check_in_date}}, from {{check_in_time}} Hawaii time
Check-out: {{check_out_date}}, by {{check_out_time}} Hawaii time`;

/**
 * Bodies are Markdown: a first line "# Title" is the e-mail's heading, "## Heading" a section, "> text" a boxed
 * block, "[label](link)" alone on a line a button, **bold**; blank lines part paragraphs.
 */
export const EMAIL_TEMPLATES = [
  {
    kind: 'booking-confirmed',
    label: 'Booking confirmed',
    recipient: 'Guest',
    variables: vars('guest_name', 'reference', 'check_in_date', 'check_out_date', 'check_in_time', 'check_out_time', 'nights', 'guests', 'stay_details', 'address', 'check_in_instructions', 'payment_details', 'total', 'booking_link', 'contact_email', 'site_name'),
    subject: 'Your booking {{reference}} is confirmed: {{check_in_date}} to {{check_out_date}}',
    body: `# Your booking is confirmed

Aloha {{guest_name}}, your stay at {{site_name}} is confirmed. We look forward to welcoming you.

{{stay_details}}

## Address

> {{address}}

## Check-in instructions

> {{check_in_instructions}}

## Payment

{{payment_details}}

## Your booking

To see your booking or cancel it under the cancellation policy, use this link (keep it private):

[View or cancel your booking]({{booking_link}})

The attached calendar file adds your stay to your calendar. Questions? Write to {{contact_email}} or reply to this e-mail.`,
  },
  {
    kind: 'booking-received',
    label: 'New booking (to the host)',
    recipient: 'Host',
    variables: vars('guest_name', 'guest_email', 'guest_phone', 'arrival_time', 'guest_message', 'reference', 'check_in_date', 'check_out_date', 'nights', 'stay_details', 'payment_details', 'total', 'site_name'),
    subject: 'New booking {{reference}}: {{guest_name}}, {{check_in_date}} to {{check_out_date}}',
    body: `# New booking

{{guest_name}} booked {{site_name}} for {{nights}}, {{check_in_date}} to {{check_out_date}}.

{{stay_details}}

## Guest

Name: {{guest_name}}
E-mail: {{guest_email}}
Phone: {{guest_phone}}
Estimated arrival: {{arrival_time}}

## Message to the host

> {{guest_message}}

## Payment

{{payment_details}}

Reply to this e-mail to write to {{guest_name}} directly.`,
  },
  {
    kind: 'contact-message',
    label: 'Contact message (to the host)',
    recipient: 'Host',
    variables: vars('sender_name', 'sender_email', 'sender_phone', 'message', 'site_name'),
    subject: 'New message from {{sender_name}} via {{site_name}}',
    body: `# New message from your website

**{{sender_name}}** <{{sender_email}}>
{{sender_phone}}

> {{message}}

Reply to this e-mail to answer {{sender_name}} directly.`,
  },
  {
    kind: 'password-reset',
    label: 'Password reset',
    recipient: 'Team member',
    variables: vars('name', 'reset_link', 'valid_minutes', 'site_name'),
    subject: 'Reset your password for {{site_name}}',
    body: `# Reset your password

Aloha {{name}},

Someone (we hope you) asked to reset the password of your account on {{site_name}}.

[Choose a new password]({{reset_link}})

Or paste this address into your browser: {{reset_link}}

The link works once, for {{valid_minutes}} minutes. Choosing a new password signs out every other device. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  },
  {
    kind: 'invitation',
    label: 'Team invitation',
    recipient: 'New team member',
    variables: vars('invited_by', 'role', 'join_link', 'valid_days', 'site_name'),
    subject: '{{invited_by}} invited you to {{site_name}}',
    body: `# You are invited

Aloha,

{{invited_by}} invited you to help run {{site_name}} as {{role}}.

[Create your account]({{join_link}})

Or paste this address into your browser: {{join_link}}

The link works once, for {{valid_days}} days. If you did not expect this, ignore this e-mail.`,
  },
  {
    kind: 'pre_arrival',
    label: 'Before arrival',
    recipient: 'Guest',
    variables: vars(
      'guest_name',
      'reference',
      'check_in_date',
      'check_in_time',
      'check_out_date',
      'check_out_time',
      'address',
      'door_code',
      'check_in_instructions',
      'wifi_name',
      'wifi_password',
      'house_rules',
      'booking_link',
      'site_name',
      'contact_email',
    ),
    subject: 'Your arrival at {{site_name}} on {{check_in_date}}',
    // A section the owner left blank in the house access is left out, its heading too (decision 053).
    body: `# Your arrival details

Aloha {{guest_name}}, your stay at {{site_name}} is coming up. Here is everything you need to arrive. Please keep it private.

${ARRIVAL_LINES}

## Address

> {{address}}

## Getting in

> {{door_code}}

## Check-in instructions

> {{check_in_instructions}}

## Wi-Fi

> Network: {{wifi_name}}
> Password: {{wifi_password}}

## House rules

> {{house_rules}}

[View your booking]({{booking_link}})

Questions? Write to {{contact_email}} or reply to this e-mail.`,
  },
  {
    kind: 'check_in_day',
    label: 'Check-in day',
    recipient: 'Guest',
    variables: vars('guest_name', 'reference', 'check_in_date', 'check_in_time', 'check_out_date', 'check_out_time', 'address', 'booking_link', 'site_name', 'contact_email'),
    subject: 'Welcome to {{site_name}}: today is check-in day',
    body: `# Welcome: today is check-in day

Aloha {{guest_name}}, welcome to {{site_name}}! Today is your check-in day: the house is yours from {{check_in_time}}. Your arrival details are in our earlier e-mail.

${ARRIVAL_LINES}

[View your booking]({{booking_link}})

Questions? Write to {{contact_email}} or reply to this e-mail.`,
  },
  {
    kind: 'review_request',
    label: 'Review request',
    recipient: 'Guest',
    variables: vars('guest_name', 'reference', 'check_in_date', 'check_out_date', 'review_link', 'site_name', 'contact_email'),
    subject: 'How was your stay at {{site_name}}? ({{reference}})',
    body: `# How was your stay?

Aloha {{guest_name}}, mahalo for staying at {{site_name}} from {{check_in_date}} to {{check_out_date}}. Would you tell future guests how it was? It takes two minutes.

[Review your stay]({{review_link}})

This link is yours alone and works once. Or paste this address into your browser: {{review_link}}`,
  },
  ...BOOKING_CHANGE_TEMPLATES,
  ...MESSAGE_TEMPLATES,
] as const satisfies readonly EmailTemplateDefinition[];

export type EmailTemplateKind = (typeof EMAIL_TEMPLATES)[number]['kind'];

export const EMAIL_TEMPLATE_KINDS = EMAIL_TEMPLATES.map((template) => template.kind) as [EmailTemplateKind, ...EmailTemplateKind[]];

export function templateDefinition(kind: EmailTemplateKind): EmailTemplateDefinition {
  const found = EMAIL_TEMPLATES.find((template) => template.kind === kind);
  if (!found) throw new Error(`No e-mail template ${kind}`);
  return found;
}
