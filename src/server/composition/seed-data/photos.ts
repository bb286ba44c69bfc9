import type { PhotoSeed } from './seed-types.js';

/** One photo per scene, in gallery order. Alt text says what a guest who cannot see the photo needs to know. */
export const photoSeeds: PhotoSeed[] = [
  {
    slug: 'oceanfront-lanai-sunrise',
    alt: 'Covered lanai with teak chairs facing calm Kaneohe Bay as the sun rises over Mokapu Peninsula',
    isFeatured: true,
    sortOrder: 1,
  },
  {
    slug: 'living-room-bay-view',
    alt: 'Bright living room with a large sectional sofa and wide sliding doors opening straight onto the bay',
    isFeatured: true,
    sortOrder: 2,
  },
  {
    slug: 'kitchen-island',
    alt: 'Open kitchen with a long quartz island, four bar stools, a gas range and stainless steel appliances',
    isFeatured: false,
    sortOrder: 3,
  },
  {
    slug: 'dining-table-lanai',
    alt: 'Outdoor dining table for ten under a ceiling fan on the lanai, with the bay beyond the railing',
    isFeatured: false,
    sortOrder: 4,
  },
  {
    slug: 'primary-bedroom-ocean',
    alt: 'Ground-floor primary bedroom with a king bed facing a picture window that looks out over the bay',
    isFeatured: true,
    sortOrder: 5,
  },
  {
    slug: 'bedroom-two-queen',
    alt: 'Upstairs second bedroom with a queen bed, white linens, two reading lamps and a partial bay view',
    isFeatured: false,
    sortOrder: 6,
  },
  {
    slug: 'bedroom-three-bunks',
    alt: 'Third bedroom with two sets of twin bunk beds, each bunk with its own small reading light',
    isFeatured: false,
    sortOrder: 7,
  },
  {
    slug: 'bedroom-four-garden',
    alt: 'Fourth bedroom with a queen bed and a window onto plumeria trees and palms in the side garden',
    isFeatured: false,
    sortOrder: 8,
  },
  {
    slug: 'primary-bathroom',
    alt: 'Primary bathroom with a walk-in tiled shower with grab bar, a double vanity and a wide mirror',
    isFeatured: false,
    sortOrder: 9,
  },
  {
    slug: 'backyard-lawn-to-beach',
    alt: "Level green lawn running from the lanai steps down to a narrow strip of sand at the water's edge",
    isFeatured: true,
    sortOrder: 10,
  },
  {
    slug: 'kayaks-on-the-sand',
    alt: 'Two yellow tandem kayaks with paddles and life jackets resting on the sand beside calm, shallow water',
    isFeatured: false,
    sortOrder: 11,
  },
  {
    slug: 'chinaman-hat-view',
    alt: "Distant view up the bay to Mokoli'i, the small cone-shaped island also called Chinaman's Hat",
    isFeatured: false,
    sortOrder: 12,
  },
  {
    slug: 'outdoor-shower',
    alt: 'Enclosed outdoor shower with lava-rock floor and wooden walls beside the path up from the beach',
    isFeatured: false,
    sortOrder: 13,
  },
  {
    slug: 'sunset-over-koolau',
    alt: "Pink sunset clouds over the steep, fluted green ridges of the Ko'olau mountains behind the house",
    isFeatured: true,
    sortOrder: 14,
  },
];
