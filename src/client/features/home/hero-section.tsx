import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../shared/paths';
import { photoSrcset, photoUrl } from '../../../shared/property/photo-sizes';
import { Island } from '../../islands/island';
import { LinkButton } from '../../ui/button';
import * as styles from './hero.css';
import { HeroVideo } from './hero-video';
import type { HomeFacts } from './home-facts';
import { HeroBookingWidget } from './home-booking';

const DEFAULT_TITLE = 'Oceanfront Beach House on Kaneohe Bay';

/** The hero's photo, and the moving bay over it on wider screens (an island of its own, decision 062). */
export function HeroMedia() {
  // The video's poster is the very file the picture chose, so it comes from the cache.
  const [poster, setPoster] = useState<string>();
  const image = useRef<HTMLImageElement>(null);
  // The server's HTML often has the photo loaded before hydration, when no load event is left to hear.
  useEffect(() => {
    if (image.current?.complete && image.current.currentSrc) setPoster(image.current.currentSrc);
  }, []);
  return (
    <>
      <picture>
        <source type="image/avif" srcSet={photoSrcset('hero-poster', 'avif')} sizes="100vw" />
        <img
          ref={image}
          className={styles.image}
          src={photoUrl('hero-poster')}
          srcSet={photoSrcset('hero-poster', 'webp')}
          sizes="100vw"
          alt=""
          fetchPriority="high"
          onLoad={(event) => setPoster(event.currentTarget.currentSrc || undefined)}
        />
      </picture>
      <HeroVideo className={styles.video} {...(poster ? { poster } : {})} />
    </>
  );
}

export function HeroSection({ title, subtitle, sleeps, bedrooms, startingRate }: HomeFacts & { title: string | undefined; subtitle: string }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <Island name="heroMedia" component={HeroMedia} props={{}} />
      <div className={styles.shade} />
      <div className={styles.content}>
        <div className={styles.text}>
          <h1 id="hero-title" className={styles.title}>
            {title ?? DEFAULT_TITLE}
          </h1>
          <p className={styles.subtitle}>
            {subtitle ? `${subtitle} ${startingRate}.` : `${startingRate}.`}
          </p>
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
        <div data-slot="booking-widget" className={styles.bookingSlot}>
          <Island name="heroBooking" component={HeroBookingWidget} props={{}} />
        </div>
      </div>
    </section>
  );
}
