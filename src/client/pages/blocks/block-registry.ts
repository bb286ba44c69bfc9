import { createElement, lazy, type ComponentType } from 'react';
import type { PageBlock, PageBlockType } from '../../../shared/pages/page-blocks.schema';
import { preloadable } from '../../app/lazy-page';
import { MOBILE_BOOKING_BAR_MODULE } from '../../features/booking/public-lazy';
import type { BlockProps } from './block-types';

/**
 * Block code in a few chunks, each loaded only by pages that show one of its blocks: the home page's sections,
 * the stay page's, the experiences page's, and the owner's own blocks. The reviews, amenities and location
 * sections are not here: they already load as they near the viewport (block-page.tsx).
 */
const groups = {
  home: preloadable(() => import('./home-blocks')),
  stay: preloadable(() => import('./stay-blocks')),
  experiences: preloadable(() => import('./experiences-blocks')),
  content: preloadable(() => import('./content-blocks')),
};
type Group = keyof typeof groups;

/** Each chunk's source module as the client build's manifest names it (the server links its CSS with the HTML). */
export const BLOCK_GROUP_MODULES: Record<Group, string> = {
  home: 'pages/blocks/home-blocks.tsx',
  stay: 'pages/blocks/stay-blocks.tsx',
  experiences: 'pages/blocks/experiences-blocks.tsx',
  content: 'pages/blocks/content-blocks.tsx',
};

export type DeferredBlockType = 'reviews' | 'amenities' | 'location';
type GroupedType = Exclude<PageBlockType, DeferredBlockType>;

const GROUP_OF: Record<GroupedType, Group> = {
  hero: 'home',
  realHawaii: 'home',
  escape: 'home',
  experiencesTeaser: 'home',
  finalCta: 'home',
  stayIntro: 'stay',
  gallery: 'stay',
  registration: 'stay',
  experiencesIntro: 'experiences',
  tours: 'experiences',
  thingsToDo: 'experiences',
  contactNote: 'experiences',
  text: 'content',
  imageText: 'content',
  photoGrid: 'content',
  columns: 'content',
  cta: 'content',
  faq: 'content',
};

export function isDeferredBlock(type: PageBlockType): type is DeferredBlockType {
  return !(type in GROUP_OF);
}

function groupsOf(blocks: readonly PageBlock[]): Group[] {
  return [...new Set(blocks.flatMap((block) => (isDeferredBlock(block.type) ? [] : [GROUP_OF[block.type]])))];
}

/** Parts a block's code loads lazily that the server draws all the same (the phone's booking bar): their stylesheets go with the page. */
const LAZY_PART_MODULES: Partial<Record<PageBlockType, readonly string[]>> = { hero: [MOBILE_BOOKING_BAR_MODULE] };

/** The manifest modules a page's blocks need (their stylesheets go into the server's HTML). */
export function blockModulesOf(blocks: readonly PageBlock[]): string[] {
  const parts = new Set(blocks.flatMap((block) => LAZY_PART_MODULES[block.type] ?? []));
  return [...groupsOf(blocks).map((group) => BLOCK_GROUP_MODULES[group]), ...parts];
}

/** Fetches the code of a page's blocks ahead (before hydrating the server's HTML, so it hydrates in one pass). */
export function preloadBlocks(blocks: readonly PageBlock[]): Promise<void> {
  return Promise.all(groupsOf(blocks).map((group) => groups[group].preload())).then(() => undefined);
}

type AnyBlockComponent = ComponentType<BlockProps<PageBlockType>>;

/** One lazy component per block type, made once (a new one per render would mount the block afresh). */
const components = Object.fromEntries(
  (Object.entries(GROUP_OF) as [GroupedType, Group][]).map(([type, group]) => [
    type,
    // A chunk fetched before hydration (preloadBlocks) is drawn in the same render, so no block suspends while React hydrates it.
    lazy(
      () =>
        groups[group].now().then((module) => ({ default: (module as { blocks: Record<string, AnyBlockComponent> }).blocks[type]! })) as Promise<{
          default: AnyBlockComponent;
        }>,
    ),
  ]),
) as unknown as Record<GroupedType, AnyBlockComponent>;

export function renderBlock(block: PageBlock, html: Readonly<Record<string, string>>, position: number) {
  return createElement(components[block.type as GroupedType], { key: block.id, block, html, position });
}
