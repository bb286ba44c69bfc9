/**
 * Every e-mail the owner can word (issue 22, decision 049): its kind, the variables its subject and body may
 * use, and its default text (today's words). Adding a kind is one entry in EMAIL_TEMPLATES.
 */
export interface TemplateVariable {
  name: string;
  description: string;
  /** What a preview without a booking shows. */
  sample: string;
}

const VARIABLES = {
  site_name: { description: 'The site’s name', sample: 'Kaneohe Bay Beach House' },
  contact_email: { description: 'The host’s address for guests', sample: 'aloha@kaneohebayhouse.com' },
  guest_name: { description: 'The guest’s name as they gave it', sample: 'Keiko Tanaka' },
  guest_email: { description: 'The guest’s e-mail address', sample: 'keiko@example.com' },
  guest_phone: { description: 'The guest’s phone, or “not given”', sample: '+1 (206) 555-0101' },
  arrival_time: { description: 'The guest’s estimated arrival, or “not given”', sample: '5:00 PM' },
  guest_message: { description: 'The guest’s message to the host, or “none”', sample: 'We land at 2 PM and drive over.' },
  reference: { description: 'The booking reference', sample: 'KB-7H3K9P' },
  check_in_date: { description: 'Check-in day, e.g. Tuesday, March 10, 2026', sample: 'Tuesday, March 10, 2026' },
  check_out_date: { description: 'Check-out day', sample: 'Saturday, March 14, 2026' },
  check_in_time: { description: 'Check-in time (Hawaii)', sample: '3:00 PM' },
  check_out_time: { description: 'Check-out time (Hawaii)', sample: '10:00 AM' },
  nights: { description: 'The nights, e.g. “4 nights”', sample: '4 nights' },
  guests: { description: 'Guests (and pets)', sample: '3 guests' },
  stay_details: { description: 'Reference, dates, times, nights and guests, one per line', sample: 'Reference: KB-7H3K9P\nCheck-in: Tuesday, March 10, 2026, from 3:00 PM Hawaii time\nCheck-out: Saturday, March 14, 2026, by 10:00 AM Hawaii time\nNights: 4\nGuests: 3 guests' },
  payment_details: { description: 'The price lines, total and paid, one per line', sample: '$500.00 x 4 nights: $2,000.00\nCleaning fee: $300.00\nTotal: $2,553.00\nPaid: $2,553.00' },
  total: { description: 'The booking’s total', sample: '$2,553.00' },
  address: { description: 'The house’s exact address', sample: '46-119 Lilipuna Road, Kaneohe, HI 96744' },
  check_in_instructions: { description: 'How to get in', sample: 'The key box is left of the front door.' },
  door_code: { description: 'The door or key-box code', sample: '4821' },
  wifi_name: { description: 'The Wi-Fi network', sample: 'BeachHouse' },
  wifi_password: { description: 'The Wi-Fi password', sample: 'mahalo2026' },
  house_rules: { description: 'The house rules', sample: 'No smoking. Quiet hours 10 PM to 7 AM.' },
  booking_link: { description: 'The guest’s private link to see or cancel the booking', sample: 'https://kaneohebayhouse.com/booking/confirmation?ref=KB-7H3K9P&token=sample' },
  review_link: { description: 'The guest’s single-use link to review the stay', sample: 'https://kaneohebayhouse.com/review?ref=KB-7H3K9P&token=sample' },
  sender_name: { description: 'Who wrote the message', sample: 'Keiko Tanaka' },
  sender_email: { description: 'Their e-mail address', sample: 'keiko@example.com' },
  sender_phone: { description: 'Their phone line (“Phone: …”), or empty', sample: 'Phone: +1 (206) 555-0101' },
  message: { description: 'The message as they wrote it', sample: 'Is the house suitable for a toddler?' },
  name: { description: 'The account’s name', sample: 'Leilani Kahale' },
  reset_link: { description: 'The single-use link to choose a new password', sample: 'https://kaneohebayhouse.com/auth/reset?token=sample' },
  valid_minutes: { description: 'How long the link works, in minutes', sample: '60' },
  invited_by: { description: 'Who sent the invitation', sample: 'Leilani Kahale' },
  role: { description: 'The role offered', sample: 'staff' },
  join_link: { description: 'The single-use link to create the account', sample: 'https://kaneohebayhouse.com/auth?invite=sample' },
  valid_days: { description: 'How long the link works, in days', sample: '7' },
} satisfies Record<string, Omit<TemplateVariable, 'name'>>;

export type TemplateVariableName = keyof typeof VARIABLES;

export interface EmailTemplateDefinition {
  kind: string;
  label: string;
  /** Who receives it, for the list. */
  recipient: string;
  variables: readonly TemplateVariable[];
  subject: string;
  body: string;
}

function vars(...names: TemplateVariableName[]): TemplateVariable[] {
  return names.map((name) => ({ name, ...VARIABLES[name] }));
}

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
    variables: vars('guest_name', 'check_in_date', 'check_in_time', 'address', 'door_code', 'wifi_name', 'wifi_password', 'check_in_instructions', 'house_rules', 'booking_link', 'site_name', 'contact_email'),
    subject: 'Your stay at {{site_name}} starts {{check_in_date}}',
    body: `# Getting ready for your stay

Aloha {{guest_name}}, your stay at {{site_name}} begins on {{check_in_date}}. Check-in is from {{check_in_time}} Hawaii time.

## Address

> {{address}}

## Getting in

> {{check_in_instructions}}

Door code: **{{door_code}}**

## Wi-Fi

Network: {{wifi_name}}
Password: {{wifi_password}}

## House rules

> {{house_rules}}

[View your booking]({{booking_link}})

Questions? Write to {{contact_email}} or reply to this e-mail.`,
  },
  {
    kind: 'check_in_day',
    label: 'Check-in day',
    recipient: 'Guest',
    variables: vars('guest_name', 'check_in_time', 'address', 'booking_link', 'site_name', 'contact_email'),
    subject: 'Welcome to {{site_name}}: check-in today from {{check_in_time}}',
    body: `# Welcome, today is check-in day

Aloha {{guest_name}}, the house is ready for you from {{check_in_time}} Hawaii time.

> {{address}}

[View your booking]({{booking_link}})

Anything you need? Write to {{contact_email}} or reply to this e-mail.`,
  },
  {
    kind: 'review_request',
    label: 'Review request',
    recipient: 'Guest',
    variables: vars('guest_name', 'check_in_date', 'check_out_date', 'review_link', 'site_name'),
    subject: 'How was your stay at {{site_name}}?',
    body: `# How was your stay?

Aloha {{guest_name}}, mahalo for staying at {{site_name}} from {{check_in_date}} to {{check_out_date}}.

Would you tell future guests about it? It takes two minutes.

[Review your stay]({{review_link}})

The link is yours alone and works once.`,
  },
] as const satisfies readonly EmailTemplateDefinition[];

export type EmailTemplateKind = (typeof EMAIL_TEMPLATES)[number]['kind'];

export const EMAIL_TEMPLATE_KINDS = EMAIL_TEMPLATES.map((template) => template.kind) as [EmailTemplateKind, ...EmailTemplateKind[]];

export function templateDefinition(kind: EmailTemplateKind): EmailTemplateDefinition {
  const found = EMAIL_TEMPLATES.find((template) => template.kind === kind);
  if (!found) throw new Error(`No e-mail template ${kind}`);
  return found;
}
