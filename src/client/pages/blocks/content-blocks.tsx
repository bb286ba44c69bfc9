import type { ReactNode } from 'react';
import type { BlockPhoto } from '../../../shared/pages/page-blocks.schema';
import { richTextKey } from '../../../shared/pages/pages.schemas';
import type { Photo } from '../../../shared/property/property.schemas';
import { LinkButton } from '../../ui/button';
import { ProgressivePhoto } from '../../features/gallery/progressive-photo';
import { useGalleryPhotos } from '../../features/gallery/use-gallery-photos';
import type { BlockComponents, BlockProps } from './block-types';
import * as styles from './content-blocks.css';

/** An owner's section: always an h2 under the page's h1, named for its landmark. */
function BlockSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      {children}
    </section>
  );
}

/** Rich text as the server rendered it from the owner's document (escaped; paragraphs, h3/h4, lists and safe links only). */
function ServerProse({ html }: { html: string | undefined }) {
  return html ? <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** The gallery's published photo a block names, with the block's own alt text; a photo since removed shows nothing. */
function useBlockPhotos(chosen: readonly BlockPhoto[]): Photo[] {
  const { photos } = useGalleryPhotos();
  return chosen.flatMap((choice) => {
    const photo = photos.find((candidate) => candidate.id === choice.id);
    return photo ? [{ ...photo, alt: choice.alt }] : [];
  });
}

function TextBlock({ block, html }: BlockProps<'text'>) {
  return (
    <BlockSection id={block.id} heading={block.heading}>
      <ServerProse html={html[richTextKey(block.id, 'body')]} />
    </BlockSection>
  );
}

/** Blocks this near the top show their images in the first screen: they load at once (the largest paint waits for them). */
const EAGER_POSITIONS = 3;
/** A photo of the first two blocks is likely the first screen's largest picture: the browser fetches it first. */
const PRIORITY_POSITIONS = 2;

function ImageTextBlock({ block, html, position }: BlockProps<'imageText'>) {
  const [photo] = useBlockPhotos([block.photo]);
  return (
    <BlockSection id={block.id} heading={block.heading}>
      <div className={styles.imageText}>
        {photo && (
          <div className={block.imageSide === 'right' ? styles.imageRight : undefined}>
            <ProgressivePhoto photo={photo} sizes="(min-width: 48rem) 36rem, 100vw" className={styles.rounded} eager={position < EAGER_POSITIONS} priority={position < PRIORITY_POSITIONS} />
          </div>
        )}
        <ServerProse html={html[richTextKey(block.id, 'body')]} />
      </div>
    </BlockSection>
  );
}

function PhotoGridBlock({ block, position }: BlockProps<'photoGrid'>) {
  const photos = useBlockPhotos(block.photos);
  return (
    <BlockSection id={block.id} heading={block.heading}>
      <ul className={styles.photoGrid}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <ProgressivePhoto photo={photo} sizes="(min-width: 48rem) 24rem, 100vw" className={styles.rounded} eager={position < EAGER_POSITIONS && index < 2}
              priority={position < PRIORITY_POSITIONS && index === 0}
            />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

function ColumnsBlock({ block, html }: BlockProps<'columns'>) {
  return (
    <BlockSection id={block.id} heading={block.heading}>
      <div className={styles.columns}>
        <ServerProse html={html[richTextKey(block.id, 'left')]} />
        <ServerProse html={html[richTextKey(block.id, 'right')]} />
      </div>
    </BlockSection>
  );
}

function CtaBlock({ block }: BlockProps<'cta'>) {
  return (
    <section id={block.id} className={`${styles.block} ${styles.cta}`} aria-labelledby={`${block.id}-title`}>
      <h2 id={`${block.id}-title`}>{block.heading}</h2>
      {block.text && <p>{block.text}</p>}
      <LinkButton href={block.href} tone={block.tone} size="lg">
        {block.label}
      </LinkButton>
    </section>
  );
}

/** Questions as native disclosure widgets: keyboard- and screen-reader-ready with no script (FAQPage data is in the head). */
function FaqBlock({ block }: BlockProps<'faq'>) {
  return (
    <BlockSection id={block.id} heading={block.heading}>
      <div className={styles.faqList}>
        {block.items.map((item, index) => (
          <details key={index} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>
              <h3>{item.question}</h3>
            </summary>
            <p className={styles.faqAnswer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </BlockSection>
  );
}

/** The owner's own blocks, one chunk: pages without any never load it. */
export const blocks: BlockComponents<'text' | 'imageText' | 'photoGrid' | 'columns' | 'cta' | 'faq'> = {
  text: TextBlock,
  imageText: ImageTextBlock,
  photoGrid: PhotoGridBlock,
  columns: ColumnsBlock,
  cta: CtaBlock,
  faq: FaqBlock,
};
