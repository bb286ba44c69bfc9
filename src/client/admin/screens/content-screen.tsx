import { SectionTabs, type SectionTab } from '../kit/section-tabs';
import { AmenitiesPanel } from '../content/amenities-panel';
import { AttractionsPanel } from '../content/attractions-panel';
import { PhotosPanel } from '../content/photos-panel';
import { PropertyFactsPanel } from '../content/property-facts-panel';
import { paths } from '../../../shared/paths';

/** The listing's parts, each at an address of its own (Content → Photos, …), so a screen loads only its own data. */
const CONTENT_TABS: readonly SectionTab[] = [
  { href: paths.admin.content, label: 'Property', panel: () => <PropertyFactsPanel /> },
  { href: paths.admin.contentPhotos, label: 'Photos', panel: () => <PhotosPanel /> },
  { href: paths.admin.contentAmenities, label: 'Amenities', panel: () => <AmenitiesPanel /> },
  { href: paths.admin.contentAttractions, label: 'Nearby attractions', panel: () => <AttractionsPanel /> },
];

/** Spec §1's Content: the listing guests see (facts, photos, amenities, attractions), edited without code. */
export default function ContentScreen() {
  return (
    <>
      <h1>Content</h1>
      <SectionTabs label="Content" tabs={CONTENT_TABS} />
    </>
  );
}
