import { ResponsivePhoto } from '../features/property/responsive-photo';
import { usePhotos, usePublicProperty } from '../features/property/use-property';
import * as styles from './page.css';

export default function StayPage() {
  const { data: property } = usePublicProperty();
  const { data: photos = [] } = usePhotos();
  return (
    <div className={styles.page}>
      <h1>{property?.title ?? 'The Beach House'}</h1>
      {property && (
        <p className={styles.lead}>
          {property.general_location} · {property.bedrooms} bedrooms · {property.bathrooms} baths · sleeps {property.max_guests}
        </p>
      )}
      {property && <p className={styles.prose}>{property.description}</p>}
      <section id="gallery" className={styles.section} aria-labelledby="gallery-title">
        <h2 id="gallery-title">Stunning Views & Spaces</h2>
        <div className={styles.photoGrid}>
          {photos.slice(0, 6).map((photo) => (
            <ResponsivePhoto key={photo.id} photo={photo} className={styles.photo} sizes="(min-width: 1200px) 400px, (min-width: 700px) 50vw, 100vw" />
          ))}
        </div>
      </section>
    </div>
  );
}
