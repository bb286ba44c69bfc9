import { vars, type EmailTemplateDefinition } from './email-template.variables';

/**
 * The e-mails about a booking after it is made (decision 053): cancellations, changes, partial refunds and receipts.
 * A message whose words depend on the case (who cancelled, payment or refund) is one kind per case, so each text is
 * the owner's in full; computed lines (amounts, what changed, the refund sentence) are block variables.
 */

const CANCELLATION_VARIABLES = vars('guest_name', 'reference', 'check_in_date', 'check_out_date', 'stay_details', 'cancellation_amounts', 'refund_note', 'booking_link', 'contact_email', 'site_name');
const HOST_CANCELLATION_VARIABLES = vars('guest_name', 'guest_email', 'reference', 'check_in_date', 'check_out_date', 'stay_details', 'cancellation_amounts', 'refund_note', 'site_name');

const guestCancellation = (intro: string) => `# Your booking is cancelled

${intro}

{{stay_details}}
{{cancellation_amounts}}

{{refund_note}}

[View your booking]({{booking_link}})

Questions? Write to {{contact_email}} or reply to this e-mail.`;

const hostCancellation = (intro: string) => `# Booking cancelled

${intro}

{{stay_details}}
Guest: {{guest_name}} <{{guest_email}}>
{{cancellation_amounts}}

{{refund_note}}`;

const HOST_CANCELLATION_SUBJECT = 'Cancelled: booking {{reference}}, {{guest_name}}, {{check_in_date}} to {{check_out_date}}';

const receipt = (intro: string) => `${intro}

{{stay_details}}
{{receipt_details}}

[View your booking]({{booking_link}})

Questions? Write to {{contact_email}} or reply to this e-mail.`;

const RECEIPT_VARIABLES = vars('guest_name', 'reference', 'amount', 'received_on', 'payment_method', 'stay_details', 'receipt_details', 'total', 'booking_link', 'contact_email', 'site_name');

export const BOOKING_CHANGE_TEMPLATES = [
  {
    kind: 'booking-cancelled',
    label: 'Cancellation: the guest cancelled',
    recipient: 'Guest',
    variables: CANCELLATION_VARIABLES,
    subject: 'Your booking {{reference}} is cancelled',
    body: guestCancellation('Aloha {{guest_name}}, your booking {{reference}} at {{site_name}} is cancelled, as you asked.'),
  },
  {
    kind: 'booking-cancelled-by-owner',
    label: 'Cancellation: you cancelled',
    recipient: 'Guest',
    variables: CANCELLATION_VARIABLES,
    subject: 'Your booking {{reference}} is cancelled',
    body: guestCancellation(
      'Aloha {{guest_name}}, we are very sorry: we have had to cancel your booking {{reference}} at {{site_name}}. We will be in touch to explain and to help.',
    ),
  },
  {
    kind: 'booking-cancelled-unplaced',
    label: 'Cancellation: paid after the hold ran out',
    recipient: 'Guest',
    variables: CANCELLATION_VARIABLES,
    subject: 'Your booking {{reference}} is cancelled',
    body: guestCancellation(
      'Aloha {{guest_name}}, we are sorry: your payment reached us after the hold on these dates had run out, and the nights had been booked in the meantime, so we could not confirm booking {{reference}}.',
    ),
  },
  {
    kind: 'booking-cancelled-host',
    label: 'Cancellation: the guest cancelled (to the host)',
    recipient: 'Host',
    variables: HOST_CANCELLATION_VARIABLES,
    subject: HOST_CANCELLATION_SUBJECT,
    body: hostCancellation('{{guest_name}} cancelled booking {{reference}}. The nights are open for booking again.'),
  },
  {
    kind: 'booking-cancelled-host-by-owner',
    label: 'Cancellation: you cancelled (your copy)',
    recipient: 'Host',
    variables: HOST_CANCELLATION_VARIABLES,
    subject: HOST_CANCELLATION_SUBJECT,
    body: hostCancellation('You cancelled booking {{reference}} of {{guest_name}} from the admin area. The nights are open for booking again.'),
  },
  {
    kind: 'booking-cancelled-host-unplaced',
    label: 'Cancellation: paid after the hold ran out (to the host)',
    recipient: 'Host',
    variables: HOST_CANCELLATION_VARIABLES,
    subject: HOST_CANCELLATION_SUBJECT,
    body: hostCancellation('{{guest_name}} paid after their hold had run out and the nights were taken; the booking was not confirmed and the payment is refunded in full.'),
  },
  {
    kind: 'booking-changed',
    label: 'Booking changed',
    recipient: 'Guest',
    variables: vars('guest_name', 'reference', 'check_in_date', 'check_out_date', 'change_details', 'stay_details', 'payment_details', 'balance_note', 'total', 'booking_link', 'contact_email', 'site_name'),
    subject: 'Your booking {{reference}} has changed',
    body: `# Your booking has changed

Aloha {{guest_name}}, we have changed your booking {{reference}} at {{site_name}}.

## What changed

{{change_details}}

## Your stay now

{{stay_details}}

## Payment

{{payment_details}}

{{balance_note}}

[View your booking]({{booking_link}})

The attached calendar file updates your stay in your calendar. Questions, or something not right? Write to {{contact_email}} or reply to this e-mail.`,
  },
  {
    kind: 'booking-refunded',
    label: 'Partial refund',
    recipient: 'Guest',
    variables: vars('guest_name', 'reference', 'refund_amount', 'refund_reason', 'stay_details', 'refund_details', 'booking_link', 'contact_email', 'site_name'),
    subject: "We've refunded {{refund_amount}} of your booking {{reference}}",
    body: `# Part of your payment is refunded

Aloha {{guest_name}}, we have refunded {{refund_amount}} of your booking {{reference}} at {{site_name}}. Your booking itself is unchanged.

{{refund_reason}}

{{stay_details}}
{{refund_details}}

A refund to a card usually reaches it within 5–10 business days; your bank may take a few more days to show it.

[View your booking]({{booking_link}})

Questions? Write to {{contact_email}} or reply to this e-mail.`,
  },
  {
    kind: 'booking-payment-receipt',
    label: 'Receipt: payment received',
    recipient: 'Guest',
    variables: RECEIPT_VARIABLES,
    subject: 'Receipt: {{amount}} received for booking {{reference}}',
    body: receipt(
      `# Your payment receipt

Aloha {{guest_name}}, this is your receipt: we received {{amount}} for your booking {{reference}} at {{site_name}} on {{received_on}} ({{payment_method}}). Mahalo!`,
    ),
  },
  {
    kind: 'booking-refund-receipt',
    label: 'Receipt: money given back',
    recipient: 'Guest',
    variables: RECEIPT_VARIABLES,
    subject: 'Receipt: {{amount}} given back for booking {{reference}}',
    body: receipt(
      `# Your refund receipt

Aloha {{guest_name}}, this is your receipt: we gave back {{amount}} of your booking {{reference}} at {{site_name}} on {{received_on}} ({{payment_method}}).`,
    ),
  },
] as const satisfies readonly EmailTemplateDefinition[];
