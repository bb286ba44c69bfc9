import type { ComponentType } from 'react';
import type { BlockOf, PageBlockType } from '../../../shared/pages/page-blocks.schema';

/** What every block component gets: its block, and the page's server-rendered rich texts (by richTextKey). */
export interface BlockProps<T extends PageBlockType> {
  block: BlockOf<T>;
  html: Readonly<Record<string, string>>;
}

/** A module's block components, by type. */
export type BlockComponents<T extends PageBlockType> = { [K in T]: ComponentType<BlockProps<K>> };
