/**
 * Spec §3 "SEO settings": fixed, not editable by the owner. The server writes
 * them into every page's <head>; the client may read them to retitle a page
 * after navigating without a reload.
 */
export const SEO_SITE_TITLE = 'Kaneohe Bay Beach House';

export const SEO_SITE_DESCRIPTION =
  "Oceanfront four-bedroom beach house on calm, reef-sheltered Kaneohe Bay on Oahu's windward coast. Kayaks on the sand, mountain views, and no platform fees when you book direct.";

/** Site-relative: the server turns it into an absolute URL with PUBLIC_URL. */
export const SEO_OG_IMAGE = '/photos/og-image-1280.webp';
export const SEO_OG_IMAGE_ALT = 'The beach house lawn running down to the calm water of Kaneohe Bay';

export const SEO_TWITTER_HANDLE = '@kaneohebayhouse';

export const SEO_DEFAULT_ROBOTS = 'index, follow';
export const SEO_NOINDEX_ROBOTS = 'noindex, nofollow';

/** Spec §9: the structured-data offer stays valid this many days from today. */
export const SEO_OFFER_VALID_DAYS = 30;
/** Spec §9: structured data carries the first five reviews. */
export const SEO_STRUCTURED_REVIEWS = 5;

export type SeoPageKey =
  | 'home'
  | 'stay'
  | 'experiences'
  | 'booking'
  | 'bookingDetails'
  | 'checkout'
  | 'confirmation'
  | 'contact'
  | 'policies'
  | 'review'
  | 'auth'
  | 'admin'
  | 'notFound'
  /** One of the owner's own pages (/p/<slug>): its title and description are the page's own. */
  | 'customPage';

export interface SeoPageText {
  title: string;
  description: string;
}

export const SEO_PAGES: Record<SeoPageKey, SeoPageText> = {
  home: {
    title: 'Kaneohe Bay Beach House · Oceanfront Vacation Rental on Oahu',
    description: SEO_SITE_DESCRIPTION,
  },
  stay: {
    title: 'The Beach House: Photos, Amenities and Location',
    description:
      'Four bedrooms, three baths and a lanai on the water: see the photos, every amenity and where the house sits on Kaneohe Bay before you book.',
  },
  experiences: {
    title: 'Things to Do Near Kaneohe',
    description:
      'Beaches, hikes, food and tours near the beach house on Oahu’s windward side: Kailua, Lanikai, He’eia and more, with distances from the house.',
  },
  booking: {
    title: 'Book Your Stay',
    description:
      'Pick your dates and guests and see the full price before you reserve the Kaneohe Bay beach house. You won’t be charged yet.',
  },
  bookingDetails: {
    title: 'Guest Details',
    description: 'Tell us who is coming before you pay for your stay at the Kaneohe Bay beach house.',
  },
  checkout: {
    title: 'Checkout',
    description: 'Pay securely for your stay at the Kaneohe Bay beach house. Apple Pay and Google Pay are available.',
  },
  confirmation: {
    title: 'Booking Confirmation',
    description: 'Your booking of the Kaneohe Bay beach house.',
  },
  contact: {
    title: 'Contact Us',
    description: 'Questions about the Kaneohe Bay beach house or your dates? Write or call the owners directly.',
  },
  policies: {
    title: 'Policies: Cancellation, Terms, Privacy and House Rules',
    description:
      'Cancellation terms, booking terms, privacy and house rules for the Kaneohe Bay beach house, in plain language.',
  },
  review: {
    title: 'Review Your Stay',
    description: 'Tell future guests how your stay at the Kaneohe Bay beach house was.',
  },
  auth: {
    title: 'Sign In',
    description: 'Sign in to manage the Kaneohe Bay beach house.',
  },
  admin: {
    title: 'Admin',
    description: 'Manage bookings, pricing and content for the Kaneohe Bay beach house.',
  },
  notFound: {
    title: 'Page Not Found',
    description: 'This page does not exist. Head back to the Kaneohe Bay beach house home page.',
  },
  customPage: {
    title: 'Kaneohe Bay Beach House',
    description: SEO_SITE_DESCRIPTION,
  },
};
