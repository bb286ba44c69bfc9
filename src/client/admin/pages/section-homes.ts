import type { SectionBlockType } from '../../../shared/pages/page-blocks.schema';
import { paths } from '../../../shared/paths';

/** Where the data of a spec section is edited, so each fact has one home (its words are edited in the builder's side panel). */
export const SECTION_HOMES: Partial<Record<SectionBlockType, { text: string; href: string; link: string }>> = {
  hero: { text: 'The title, photo and booking widget come from the listing.', href: paths.admin.content, link: 'Content → Property' },
  stayIntro: { text: 'The title and facts come from the listing.', href: paths.admin.content, link: 'Content → Property' },
  escape: { text: 'Its facts come from the listing.', href: paths.admin.content, link: 'Content → Property' },
  reviews: { text: 'Guests’ reviews are shown as they are.', href: paths.admin.reviews, link: 'Reviews' },
  amenities: { text: 'The amenities and the six featured ones are edited in', href: paths.admin.contentAmenities, link: 'Content → Amenities' },
  location: { text: 'The map’s point comes from the listing.', href: paths.admin.content, link: 'Content → Property' },
  experiencesTeaser: { text: 'The tours widget’s address is one of the owner’s site settings:', href: paths.admin.settingsSite, link: 'Settings → Site' },
  gallery: { text: 'The photos, their order and alt text are edited in', href: paths.admin.contentPhotos, link: 'Content → Photos' },
  registration: { text: 'The registration numbers are the owner’s site settings.', href: paths.admin.settingsSite, link: 'Settings → Site' },
  thingsToDo: { text: 'The places nearby are edited in', href: paths.admin.contentAttractions, link: 'Content → Nearby attractions' },
};
