import { EscapeSection } from '../../features/home/escape-section';
import { ExperiencesTeaserSection } from '../../features/home/experiences-teaser-section';
import { HomeMobileBookingBar } from '../../features/home/home-booking';
import { HeroSection } from '../../features/home/hero-section';
import { RealHawaiiSection } from '../../features/home/real-hawaii-section';
import { useHomeFacts } from '../../features/home/use-home-facts';
import { FinalCtaSection } from '../../features/home/final-cta-section';
import type { BlockComponents } from './block-types';

function HeroBlock() {
  const { title, ...facts } = useHomeFacts();
  return (
    <>
      <HeroSection title={title} {...facts} />
      {/* Phones keep a booking bar in view for as long as the hero's widget is out of it. */}
      <HomeMobileBookingBar />
    </>
  );
}

function EscapeBlock() {
  const { title: _title, ...facts } = useHomeFacts();
  return <EscapeSection {...facts} />;
}

/** The home page's sections (spec §2), one chunk: a page using any of them loads them together. */
export const blocks: BlockComponents<'hero' | 'realHawaii' | 'escape' | 'experiencesTeaser' | 'finalCta'> = {
  hero: HeroBlock,
  realHawaii: RealHawaiiSection,
  escape: EscapeBlock,
  experiencesTeaser: ExperiencesTeaserSection,
  finalCta: ({ block }) => <FinalCtaSection heading={block.heading} text={block.text} button={block.button} />,
};
