import { memo, Suspense, useEffect, type ReactNode } from 'react';
import { SEO_SITE_TITLE } from '../../../shared/seo/seo.constants';
import { fullTitle } from '../../../shared/seo/seo-routes';
import type { BlockOf, PageBlock } from '../../../shared/pages/page-blocks.schema';
import { GENERIC_BLOCK_TYPES } from '../../../shared/pages/page-block-types';
import type { PublicPage } from '../../../shared/pages/pages.schemas';
import { Island } from '../../islands/island';
import * as pageStyles from '../../styles/page.css';
import { isDeferredBlock, renderBlock, type DeferredBlockType } from './block-registry';
import * as styles from './block-page.css';
import { DeferredAmenities, DeferredLocation, DeferredReviews } from './deferred-blocks';

/** The spec's below-the-fold sections, each an island on a page shipped as islands. */
function deferredElement(block: BlockOf<DeferredBlockType>): ReactNode {
  switch (block.type) {
    case 'reviews':
      return <Island key={block.id} name="reviews" component={DeferredReviews} props={{ highlights: block.highlights }} />;
    case 'amenities':
      return <Island key={block.id} name="amenities" component={DeferredAmenities} props={{}} />;
    case 'location':
      return <Island key={block.id} name="location" component={DeferredLocation} props={{ description: block.description, points: block.points }} />;
  }
}

/** Blocks drawn inside the content column; the rest (the spec's banded sections) span the window. */
const COLUMN_BLOCKS: ReadonlySet<PageBlock['type']> = new Set([
  'stayIntro',
  'experiencesIntro',
  'tours',
  'thingsToDo',
  'contactNote',
  'registration',
  'text',
  'imageText',
  'photoGrid',
  'faq',
  'cta',
  'columns',
]);

/** Blocks with their place on the page (first blocks load their images at once). */
type Run = { column: boolean; blocks: { block: PageBlock; position: number }[] };

function runsOf(blocks: readonly PageBlock[]): Run[] {
  const runs: Run[] = [];
  for (const [position, block] of blocks.entries()) {
    const column = COLUMN_BLOCKS.has(block.type);
    const last = runs.at(-1);
    if (last?.column === column && column) last.blocks.push({ block, position });
    else runs.push({ column, blocks: [{ block, position }] });
  }
  return runs;
}

/**
 * Blocks that answer nothing but links and native controls (the owner's blocks, the spec's text sections). Each is
 * its own Suspense boundary, though none suspends (their code is loaded before hydration): React hydrates the page's
 * frame first and then one boundary per task, yielding to the browser between them, so a long page built by the
 * owner never blocks a phone's main thread in one long task. Sections with buttons (hero and booking widget,
 * gallery, things to do, tours) hydrate with the frame: a tap before then is replayed (early-taps.ts), and a press
 * React replayed into a boundary hydrated later would swallow that replay.
 */
const SPLIT_HYDRATION: ReadonlySet<PageBlock['type']> = new Set([
  ...GENERIC_BLOCK_TYPES,
  'realHawaii',
  'escape',
  'stayIntro',
  'experiencesIntro',
  'experiencesTeaser',
  'registration',
  'contactNote',
  'finalCta',
]);

/**
 * A boundary of its own, memoised: a re-render of the page above (its query settling) leaves the blocks' boundaries
 * alone, where new props reaching one React has not hydrated yet would make it hydrate them all at once, in one task.
 */
const SplitBlock = memo(function SplitBlock({ block, html, position }: { block: PageBlock; html: PublicPage['html']; position: number }) {
  return <Suspense fallback={null}>{renderBlock(block, html, position)}</Suspense>;
});

function blockElement(block: PageBlock, html: PublicPage['html'], position: number): ReactNode {
  if (isDeferredBlock(block.type)) return deferredElement(block as BlockOf<DeferredBlockType>);
  if (!SPLIT_HYDRATION.has(block.type)) return renderBlock(block, html, position);
  return <SplitBlock key={block.id} block={block} html={html} position={position} />;
}

/**
 * A page drawn from its blocks, in order. Content-column blocks that follow each other share one column; the
 * page's first column (under the header) carries a custom page's h1, so every page has exactly one.
 */
export function BlockPage({ page }: { page: PublicPage }) {
  const { document, html } = page;
  const runs = runsOf(document.blocks);
  const title = document.title;
  useEffect(() => {
    if (title) window.document.title = fullTitle(title, SEO_SITE_TITLE);
  }, [title]);
  if (title && runs[0]?.column !== true) runs.unshift({ column: true, blocks: [] });
  return (
    <>
      {page.isDraft && (
        <p role="status" className={styles.draftBanner}>
          Draft preview: visitors do not see these changes until they are published.
        </p>
      )}
      {runs.map((run, index) =>
        run.column ? (
          <div key={run.blocks[0]?.block.id ?? 'title'} className={index === 0 ? pageStyles.page : styles.columnRun}>
            {index === 0 && title && <h1>{title}</h1>}
            {run.blocks.map(({ block, position }) => blockElement(block, html, position))}
          </div>
        ) : (
          run.blocks.map(({ block, position }) => blockElement(block, html, position))
        ),
      )}
    </>
  );
}
