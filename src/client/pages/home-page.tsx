import { paths } from '../../shared/paths';
import { photoSrcset, photoUrl } from '../../shared/property/photo-sizes';
import { usePublicProperty } from '../features/property/use-property';
import { LinkButton } from '../ui/button';
import * as styles from './page.css';

// Spec §9's fallbacks while the property loads or if it cannot.
const FALLBACK = { sleeps: 8, bedrooms: 3, nightly: '599' };

export default function HomePage() {
  const { data: property } = usePublicProperty();
  const sleeps = property?.max_guests ?? FALLBACK.sleeps;
  const bedrooms = property?.bedrooms ?? FALLBACK.bedrooms;
  const nightly = property ? Number(property.base_rate).toLocaleString('en-US') : FALLBACK.nightly;
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <picture>
          <source type="image/avif" srcSet={photoSrcset('hero-poster', 'avif')} sizes="100vw" />
          <img
            className={styles.heroImage}
            src={photoUrl('hero-poster')}
            srcSet={photoSrcset('hero-poster', 'webp')}
            sizes="100vw"
            alt=""
            fetchPriority="high"
          />
        </picture>
        <div className={styles.heroShade} />
        <div className={styles.heroContent}>
          <h1 id="hero-title" className={styles.heroTitle}>
            {property?.title ?? 'Oceanfront Beach House on Kaneohe Bay'}
          </h1>
          <p>Wake up to the bay, the Ko'olau ridges and Mokoli'i on Oahu's windward coast. Starting ${nightly}/night.</p>
          <ul className={styles.chips} aria-label="Highlights">
            <li className={styles.chip}>Sleeps {sleeps}</li>
            <li className={styles.chip}>{bedrooms} Bedrooms</li>
            <li className={styles.chip}>Ocean View</li>
            <li className={styles.chip}>Beach Gear</li>
          </ul>
          <div className={styles.actions}>
            <LinkButton href={paths.stay} tone="secondary" size="lg">
              Explore Beach House
            </LinkButton>
            <LinkButton href={paths.booking} tone="accent" size="lg">
              Book Now
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
