/** The variables an e-mail template may use (decision 049), each with its description and sample value. */
interface TemplateVariable {
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
  address: { description: 'The house’s address (in the pre-arrival message, the exact one you keep private)', sample: '46-119 Lilipuna Road, Kaneohe, HI 96744' },
  check_in_instructions: { description: 'How to get in', sample: 'The key box is left of the front door.' },
  door_code: { description: 'The door or key-box code', sample: '4821' },
  wifi_name: { description: 'The Wi-Fi network', sample: 'BeachHouse' },
  wifi_password: { description: 'The Wi-Fi password', sample: 'mahalo2026' },
  house_rules: { description: 'The house rules, one “• rule” per line', sample: '• No smoking.\n• Quiet hours 10 PM to 7 AM.' },
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
  reply: { description: 'Your answer as you wrote it', sample: 'Yes: we have a travel cot and a high chair.' },
  writer: { description: 'Who answered', sample: 'Leilani Kahale' },
  written_on: { description: 'The day the guest wrote', sample: 'Tuesday, March 3, 2026' },
  original_message: { description: 'The guest’s message, quoted under the answer', sample: 'Is the house suitable for a toddler?' },
  refund_note: {
    description: 'What is refunded and when it reaches the card, or that nothing is refundable',
    sample: 'We are refunding $1,276.50. Refunds go back to the card you paid with within 10 business days; your bank may take a few more days to show them.',
  },
  cancellation_amounts: { description: 'Paid and refund, one per line', sample: 'Paid: $2,553.00\nRefund: $1,276.50' },
  refund_amount: { description: 'This refund', sample: '$150.00' },
  refund_reason: { description: 'Your reason as “Why: …”, or empty', sample: 'Why: The hot tub was out of order for two days.' },
  refund_details: { description: 'Paid, this refund and refunded in total, one per line', sample: 'You paid: $2,553.00\nThis refund: $150.00\nRefunded in total: $150.00' },
  change_details: { description: 'What changed, before → after, one per line', sample: 'Check-out: Saturday, March 14, 2026 → Sunday, March 15, 2026' },
  balance_note: { description: 'What is still due or will be refunded after the change', sample: '$500.00 is still due for this stay.' },
  amount: { description: 'The amount received or given back', sample: '$500.00' },
  received_on: { description: 'The day the money changed hands', sample: 'Monday, March 2, 2026' },
  payment_method: { description: 'How it was paid, e.g. “bank transfer”', sample: 'bank transfer' },
  receipt_details: { description: 'Total, this amount, paid, refunded and still due, one per line', sample: 'Total: $2,553.00\nReceived: $500.00\nPaid in total: $2,553.00\nStill due: $0.00' },
  confirm_link: { description: 'The single-use link that confirms the new address', sample: 'https://kaneohebayhouse.com/auth?email-change=sample' },
  waiting: { description: '“A guest is waiting” or “2 guests are waiting”', sample: 'A guest is waiting' },
  conversations: {
    description: 'Each waiting guest: who, their messages with the time, the link to answer',
    sample: 'Keiko Tanaka <keiko@example.com> wrote in the chat and has no answer yet:\n\n[Mar 3, 4:05 PM, Hawaii time]\nIs early check-in possible?\n\nAnswer in the inbox: https://kaneohebayhouse.com/admin/chat/sample',
  },
  chat_messages: { description: 'Your answers with their time', sample: 'Mar 3, 4:12 PM (Hawaii time)\nYes, from 1 PM that day.' },
  chat_link: { description: 'The link that continues the conversation', sample: 'https://kaneohebayhouse.com/chat?link=sample' },
} satisfies Record<string, Omit<TemplateVariable, 'name'>>;

type TemplateVariableName = keyof typeof VARIABLES;

export interface EmailTemplateDefinition {
  kind: string;
  label: string;
  /** Who receives it, for the list. */
  recipient: string;
  variables: readonly TemplateVariable[];
  subject: string;
  body: string;
}

export function vars(...names: TemplateVariableName[]): TemplateVariable[] {
  return names.map((name) => ({ name, ...VARIABLES[name] }));
}
