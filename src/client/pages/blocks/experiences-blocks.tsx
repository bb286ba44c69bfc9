import { Link } from 'wouter';
import { paths } from '../../../shared/paths';
import { ThingsToDo } from '../../features/experiences/things-to-do';
import { ToursWidgetFrame } from '../../features/tours/public';
import { useToursWidgetUrl } from '../../features/tours/use-tours-widget-url';
import { isWidgetAddress } from '../../features/tours/widget-messages';
import * as things from '../../features/experiences/things-to-do.css';
import * as styles from '../../styles/page.css';
import type { BlockComponents, BlockProps } from './block-types';

function ExperiencesIntroBlock({ block }: BlockProps<'experiencesIntro'>) {
  return (
    <>
      <h1>{block.heading}</h1>
      {block.lead && <p className={styles.lead}>{block.lead}</p>}
    </>
  );
}

/** The tours widget: the block's own address, else the site's (Settings → Site); nothing when neither is usable. */
function ToursBlock({ block }: BlockProps<'tours'>) {
  const siteUrl = useToursWidgetUrl();
  const url = isWidgetAddress(block.url) ? block.url : siteUrl;
  if (!url) return null;
  return (
    <section className={styles.section} aria-labelledby={`${block.id}-title`}>
      <h2 id={`${block.id}-title`} className={things.sectionTitle}>
        {block.heading}
      </h2>
      {block.text && <p>{block.text}</p>}
      {/* Plain DOM inside (mountToursFrame): on a page shipped as islands the start-up code mounts it, no React needed. */}
      <ToursWidgetFrame url={url} />
    </section>
  );
}

function ThingsToDoBlock({ block }: BlockProps<'thingsToDo'>) {
  return (
    <section className={styles.section} aria-labelledby="things-title">
      <h2 id="things-title" className={things.sectionTitle}>
        {block.heading}
      </h2>
      {block.lead && <p className={styles.lead}>{block.lead}</p>}
      <ThingsToDo />
    </section>
  );
}

function ContactNoteBlock({ block }: BlockProps<'contactNote'>) {
  return (
    <p className={styles.section}>
      {block.text && `${block.text} `}
      <Link href={paths.contact}>{block.link}</Link>
      {block.after && ` ${block.after}`}
    </p>
  );
}

/** The experiences page's sections, one chunk. */
export const blocks: BlockComponents<'experiencesIntro' | 'tours' | 'thingsToDo' | 'contactNote'> = {
  experiencesIntro: ExperiencesIntroBlock,
  tours: ToursBlock,
  thingsToDo: ThingsToDoBlock,
  contactNote: ContactNoteBlock,
};
