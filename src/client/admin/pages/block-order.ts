import { PAGE_TOP_BLOCKS, type PageBlock } from '../../../shared/pages/page-blocks.schema';

const TOP_TYPES: readonly string[] = Object.values(PAGE_TOP_BLOCKS);

/** Whether this block is its page's top block (it carries the h1): fixed first, never moved or removed. */
export function isTopBlock(blocks: readonly PageBlock[], id: string): boolean {
  const first = blocks[0];
  return first !== undefined && first.id === id && TOP_TYPES.includes(first.type);
}

/** How many blocks at the start nothing may move past (the top block, if the page has one). */
function fixedCount(blocks: readonly PageBlock[]): number {
  return blocks[0] && isTopBlock(blocks, blocks[0].id) ? 1 : 0;
}

/** The blocks with one moved `by` places (−1 up, +1 down), never above the page's top block. */
export function moveBlock(blocks: readonly PageBlock[], id: string, by: number): PageBlock[] {
  const from = blocks.findIndex((block) => block.id === id);
  if (from < 0 || isTopBlock(blocks, id)) return [...blocks];
  const to = Math.min(blocks.length - 1, Math.max(fixedCount(blocks), from + by));
  const next = blocks.filter((block) => block.id !== id);
  next.splice(to, 0, blocks[from]!);
  return next;
}

/** The blocks after dropping `moved` before or after `target` (drag and drop); unchanged if that would unseat the top block. */
export function dropBlocks(blocks: readonly PageBlock[], moved: readonly string[], target: string, position: 'before' | 'after'): PageBlock[] {
  if (moved.includes(target) || moved.some((id) => isTopBlock(blocks, id))) return [...blocks];
  if (position === 'before' && isTopBlock(blocks, target)) return [...blocks];
  const rest = blocks.filter((block) => !moved.includes(block.id));
  const at = rest.findIndex((block) => block.id === target) + (position === 'after' ? 1 : 0);
  rest.splice(at, 0, ...blocks.filter((block) => moved.includes(block.id)));
  return rest;
}

/** The blocks with `block` inserted after the block `after` (at the end when there is none). */
export function insertBlockAfter(blocks: readonly PageBlock[], block: PageBlock, after: string | null): PageBlock[] {
  const index = after === null ? -1 : blocks.findIndex((other) => other.id === after);
  const next = [...blocks];
  next.splice(index < 0 ? blocks.length : index + 1, 0, block);
  return next;
}

/** A new block's id: 'b-' and eight random lower-case hex digits (never one the page already has). */
export function newBlockId(blocks: readonly PageBlock[], random: () => number = Math.random): string {
  for (;;) {
    const id = `b-${Math.floor(random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0')}`;
    if (!blocks.some((block) => block.id === id)) return id;
  }
}

/** The same list with one item moved `by` places (FAQ questions, grid photos). */
export function moveItem<T>(items: readonly T[], index: number, by: number): T[] {
  const to = Math.min(items.length - 1, Math.max(0, index + by));
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
