import { EscapeSection } from '../features/home/escape-section';
import { ExperiencesTeaserSection } from '../features/home/experiences-teaser-section';
import { FinalCtaSection } from '../features/home/final-cta-section';
import { HomeMobileBookingBar } from '../features/home/home-booking';
import { HeroSection } from '../features/home/hero-section';
import { RealHawaiiSection } from '../features/home/real-hawaii-section';
import { useHomeFacts } from '../features/home/use-home-facts';
import { sections } from '../app/sections';
import { DeferredSection } from '../ui/deferred-section';


/** Spec §2's home page, its sections in the spec's order; the landing anchors #amenities and #location sit after the reviews (below the fold, loaded as they come near). */
export default function HomePage() {
  const { title, ...facts } = useHomeFacts();
  return (
    <>
      <HeroSection title={title} {...facts} />
      <RealHawaiiSection />
      <EscapeSection {...facts} />
      <DeferredSection id="reviews" load={sections.reviews} minHeight="60rem" />
      <DeferredSection id="amenities" load={sections.amenities} minHeight="40rem" />
      <DeferredSection id="location" load={sections.location} minHeight="60rem" />
      <ExperiencesTeaserSection />
      <FinalCtaSection />
      <HomeMobileBookingBar />
    </>
  );
}
