import { GallerySection } from '../features/gallery/gallery-section';
import { usePublicProperty } from '../features/property/use-property';
import { useSiteInfo } from '../features/property/use-site-info';
import { LinkButton } from '../ui/button';
import { DeferredSection } from '../ui/deferred-section';
import { sections } from '../app/sections';
import { paths } from '../../shared/paths';
import * as styles from '../styles/page.css';


export default function StayPage() {
  const { data: property } = usePublicProperty();
  const { data: site } = useSiteInfo();
  return (
    <>
      <div className={styles.page}>
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
            Check dates and book
          </LinkButton>
        </div>
      </div>
      <GallerySection />
      <DeferredSection id="amenities" load={sections.amenities} minHeight="40rem" />
      <DeferredSection id="location" load={sections.location} minHeight="60rem" />
      <div className={styles.page}>
        {site.tat_registration_id && (
          <section aria-labelledby="registration-title" className={styles.card}>
            <h2 id="registration-title">Registration</h2>
            <p>
              Honolulu short-term rental registration: TAT {site.tat_registration_id} · GET {site.get_license_id} ·{' '}
              {site.county_registration} · TMK {site.tax_map_key}
            </p>
          </section>
        )}
      </div>
    </>
  );
}
