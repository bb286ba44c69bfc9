import { paths } from '../../../shared/paths';
import { LinkButton } from '../../ui/button';
import { GallerySection } from '../../features/gallery/gallery-section';
import { Island } from '../../islands/island';
import { usePublicProperty } from '../../features/property/use-property';
import { useSiteInfo } from '../../features/property/use-site-info';
import * as styles from '../../styles/page.css';
import type { BlockComponents, BlockProps } from './block-types';

/** The stay page's title and facts: its h1, from Content → Property. */
function StayIntroBlock({ block }: BlockProps<'stayIntro'>) {
  const { data: property } = usePublicProperty();
  return (
    <>
      <h1>{property?.title ?? 'The Beach House'}</h1>
      {property && (
        <p className={styles.lead}>
          {property.general_location} · {property.bedrooms} bedrooms · {property.bathrooms} baths · sleeps {property.max_guests} ·{' '}
          {property.square_feet.toLocaleString('en-US')} sq ft
        </p>
      )}
      {property && <p className={styles.prose}>{property.description}</p>}
      <div className={styles.actions}>
        <LinkButton href={paths.booking} tone="accent" size="lg">
          {block.button}
        </LinkButton>
      </div>
    </>
  );
}

/** Honolulu's registration numbers (Settings → Site); nothing until they are set. Its words are the owner's (Page Builder). */
function RegistrationBlock({ block }: BlockProps<'registration'>) {
  const { data: site } = useSiteInfo();
  if (!site.tat_registration_id) return null;
  return (
    <section aria-labelledby="registration-title" className={styles.card}>
      <h2 id="registration-title">{block.heading}</h2>
      <p>
        {/* One text run with the words before the numbers, as the page has always drawn it. */}
        {`${block.text} TAT `}
        {site.tat_registration_id} · GET {site.get_license_id} · {site.county_registration} · TMK{' '}
        {site.tax_map_key}
      </p>
    </section>
  );
}

/** The stay page's sections, one chunk. */
export const blocks: BlockComponents<'stayIntro' | 'gallery' | 'registration'> = {
  stayIntro: StayIntroBlock,
  gallery: () => <Island name="gallery" component={GallerySection} props={{}} />,
  registration: RegistrationBlock,
};
