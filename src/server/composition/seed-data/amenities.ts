import type { AmenityCategorySeed, AmenitySeed } from './seed-types.js';

export const amenityCategorySeeds: AmenityCategorySeed[] = [
  {
    name: 'Beach & Water',
    description: 'Everything for days on and in the calm, reef-sheltered water of Kaneohe Bay.',
    icon: 'waves',
    sortOrder: 1,
  },
  {
    name: 'Kitchen & Dining',
    description: 'A full kitchen and room to cook and eat together, indoors or out.',
    icon: 'chef-hat',
    sortOrder: 2,
  },
  {
    name: 'Bedrooms & Comfort',
    description: 'Four air-conditioned bedrooms, good linens and the practical things that make a longer stay easy.',
    icon: 'bed-double',
    sortOrder: 3,
  },
  {
    name: 'Entertainment & Work',
    description: 'Reliable internet, a place to work and things to do on a rainy windward afternoon.',
    icon: 'wifi',
    sortOrder: 4,
  },
  {
    name: 'Outdoor Living',
    description: 'The lanai, lawn and garden between the house and the bay.',
    icon: 'sun',
    sortOrder: 5,
  },
  {
    name: 'Safety & Essentials',
    description: 'Safety equipment, easy arrival and the basics you should not have to think about.',
    icon: 'shield-check',
    sortOrder: 6,
  },
];

export const amenitySeeds: AmenitySeed[] = [
  // Beach & Water
  {
    name: 'Ocean kayaks',
    description: 'Two tandem ocean kayaks with paddles, plus life jackets in adult and child sizes.',
    category: 'Beach & Water',
    featured: true,
  },
  {
    name: 'Direct bay access',
    description: 'The lawn leads straight down to a small sandy shore on calm, reef-protected water.',
    category: 'Beach & Water',
    featured: true,
  },
  {
    name: 'Stand-up paddleboard',
    description: 'One inflatable stand-up paddleboard with pump, leash and adjustable paddle.',
    category: 'Beach & Water',
    featured: false,
  },
  {
    name: 'Masks, fins and reef shoes',
    description: 'Masks and fins in several adult and child sizes, and reef shoes for the rocky shallows.',
    category: 'Beach & Water',
    featured: false,
  },
  {
    name: 'Beach gear',
    description: 'Four beach chairs, a shade umbrella, a wheeled cooler, boogie boards and beach towels.',
    category: 'Beach & Water',
    featured: false,
  },

  // Kitchen & Dining
  {
    name: 'Fully equipped kitchen',
    description: 'Five-burner gas range, convection oven, dishwasher, large refrigerator and a full set of cookware and knives.',
    category: 'Kitchen & Dining',
    featured: true,
  },
  {
    name: 'Coffee and tea',
    description: 'Drip coffee maker, pour-over kit and electric kettle, with a welcome bag of local coffee.',
    category: 'Kitchen & Dining',
    featured: false,
  },
  {
    name: 'Dining for ten',
    description: 'Indoor dining table and a covered lanai table, each seating ten, plus four stools at the island.',
    category: 'Kitchen & Dining',
    featured: false,
  },
  {
    name: 'Small appliances',
    description: 'Rice cooker, blender, toaster, slow cooker and a hand mixer.',
    category: 'Kitchen & Dining',
    featured: false,
  },
  {
    name: 'Pantry basics',
    description: 'Salt, pepper, cooking oils, shoyu, sugar, spices, paper towels and dish soap to get you started.',
    category: 'Kitchen & Dining',
    featured: false,
  },

  // Bedrooms & Comfort
  {
    name: 'Ocean-view primary suite',
    description: 'Ground-floor king bedroom with its own bathroom and a picture window over the bay.',
    category: 'Bedrooms & Comfort',
    featured: true,
  },
  {
    name: 'Air conditioning',
    description: 'Quiet split-system air conditioning in all four bedrooms, with ceiling fans throughout the house.',
    category: 'Bedrooms & Comfort',
    featured: true,
  },
  {
    name: 'Hotel-quality linens',
    description: 'Cotton sheets, two pillows per guest, spare blankets and a beach towel and bath towel for everyone.',
    category: 'Bedrooms & Comfort',
    featured: false,
  },
  {
    name: 'Washer and dryer',
    description: 'Full-size washer and dryer in the laundry room, with detergent, an iron and a drying rack.',
    category: 'Bedrooms & Comfort',
    featured: true,
  },
  {
    name: 'Crib and high chair',
    description: 'A travel crib with fitted sheet and a high chair, set up on request before you arrive.',
    category: 'Bedrooms & Comfort',
    featured: false,
  },

  // Entertainment & Work
  {
    name: 'Fast Wi-Fi',
    description: 'Fiber Wi-Fi (500 Mbps) on a mesh network that reaches the lanai and the lawn.',
    category: 'Entertainment & Work',
    featured: true,
  },
  {
    name: 'Smart TV',
    description: '65-inch smart TV in the living room with streaming apps; sign in with your own accounts.',
    category: 'Entertainment & Work',
    featured: false,
  },
  {
    name: 'Dedicated workspace',
    description: 'A desk in a quiet upstairs nook with a 27-inch monitor, USB-C cable and an ergonomic chair.',
    category: 'Entertainment & Work',
    featured: false,
  },
  {
    name: 'Games and books',
    description: 'A shelf of board games, jigsaw puzzles, a ukulele and guidebooks to Oahu.',
    category: 'Entertainment & Work',
    featured: false,
  },

  // Outdoor Living
  {
    name: 'Covered lanai',
    description: 'A wide covered lanai facing the bay, with a dining table, lounge chairs and ceiling fans.',
    category: 'Outdoor Living',
    featured: true,
  },
  {
    name: 'Gas grill',
    description: 'Four-burner propane barbecue on the lanai, with tools and a spare tank.',
    category: 'Outdoor Living',
    featured: false,
  },
  {
    name: 'Outdoor shower',
    description: 'Enclosed hot-and-cold outdoor shower beside the path up from the beach.',
    category: 'Outdoor Living',
    featured: false,
  },
  {
    name: 'Hammocks',
    description: 'Two rope hammocks strung between coconut palms at the edge of the lawn.',
    category: 'Outdoor Living',
    featured: false,
  },
  {
    name: 'Tropical garden',
    description: 'A side garden of plumeria, ti, heliconia and banana plants, tended weekly by our gardener.',
    category: 'Outdoor Living',
    featured: false,
  },

  // Safety & Essentials
  {
    name: 'Smoke and carbon monoxide alarms',
    description: 'Smoke alarms in every bedroom and hallway, and a carbon monoxide alarm on each floor.',
    category: 'Safety & Essentials',
    featured: false,
  },
  {
    name: 'First aid kit and fire extinguisher',
    description: 'A stocked first aid kit in the kitchen and a fire extinguisher by the range and on the upper floor.',
    category: 'Safety & Essentials',
    featured: false,
  },
  {
    name: 'Emergency kit',
    description: 'Flashlights, a battery radio, bottled water and the tsunami evacuation map for this stretch of shore.',
    category: 'Safety & Essentials',
    featured: false,
  },
  {
    name: 'Free driveway parking',
    description: 'Off-street parking for two cars on the driveway.',
    category: 'Safety & Essentials',
    featured: false,
  },
  {
    name: 'Self check-in',
    description: 'Keypad entry with a personal code sent 24 hours before arrival.',
    category: 'Safety & Essentials',
    featured: false,
  },
];
