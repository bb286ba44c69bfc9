import { isSafeHref, type RichTextBlock, type RichTextInline, type RichTextListItem, type RichTextMark } from '../../../shared/content/rich-text.schema';
import { escapeHtml } from '../../../shared/lib/html';

/**
 * A stored document as HTML, built from the document's known shapes only: every text is escaped, a node or
 * mark of any other type is left out (its text too), no attribute but a link's href is ever written, a link
 * whose address is not http(s), mailto, tel or a path of this site loses its link (keeping its text), and
 * every link gets rel="noopener noreferrer". The stored documents pass richTextDocumentSchema; this holds
 * even for one that did not.
 */
export interface RenderOptions {
  /** Added to every heading's level, so a document's h2 sits under the page's own h2 (the policies page). */
  headingOffset?: number;
}

type Unknown = { type?: unknown; [key: string]: unknown };

function asArray(value: unknown): Unknown[] {
  return Array.isArray(value) ? value.filter((item): item is Unknown => typeof item === 'object' && item !== null) : [];
}

function renderMarks(text: string, marks: readonly RichTextMark[] | undefined): string {
  let html = escapeHtml(text);
  const known = asArray(marks) as RichTextMark[];
  if (known.some((mark) => mark.type === 'italic')) html = `<em>${html}</em>`;
  if (known.some((mark) => mark.type === 'bold')) html = `<strong>${html}</strong>`;
  const link = known.find((mark) => mark.type === 'link');
  const href = link && typeof link.attrs?.href === 'string' ? link.attrs.href : undefined;
  if (href !== undefined && isSafeHref(href)) html = `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${html}</a>`;
  return html;
}

function renderInline(content: readonly RichTextInline[] | undefined): string {
  return asArray(content)
    .map((node) => {
      if (node.type === 'hardBreak') return '<br>';
      if (node.type === 'text' && typeof node.text === 'string') return renderMarks(node.text, node.marks as RichTextMark[] | undefined);
      return '';
    })
    .join('');
}

function renderBlock(block: Unknown, headingOffset: number, depth: number): string {
  // A list inside a list inside a list… stops somewhere: no stack overflow from a hostile document.
  if (depth > 8) return '';
  switch (block.type) {
    case 'paragraph':
      return `<p>${renderInline(block.content as RichTextInline[])}</p>`;
    case 'heading': {
      const asked = (block.attrs as { level?: unknown } | undefined)?.level === 3 ? 3 : 2;
      const level = Math.min(6, asked + headingOffset);
      return `<h${level}>${renderInline(block.content as RichTextInline[])}</h${level}>`;
    }
    case 'bulletList':
    case 'orderedList': {
      const tag = block.type === 'bulletList' ? 'ul' : 'ol';
      const start = (block.attrs as { start?: unknown } | undefined)?.start;
      const startAttr = tag === 'ol' && Number.isInteger(start) && start !== 1 ? ` start="${Number(start)}"` : '';
      const items = asArray(block.content)
        .filter((item) => item.type === 'listItem')
        .map((item) => `<li>${asArray((item as Partial<RichTextListItem>).content).map((child) => renderBlock(child, headingOffset, depth + 1)).join('')}</li>`);
      return `<${tag}${startAttr}>${items.join('')}</${tag}>`;
    }
    default:
      return '';
  }
}

export function renderRichText(doc: { content?: readonly RichTextBlock[] } | null | undefined, options: RenderOptions = {}): string {
  const offset = Math.max(0, Math.min(3, Math.trunc(options.headingOffset ?? 0)));
  return asArray(doc?.content)
    .map((block) => renderBlock(block, offset, 0))
    .join('');
}
