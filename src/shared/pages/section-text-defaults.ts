/**
 * The words of the spec's sections as the site shipped them (the spec's quoted ones exactly as quoted): the defaults
 * of the Page Builder's section texts (section-texts.ts, decision 045). Plain data, no zod, so a public section can
 * fall back on it without loading the schema.
 */

const HERO = { subtitle: "Wake up to the bay, the Ko'olau ridges and Mokoli'i on Oahu's windward coast." };

const REAL_HAWAII = {
  heading: 'Experience the Real Hawaii',
  lead: 'Not a resort: a family beach house on the water, where days follow the tides and the trade winds.',
  cards: [
    {
      title: 'Mornings on the Bay',
      text: 'Coffee on the lanai as the sunrise colours the bay, then a swim in calm, reef-sheltered water a few steps from the lawn.',
    },
    {
      title: 'Paddle Out to the Sandbar',
      text: 'Take the house kayaks across Kaneohe Bay to Ahu o Laka, the sandbar that rises from the bay at low tide, or to the reefs around it.',
    },
    {
      title: 'Windward Side Living',
      text: "Farmers' markets, shave ice and plate lunches in Kaneohe and Kailua: the green, quiet side of Oahu, far from Waikiki's crowds.",
    },
  ],
};

const ESCAPE = {
  heading: 'Your Beach House Oahu Hawaiian Escape',
  lead: 'Everything under one roof on Kaneohe Bay, booked directly with the owners.',
  guestsText: 'Room for the whole family or a few friends, with space to spread out.',
  bedroomsText: 'Quiet bedrooms with fresh linens and views of the bay or the garden.',
  oceanfrontText: 'The lawn ends at the sand: kayaks, paddleboards and beach gear are waiting.',
  button: 'See the House',
};

const REVIEWS = {
  highlights: [
    'Waking up to sunrise over Kaneohe Bay and the Ko‘olau mountains',
    'A lawn that runs right down to the calm water of the bay',
    'Kayaks, paddleboard and beach gear ready to use',
    'A spotless, well-stocked kitchen made for family dinners',
    'A quiet neighborhood, half an hour from Honolulu',
    'Easy self check-in and a host who answers quickly',
  ],
};

const LOCATION = {
  description:
    "On Oahu's green windward side, Kaneohe sits between the sheltered waters of Kaneohe Bay and the fluted cliffs of the Ko'olau range. It is quieter than Waikiki, with sandbar trips, botanical gardens and temple walks close by, and Kailua's famous beaches a short drive down the coast.",
  points: [
    "Oceanfront on Kaneohe Bay, facing the Ko'olau mountains",
    'Groceries, shops and dining at Windward Mall, minutes away',
    'Kailua and Lanikai beaches about 15 minutes by car',
    'Honolulu airport (HNL) 30 to 40 minutes over the H-3',
  ],
};

const EXPERIENCES_TEASER = {
  lead: 'Snorkel trips, kayak tours, ranch adventures and luau on the windward side, a short drive from the house.',
};

const STAY_INTRO = { button: 'Check dates and book' };

const REGISTRATION = { heading: 'Registration', text: 'Honolulu short-term rental registration:' };

const THINGS_TO_DO = {
  heading: 'Things to Do Near the House',
  lead: 'Our favourite beaches, sights and places to eat on the windward side, nearest first.',
};

const CONTACT_NOTE = {
  text: 'Questions about the area or want a recommendation?',
  link: 'Contact us',
  after: "and we'll help you plan.",
};

/** Every section's texts as the site shipped them (a new block of the type starts from these too). */
export const SECTION_TEXT_DEFAULTS = {
  hero: HERO,
  realHawaii: REAL_HAWAII,
  escape: ESCAPE,
  reviews: REVIEWS,
  location: LOCATION,
  experiencesTeaser: EXPERIENCES_TEASER,
  stayIntro: STAY_INTRO,
  registration: REGISTRATION,
  thingsToDo: THINGS_TO_DO,
  contactNote: CONTACT_NOTE,
};
