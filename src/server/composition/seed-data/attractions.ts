import { publicDistanceLabel } from '../../modules/property/distance.logic';
import { propertySeed } from './property.js';
import type { AttractionCategory, AttractionSeed } from './seed-types.js';

/** Marker colour per category. */
const COLORS: Record<AttractionCategory, string> = {
  beach: '#0e7490',
  attraction: '#7c3aed',
  restaurant: '#c2410c',
  shopping: '#be185d',
  transportation: '#475569',
};

/**
 * Real places on the windward side (plus the airport). Hours and prices are given
 * only where they are well established; otherwise null.
 */
const places: Omit<AttractionSeed, 'distance'>[] = [
  {
    name: 'Kailua Beach Park',
    category: 'beach',
    description: 'A long, wide crescent of soft white sand and turquoise water, with lifeguards, showers and a grassy park.',
    detailedDescription:
      'Kailua Beach stretches about two and a half miles along Kailua Bay, and the beach park at its south end has restrooms, outdoor showers, picnic tables and lifeguard towers. ' +
      'Steady trade winds make it one of the best-known windsurfing and kitesurfing beaches in the world, while the water near the boat ramp is usually gentle enough for children. ' +
      "Kayakers paddle out from here to Popoi'a (Flat Island) and the Mokulua islands. The parking lot fills early on weekends and holidays, so arrive before 9 AM.",
    lat: 21.3976,
    lng: -157.7273,
    address: '526 Kawailoa Rd, Kailua, HI 96734',
    color: COLORS.beach,
    rating: 4.8,
    reviewsCount: 9120,
    tags: ['swimming', 'lifeguards', 'windsurfing', 'kayaking', 'family friendly'],
    hours: null,
    ticketPrice: 'Free',
  },
  {
    name: 'Lanikai Beach',
    category: 'beach',
    description: 'A narrow ribbon of powdery sand facing the twin Mokulua islands, reached by public paths off Mokulua Drive.',
    detailedDescription:
      'Lanikai Beach runs along a quiet residential neighborhood just past Kailua Beach Park, and it is reached only by the signed public beach-access paths between the houses on Mokulua Drive. ' +
      "The calm, clear water and the view of Na Mokulua, two small islands that are protected seabird sanctuaries, make it one of Oahu's most photographed beaches, and a favorite spot to watch the sunrise. " +
      'There are no restrooms, showers, lifeguards or parking lot; street parking is tightly enforced, so many visitors park in Kailua and walk or cycle in.',
    lat: 21.3928,
    lng: -157.7153,
    address: 'Mokulua Dr, Kailua, HI 96734',
    color: COLORS.beach,
    rating: 4.8,
    reviewsCount: 6480,
    tags: ['sunrise', 'swimming', 'no facilities', 'photography'],
    hours: null,
    ticketPrice: 'Free',
  },
  {
    name: 'Kualoa Regional Park',
    category: 'beach',
    description: "A 153-acre beach park on a grassy point at the north end of Kaneohe Bay, facing Mokoli'i (Chinaman's Hat).",
    detailedDescription:
      'Kualoa Regional Park is the largest beach park on the windward coast, with a long, narrow sandy beach, wide lawns shaded by coconut palms, picnic areas, restrooms and showers. ' +
      "Mokoli'i, the cone-shaped islet often called Chinaman's Hat, sits about a third of a mile offshore. The land here was sacred in old Hawaii, and the park is listed on the National Register of Historic Places. " +
      'Camping is allowed with a City and County of Honolulu permit. The water is shallow near shore, but currents around the islet can be strong.',
    lat: 21.5111,
    lng: -157.8369,
    address: '49-479 Kamehameha Hwy, Kaneohe, HI 96744',
    color: COLORS.beach,
    rating: 4.7,
    reviewsCount: 4210,
    tags: ['picnics', 'camping', 'scenic views', 'history'],
    hours: null,
    ticketPrice: 'Free',
  },
  {
    name: 'Byodo-In Temple',
    category: 'attraction',
    description: 'A serene replica of the Byodo-in temple in Uji, Japan, set against the Ko\'olau cliffs in the Valley of the Temples.',
    detailedDescription:
      'The Byodo-In Temple was dedicated in 1968 to mark the hundredth anniversary of the first Japanese immigrants to Hawaii. It is a smaller-scale replica of the centuries-old Byodo-in in Uji, Japan, and is not a practicing temple: visitors of every faith are welcome. ' +
      'Inside the main hall is a large gilded statue of the Amida Buddha; outside, a three-ton brass peace bell, koi ponds, black swans and wandering peacocks. ' +
      'The temple stands at the back of the Valley of the Temples Memorial Park, so please be respectful. There is a small admission fee, and shoes come off inside the hall.',
    lat: 21.4303,
    lng: -157.8322,
    address: '47-200 Kahekili Hwy, Kaneohe, HI 96744',
    color: COLORS.attraction,
    rating: 4.7,
    reviewsCount: 10450,
    tags: ['culture', 'gardens', 'photography', 'quiet'],
    hours: null,
    ticketPrice: null,
  },
  {
    name: "Ho'omaluhia Botanical Garden",
    category: 'attraction',
    description: "A 400-acre rainforest garden and lake beneath the fluted cliffs of the Ko'olau range, with free admission.",
    detailedDescription:
      "Ho'omaluhia, whose name means a peaceful refuge, was built by the U.S. Army Corps of Engineers as a flood-control project and opened as part of the Honolulu Botanical Gardens in 1982. " +
      'Its plantings are grouped by tropical region, including Hawaii, Polynesia, Melanesia, Malaysia, the Philippines, India and Sri Lanka, Africa and tropical America, around a 32-acre lake. ' +
      'You can drive the loop road or walk the short trails from the visitor center. Bring insect repellent and a rain jacket: this is one of the wettest corners of Kaneohe.',
    lat: 21.3862,
    lng: -157.8097,
    address: '45-680 Luluku Rd, Kaneohe, HI 96744',
    color: COLORS.attraction,
    rating: 4.8,
    reviewsCount: 8370,
    tags: ['gardens', 'hiking', 'mountain views', 'free'],
    hours: null,
    ticketPrice: 'Free',
  },
  {
    name: 'Kualoa Ranch',
    category: 'attraction',
    description: 'A 4,000-acre private nature reserve and working cattle ranch, known for its movie-site, horseback and UTV tours.',
    detailedDescription:
      "Kualoa Ranch spreads from the sea to the Ko'olau ridges across three valleys, including Ka'a'awa Valley, where scenes from Jurassic Park and many other films and television series were shot. " +
      'The ranch is still worked by the family that has owned it since the 1850s, and visitors see it on guided tours: movie sites, horseback and UTV rides, ziplines, and a visit to its ancient Hawaiian fishpond and gardens. ' +
      'All tours need a reservation, and popular ones sell out days ahead.',
    lat: 21.5217,
    lng: -157.8374,
    address: '49-560 Kamehameha Hwy, Kaneohe, HI 96744',
    color: COLORS.attraction,
    rating: 4.7,
    reviewsCount: 12580,
    tags: ['tours', 'movie sites', 'adventure', 'reservations required'],
    hours: null,
    ticketPrice: null,
  },
  {
    name: "Haleiwa Joe's Haiku Gardens",
    category: 'restaurant',
    description: 'Seafood and steaks in an open-air dining room overlooking a lily pond and the lush Haiku Gardens.',
    detailedDescription:
      "Haleiwa Joe's Kaneohe restaurant sits inside Haiku Gardens, with a lily pond, palms and the Ko'olau cliffs behind it, a few minutes up Haiku Road from Windward Mall. " +
      'The menu leans on fresh local fish, steaks and shareable pupus, and the garden setting makes it a favorite for birthdays and anniversaries. ' +
      'Reservations are strongly recommended, especially for a table by the garden at sunset.',
    lat: 21.4143,
    lng: -157.8153,
    address: '46-336 Haiku Rd, Kaneohe, HI 96744',
    color: COLORS.restaurant,
    rating: 4.6,
    reviewsCount: 3240,
    tags: ['seafood', 'garden views', 'dinner', 'reservations'],
    hours: null,
    ticketPrice: null,
  },
  {
    name: "Buzz's Original Steak House",
    category: 'restaurant',
    description: 'A relaxed Kailua institution across the road from Kailua Beach Park, serving steaks and fresh fish since the 1960s.',
    detailedDescription:
      "Buzz's has been grilling steaks and fresh fish on Kawailoa Road since the 1960s, and it keeps the easygoing, old-Hawaii feel of a neighborhood beach restaurant. " +
      'It is an easy stop for an early dinner after a day at Kailua or Lanikai. Expect a wait on weekend evenings.',
    lat: 21.3965,
    lng: -157.7287,
    address: '413 Kawailoa Rd, Kailua, HI 96734',
    color: COLORS.restaurant,
    rating: 4.3,
    reviewsCount: 2160,
    tags: ['steak', 'seafood', 'near the beach', 'casual'],
    hours: null,
    ticketPrice: null,
  },
  {
    name: 'Windward Mall',
    category: 'shopping',
    description: "The windward side's largest enclosed shopping mall, with stores, eateries, services and a food court.",
    detailedDescription:
      'Windward Mall, at the corner of Kamehameha Highway and Haiku Road, is the main shopping center for Kaneohe and the windward coast and is just a few minutes from the house. ' +
      'Beyond clothing and gift shops it is handy for the practical things a beach week needs, from sunscreen and sandals to a quick plate lunch. ' +
      'Supermarkets and other stores line Kamehameha Highway nearby, so one stop covers most of a week of groceries.',
    lat: 21.4193,
    lng: -157.804,
    address: '46-056 Kamehameha Hwy, Kaneohe, HI 96744',
    color: COLORS.shopping,
    rating: 4.3,
    reviewsCount: 5630,
    tags: ['shopping', 'food court', 'groceries nearby', 'rainy day'],
    hours: null,
    ticketPrice: null,
  },
  {
    name: 'Daniel K. Inouye International Airport (HNL)',
    category: 'transportation',
    description: "Honolulu's main airport, where nearly every flight to Oahu lands; about 30 to 40 minutes' drive from the house.",
    detailedDescription:
      'Daniel K. Inouye International Airport serves all mainland, international and inter-island flights to Oahu, and the rental-car companies operate from the consolidated facility beside the terminals. ' +
      'From the airport, the H-3 freeway crosses the Ko\'olau range through tunnels and comes down into Kaneohe; outside rush hour the drive to the house takes 30 to 40 minutes. ' +
      'Allow extra time on weekday afternoons, when traffic on the H-1 and the Likelike Highway builds up.',
    lat: 21.3187,
    lng: -157.9225,
    address: '300 Rodgers Blvd, Honolulu, HI 96819',
    color: COLORS.transportation,
    rating: 4.1,
    reviewsCount: 15870,
    tags: ['airport', 'rental cars', 'flights', 'inter-island'],
    hours: 'Open 24 hours',
    ticketPrice: null,
  },
];

/**
 * `distance` is the straight-line (haversine) distance from propertySeed's PUBLIC point,
 * to 0.1 mile; driving distances are longer. Never from the exact point: see publicDistanceLabel.
 */
export const attractionSeeds: AttractionSeed[] = places.map((place) => ({
  ...place,
  distance: publicDistanceLabel({ lat: propertySeed.approxLat, lng: propertySeed.approxLng }, place) ?? '',
}));
