import type { PropertySeed } from './seed-types.js';

/**
 * The beach house. The street address is real-sounding but the house number is
 * fictional. The exact point sits on land about 85 m back from the shoreline of
 * south Kaneohe Bay (checked against OpenStreetMap-derived and GSHHG coastlines);
 * the approximate point is about 0.96 km inland to the south-west, well inside
 * the one-mile public circle.
 */
export const propertySeed: PropertySeed = {
  slug: 'kaneohe-bay-oceanfront-beach-house',
  title: 'Kaneohe Bay Oceanfront Beach House',
  generalLocation: 'Kaneohe, Hawaii',
  description:
    "A four-bedroom, three-bath beach house on the calm, reef-sheltered shore of Kaneohe Bay, with a lawn that runs down to the water and views across the bay to Coconut Island and the Ko'olau mountains. " +
    'The open kitchen, living room and wide covered lanai all face the water, and two tandem kayaks wait on the sand for morning paddles. ' +
    'Groceries and shops at Windward Mall are a few minutes away, and Kailua and Lanikai beaches are about a 20-minute drive.',
  address: '46-119 Lilipuna Road, Kaneohe, HI 96744',
  exactLat: 21.4248,
  exactLng: -157.8012,
  approxLat: 21.4181,
  approxLng: -157.8071,
  squareFeet: 2400,
  bedrooms: 4,
  bathrooms: 3,
  maxGuests: 10,
  baseRateCents: 50000,
  cleaningFeeCents: 30000,
  checkInTime: '15:00',
  checkOutTime: '10:00',
  petsAllowed: false,
  smokingAllowed: false,
  minNights: 1,
  houseRules: [
    'Check-in is from 3:00 PM and check-out is by 10:00 AM.',
    'No more than 10 overnight guests, and no extra visitors after 10:00 PM.',
    "Quiet hours are 10:00 PM to 7:00 AM, in line with Hawaii's community noise rules for residential neighborhoods.",
    'No parties, weddings or other events.',
    'No smoking or vaping anywhere on the property, including the lanai, the lawn and the beach.',
    'No pets.',
    'Use reef-safe mineral sunscreen only (zinc oxide or titanium dioxide); Hawaii bans the sale of sunscreens containing oxybenzone or octinoxate to protect its coral reefs.',
    "Park in the driveway (two cars); never block the neighbors' driveways or the shared lane.",
    'Wear the life jackets provided when using the kayaks or paddleboard, paddle in daylight only, and rinse and rack the gear when you are done.',
    'Give wildlife space: stay at least 10 feet from sea turtles and 50 yards from Hawaiian monk seals, and leave coral, rocks and sand where you find them.',
  ],
  checkInInstructions:
    'Check-in is self-service from 3:00 PM. Twenty-four hours before your arrival we e-mail and text you the exact address, a photo of the driveway and a personal four-digit code for the keypad on the front door; the code works from 3:00 PM on your arrival day until 10:00 AM on your departure day. ' +
    'Turn in at the mailbox with the painted honu and park up to two cars nose-in on the driveway; please do not park on the lawn or along the shared lane. ' +
    'The Wi-Fi name and password, the house manual and the kayak guide are on the kitchen island, and beach towels are in the hall closet by the lanai door. ' +
    'If you arrive after dark, the porch and path lights come on automatically at sunset. If anything is not right, call or text your local host on the number in your confirmation; we live ten minutes away.',
};
