import { EscapeSection } from '../features/home/escape-section';
import { ExperiencesTeaserSection } from '../features/home/experiences-teaser-section';
import { FinalCtaSection } from '../features/home/final-cta-section';
import { HomeMobileBookingBar } from '../features/home/home-booking';
import { HeroSection } from '../features/home/hero-section';
import { RealHawaiiSection } from '../features/home/real-hawaii-section';
import { useHomeFacts } from '../features/home/use-home-facts';
import { DeferredSection } from '../ui/deferred-section';

// Below the fold: their code loads as they come near, keeping the first load light.
const loadReviews = () => import('../features/reviews/reviews-section').then((module) => ({ default: module.ReviewsSection }));
const loadAmenities = () => import('../features/amenities/amenities-section').then((module) => ({ default: module.AmenitiesSection }));
const loadLocation = () => import('../features/location/location-section').then((module) => ({ default: module.LocationSection }));

/** Spec §2's home page, its sections in the spec's order; the landing anchors #amenities and #location sit after the reviews. */
export default function HomePage() {
  const { title, ...facts } = useHomeFacts();
  return (
    <>
      <HeroSection title={title} {...facts} />
      <RealHawaiiSection />
      <EscapeSection {...facts} />
      <DeferredSection id="reviews" load={loadReviews} minHeight="60rem" />
      <DeferredSection id="amenities" load={loadAmenities} minHeight="40rem" />
      <DeferredSection id="location" load={loadLocation} minHeight="60rem" />
      <ExperiencesTeaserSection />
      <FinalCtaSection />
      <HomeMobileBookingBar />
    </>
  );
}
