import { EscapeSection } from '../../features/home/escape-section';
import { ExperiencesTeaserSection } from '../../features/home/experiences-teaser-section';
import { HomeMobileBookingBar } from '../../features/home/home-booking';
import { HeroSection } from '../../features/home/hero-section';
import { RealHawaiiSection } from '../../features/home/real-hawaii-section';
import { useHomeFacts } from '../../features/home/use-home-facts';
import { FinalCtaSection } from '../../features/home/final-cta-section';
import { Island } from '../../islands/island';
import type { BlockComponents, BlockProps } from './block-types';

function HeroBlock({ block }: BlockProps<'hero'>) {
  const { title, ...facts } = useHomeFacts();
  return (
    <>
      <HeroSection title={title} subtitle={block.subtitle} {...facts} />
      {/* Phones keep a booking bar in view for as long as the hero's widget is out of it. */}
      <Island name="bookingBar" component={HomeMobileBookingBar} props={{}} />
    </>
  );
}

function EscapeBlock({ block }: BlockProps<'escape'>) {
  const { title: _title, ...facts } = useHomeFacts();
  return <EscapeSection {...facts} texts={block} />;
}

/** The home page's sections (spec §2), one chunk: a page using any of them loads them together. */
export const blocks: BlockComponents<'hero' | 'realHawaii' | 'escape' | 'experiencesTeaser' | 'finalCta'> = {
  hero: HeroBlock,
  realHawaii: ({ block }) => <RealHawaiiSection heading={block.heading} lead={block.lead} cards={block.cards} />,
  escape: EscapeBlock,
  experiencesTeaser: ({ block }) => <ExperiencesTeaserSection lead={block.lead} />,
  finalCta: ({ block }) => <FinalCtaSection heading={block.heading} text={block.text} button={block.button} />,
};
