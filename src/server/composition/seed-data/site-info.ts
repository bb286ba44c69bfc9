import type { PolicySeed, SiteInfoSeed } from './seed-types.js';

/**
 * Site-wide details. The phone number uses the 555-01xx range reserved for
 * fiction, and the tax and county numbers are plausible placeholders in the
 * real formats: the owner replaces them with the real ones before launch.
 */
export const siteInfoSeed: SiteInfoSeed = {
  siteName: 'Kaneohe Bay Beach House',
  siteDescription:
    "An oceanfront four-bedroom beach house on Kaneohe Bay, on Oahu's windward coast, with kayaks on the sand and the Ko'olau mountains behind. Book directly with the owners.",
  address: 'Kaneohe, HI, 96744',
  contactPhone: '(808) 555-0142',
  contactEmail: 'aloha@kaneohebayhouse.com',
  socialLinks: {
    instagram: 'https://www.instagram.com/kaneohebayhouse',
    facebook: 'https://www.facebook.com/kaneohebayhouse',
    twitter: 'https://twitter.com/kaneohebayhouse',
  },
  tatRegistrationId: 'TA-047-381-6624-01',
  getLicenseId: 'GE-047-381-6624-01',
  countyRegistration: 'NUC 90/TVU-0317',
  taxMapKey: '(1) 4-6-005:031',
  // The owner who answers the chat (the same persona the tests sign in as). No photo yet: the panel shows her initials.
  host: {
    name: 'Leilani Kahale',
    firstName: 'Leilani',
    photoUrl: '',
    usuallyAnswers: 'Usually answers within an hour, 8 am to 8 pm Hawaii time.',
  },
};

const paragraphs = (...parts: string[]): string => parts.join('\n\n');

export const policySeeds: PolicySeed[] = [
  {
    slug: 'cancellation',
    title: 'Cancellation Policy',
    body: paragraphs(
      'We know plans change. This policy applies to every booking made on this website, and the timing of a cancellation is measured in Hawaii time against 3:00 PM on your check-in date.',
      'Cancel 30 days or more before check-in and we refund everything you paid, including the cleaning fee and taxes.',
      'Cancel 14 to 29 days before check-in and we refund 50% of the nightly accommodation charges, together with the full cleaning fee and the taxes on every amount we refund.',
      'Cancel fewer than 14 days before check-in and the booking is not refundable. If we are able to rebook any of the cancelled nights, we will refund the nightly rate we receive for those nights, up to what you paid for them.',
      'To cancel, use the link in your confirmation e-mail or write to aloha@kaneohebayhouse.com. We confirm every cancellation in writing. Refunds go back to the card you paid with within 10 business days; your bank may take a few more days to show them.',
      'Changing your dates counts as a cancellation and a new booking. If you ask 30 days or more before check-in, we will move your booking to new dates free of charge, subject to availability and to any difference in the nightly rate. Leaving early or arriving late does not entitle you to a refund for unused nights.',
      "Weather and events beyond anyone's control. Rain showers, wind and choppy water are part of life on the windward side and are not grounds for a refund. However, if any night of your stay is covered by a hurricane or tropical storm warning for Oahu issued by the National Weather Service, a tsunami warning or an official evacuation order that includes the house, or a government order, airport closure or cancellation of all flights that prevents you from reaching Oahu, we will offer you the choice of a full refund for the affected nights or a credit of the same value for a stay within the following 12 months.",
      'If the house cannot be used for reasons on our side, such as storm damage, a loss of water or power that we cannot fix promptly, or a double booking, we will refund every affected night in full and help you find somewhere else to stay.',
      'We strongly recommend travel insurance that covers trip cancellation and interruption, especially for stays in the hurricane season from June through November.',
    ),
  },
  {
    slug: 'terms',
    title: 'Terms of Service',
    body: paragraphs(
      'These terms are the agreement between you, the guest who makes the booking, and the owners of the Kaneohe Bay Beach House ("we" or "us"). By booking through this website you accept these terms, the house rules and the cancellation policy. The terms in force on the day you book apply to your stay.',
      'Booking. Your booking is confirmed when payment has been taken and you have received our confirmation e-mail. The guest who books must be at least 25 years old, must stay at the house for the whole reservation and is responsible for everyone in the party. The minimum stay is 2 nights. Check-in is from 3:00 PM and check-out is by 10:00 AM, Hawaii time.',
      'Payment. Prices are in US dollars. Before you pay, your quote shows the nightly rate for each night, the cleaning fee and every tax; there is no booking or service fee when you book directly with us. The full amount is charged when you book, through our payment processor. We do not add any charge at check-out that was not in your quote, except as described under damage below.',
      'Taxes. Hawaii taxes apply to every stay and are itemized in your quote: the State of Hawaii Transient Accommodations Tax (TAT), the City and County of Honolulu Transient Accommodations Tax (OTAT) and the Hawaii General Excise Tax (GET), including the Oahu county surcharge. They are charged at the rates in force for your stay dates, and we file and pay them to the State of Hawaii and the City and County of Honolulu. Our TAT and GET license numbers, our county registration and the tax map key of the property appear on every page of this website, as Honolulu requires for every advertisement of a short-term rental.',
      'Lawful use. The house is operated as a transient vacation unit under a Nonconforming Use Certificate issued by the City and County of Honolulu. It may be used only as a private vacation residence for the registered guests.',
      'Occupancy. No more than 10 guests, children included, may stay overnight, and every guest must be named on the booking. Parties, weddings, commercial photo or video shoots and other events are not allowed. If the house rules are seriously broken, for example by exceeding the occupancy limit, holding a party or smoking indoors, we may end the stay without a refund.',
      'Damage. Please tell us promptly about anything that breaks. The guest who booked is responsible for damage beyond normal wear and tear, for missing items, for extra cleaning made necessary by smoking, pets or unusual mess, and for any fine imposed on us because of a breach of the house rules. We will send you photos and receipts and give you the chance to respond before charging the card used for the booking.',
      'Access. We or our staff may enter the house during your stay for an emergency or an urgent repair, giving you as much notice as we reasonably can. The gardener may work in the yard on the scheduled day without entering the house.',
      'Liability. The bay, the kayaks, the paddleboard and the beach gear are used at your own risk. There is no lifeguard: check conditions before going out, wear the life jackets provided, stay inside the bay, do not paddle after dark or in strong wind, and keep children under adult supervision whenever they are near the water. To the extent permitted by Hawaii law, we are not liable for injury, loss or damage to guests or their belongings unless it is caused by our negligence. We are not responsible for interruptions to utilities or internet, or for noise or construction nearby, outside our control, but we will do what we reasonably can to help.',
      'Governing law. These terms are governed by the laws of the State of Hawaii, and any dispute will be decided by the courts of the First Circuit on Oahu. If any part of these terms is found unenforceable, the rest still applies.',
      'Questions about these terms are welcome at aloha@kaneohebayhouse.com.',
    ),
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    body: paragraphs(
      'This notice explains what personal information the Kaneohe Bay Beach House collects through this website and during your stay, why we collect it, who else handles it and how long we keep it. We are a small, owner-run vacation rental. We do not sell or rent your information, and we do not use advertising or cross-site tracking cookies.',
      'What we collect. When you ask for a quote or make a booking: your name, e-mail address, phone number, billing address, the number of guests, your dates and any messages you send us. Card details are entered directly with our payment processor; we never see or store your full card number. When you use the website: our servers keep standard logs (IP address, browser type, the pages requested and the time) for security and troubleshooting, and we set a cookie only to keep you signed in or to remember your booking session. When you leave a review: the name, home town and text you give us, which we publish only with your agreement.',
      'Why we use it. To take and manage your booking and payment, to send your confirmation, check-in details and any messages about your stay, to keep the records that Hawaii tax law requires, to handle any damage claim or dispute, and to keep the website secure. For visitors from the European Union or the United Kingdom, the legal bases are performance of our contract with you, our legal obligations and our legitimate interest in running a secure service.',
      'Who handles it for us. Our payment processor takes payments and refunds and screens them for fraud; our e-mail delivery service sends booking and check-in e-mails; our hosting provider runs the website and database. Our local cleaning and maintenance team sees only your name and dates. Each of these service providers may use your information only to provide its service to us. We disclose information to public authorities, such as tax authorities, only where the law requires it. Your information is stored in the United States.',
      'How long we keep it. Booking, payment and tax records are kept for seven years to meet tax and accounting obligations. Messages and guest details that are not needed for those records are deleted 24 months after your stay. Server logs are deleted after 90 days. Published reviews stay online until you ask us to remove them.',
      'Security. The website uses encrypted connections, administrator passwords are stored only as secure hashes, and access to guest information is limited to the owners and to the service providers named above.',
      'Your rights. You may ask for a copy of the information we hold about you, ask us to correct it or delete it, object to or restrict how we use it, or ask for it in a portable format. Residents of California and of other states with privacy laws have these rights too, and we will not treat you differently for using them. We may need to keep some records, such as tax records, for as long as the law requires. We answer every request within 30 days. This website is not directed at children under 16, and we do not knowingly collect their information.',
      'Contact. Write to aloha@kaneohebayhouse.com with any question or request about your information. If we change this notice, we will post the new version on this page.',
    ),
  },
  {
    slug: 'house-rules',
    title: 'House Rules',
    body: paragraphs(
      'Our neighbors are families who live here year-round, and these rules help keep the house, the bay and the neighborhood the way you found them. Thank you for following them; they are part of your booking.',
      'Check-in is from 3:00 PM and check-out is by 10:00 AM. If you need a little more time, ask us and we will help when the schedule allows.',
      'No more than 10 guests may stay overnight, and visitors who are not staying must leave by 10:00 PM.',
      "Quiet hours are from 10:00 PM to 7:00 AM, in line with Hawaii's community noise rules for residential neighborhoods. Sound carries a long way across the water at night, so please keep voices and music low on the lanai and the lawn.",
      'Parties, weddings and other events are not allowed.',
      'Smoking and vaping are not allowed anywhere on the property, including the lanai, the lawn and the beach.',
      'We are sorry, but pets are not allowed.',
      'Please use only reef-safe mineral sunscreen, made with zinc oxide or titanium dioxide. Hawaii bans the sale of sunscreens containing oxybenzone or octinoxate to protect its coral reefs, and the reef in front of the house is part of that effort. You will find mineral sunscreen by the lanai door.',
      "Park up to two cars in the driveway. Please never block the neighbors' driveways or the shared lane.",
      'Wear the life jackets provided whenever you use the kayaks or the paddleboard, paddle only in daylight, and rinse the gear with fresh water and return it to the rack when you are done.',
      'Give wildlife plenty of room: stay at least 10 feet away from sea turtles and at least 50 yards from Hawaiian monk seals, never feed fish or birds, and leave coral, rocks and sand where you find them.',
    ),
  },
];
