import type { PageBlockType } from './page-blocks.schema';

/**
 * The owner's own blocks (the builder lists them apart from the spec's sections). A module without the block schemas, so a
 * public page's start-up code can name them without building every block's zod schema.
 */
export const GENERIC_BLOCK_TYPES = ['text', 'imageText', 'photoGrid', 'faq', 'cta', 'columns'] as const satisfies readonly PageBlockType[];
