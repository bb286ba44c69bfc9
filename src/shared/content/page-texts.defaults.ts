/**
 * The fixed words of the public pages that are not built from blocks, as the site shipped them: the defaults until
 * the owner saves their own (Content Management → Page texts). The spec quotes none of them. Plain data, no zod, so
 * the public pages can fall back on it.
 */
export const DEFAULT_PAGE_TEXTS = {
  contact: {
    title: 'Contact',
    lead: 'Questions about the house, your dates or the windward coast? Write to us; we answer within a day.',
    direct_heading: 'Reach us directly',
  },
  policies: { title: 'Policies', lead: 'Cancellation, terms, privacy and house rules for your stay.' },
  booking: {
    title: 'Book Your Stay',
    lead: 'Pick your dates and guests, see the full price with every fee and tax, and reserve.',
    contact_intro: 'Questions before you book? Write or call the host directly:',
  },
  booking_details: {
    title: 'Guest Details',
    lead: 'Tell us who is coming.',
    contact_intro: 'Questions about your stay? Write or call the host directly:',
  },
  checkout: { title: 'Checkout', lead: 'Secure payment for your stay.' },
  confirmation: { title: 'Booking Confirmation', lead: 'Your stay on Kaneohe Bay.' },
};

export type PageTextsPage = keyof typeof DEFAULT_PAGE_TEXTS;
