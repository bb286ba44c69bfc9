import type { SectionBlockType } from '../../../shared/pages/page-blocks.schema';
import { paths } from '../../../shared/paths';

/** Where the texts and data of a spec section are edited, so each text has one home (the builder only places it). */
export const SECTION_HOMES: Partial<Record<SectionBlockType, { text: string; href: string; link: string }>> = {
  hero: { text: 'The title, photo and booking widget come from the listing.', href: paths.admin.content, link: 'Content → Property' },
  stayIntro: { text: 'The title and facts come from the listing.', href: paths.admin.content, link: 'Content → Property' },
  realHawaii: { text: 'Its cards’ texts are the site’s texts.', href: paths.admin.contentManagement, link: 'Content Management' },
  escape: { text: 'Its facts come from the listing.', href: paths.admin.content, link: 'Content → Property' },
  reviews: { text: 'Guests’ reviews are shown as they are.', href: paths.admin.reviews, link: 'Reviews' },
  amenities: { text: 'The amenities and the six featured ones are edited in', href: paths.admin.contentAmenities, link: 'Content → Amenities' },
  location: { text: 'The map’s point and the area’s description come from the listing.', href: paths.admin.content, link: 'Content → Property' },
  experiencesTeaser: { text: 'Its texts are the site’s texts.', href: paths.admin.contentManagement, link: 'Content Management' },
  gallery: { text: 'The photos, their order and alt text are edited in', href: paths.admin.contentPhotos, link: 'Content → Photos' },
  registration: { text: 'The registration numbers are the owner’s site settings.', href: paths.admin.settingsSite, link: 'Settings → Site' },
  thingsToDo: { text: 'The places nearby are edited in', href: paths.admin.contentAttractions, link: 'Content → Nearby attractions' },
  contactNote: { text: 'Its text is one of the site’s texts.', href: paths.admin.contentManagement, link: 'Content Management' },
};
