import { z } from 'zod';
import { hasSpecialCharacters } from '../lib/text.schema';

/**
 * The stored format of the site's long texts (the policies): the rich-text editor's own JSON (Tiptap's
 * ProseMirror document), limited to what the site supports and nothing else. Every object is strict, so a
 * node or mark type, or an attribute, that is not listed here (a script node, an onerror attribute, a style)
 * refuses the whole document; the server then renders only these shapes (rich-text.render.ts).
 */

export const RICH_TEXT_MAX_CHARACTERS = 60_000;
export const RICH_TEXT_MAX_BLOCKS = 400;
export const LINK_HREF_MAX = 500;
export const LINK_HREF_MESSAGE = 'Links must start with https://, http://, mailto:, tel: or / (a page of this site)';

/** http(s), mailto and tel addresses, or a path on this site ('/policies#terms'; never '//elsewhere'). */
export function isSafeHref(href: string): boolean {
  if (href !== href.trim() || href.length === 0 || href.length > LINK_HREF_MAX) return false;
  if (/[\s"'<>\\`]/.test(href) || hasSpecialCharacters(href, 'line')) return false;
  if (/^\/(?![/\\])/.test(href)) return true;
  return /^(https?:\/\/[^/?#]+|mailto:[^/]|tel:\+?[\d().-])/i.test(href);
}

const text = z
  .string()
  .min(1)
  .max(10_000)
  .refine((value) => !hasSpecialCharacters(value, 'line'), { message: 'Remove the special characters' });

const linkMark = z.strictObject({
  type: z.literal('link'),
  attrs: z.strictObject({
    href: z.string().refine(isSafeHref, { message: LINK_HREF_MESSAGE }),
    // What the editor writes beside the address; the renderer sets its own rel and never a target or class.
    target: z.string().nullable().optional(),
    rel: z.string().nullable().optional(),
    class: z.string().nullable().optional(),
  }),
});

export const richTextMarkSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bold') }),
  z.strictObject({ type: z.literal('italic') }),
  linkMark,
]);
export type RichTextMark = z.infer<typeof richTextMarkSchema>;

export const richTextInlineSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), text, marks: z.array(richTextMarkSchema).max(3).optional() }),
  z.strictObject({ type: z.literal('hardBreak') }),
]);
export type RichTextInline = z.infer<typeof richTextInlineSchema>;

const inlineContent = z.array(richTextInlineSchema).max(2_000).optional();

const paragraph = z.strictObject({ type: z.literal('paragraph'), content: inlineContent });
export type RichTextParagraph = z.infer<typeof paragraph>;

const heading = z.strictObject({
  type: z.literal('heading'),
  attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3)]) }),
  content: inlineContent,
});

export interface RichTextListItem {
  type: 'listItem';
  content: (RichTextParagraph | RichTextList)[];
}
export interface RichTextList {
  type: 'bulletList' | 'orderedList';
  attrs?: { start?: number; type?: string | null };
  content: RichTextListItem[];
}

/** Lists nest three deep at most (a list in a list in a list), spelled out rather than recursive. */
function listOf(itemContent: z.ZodType<RichTextParagraph | RichTextList, RichTextParagraph | RichTextList>): z.ZodType<RichTextList, RichTextList> {
  const items = z.array(z.strictObject({ type: z.literal('listItem'), content: z.array(itemContent).min(1).max(20) })).min(1).max(200);
  return z.union([
    z.strictObject({ type: z.literal('bulletList'), content: items }),
    z.strictObject({
      type: z.literal('orderedList'),
      // Tiptap writes the list's first number and a null type.
      attrs: z.strictObject({ start: z.number().int().min(0).max(10_000).optional(), type: z.null().optional() }).optional(),
      content: items,
    }),
  ]);
}

const list = listOf(z.union([paragraph, listOf(z.union([paragraph, listOf(paragraph)]))]));

export const richTextBlockSchema = z.union([paragraph, heading, list], { error: 'Only paragraphs, headings (2 and 3) and lists are allowed' });
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;

export const richTextDocumentSchema = z
  .strictObject({ type: z.literal('doc'), content: z.array(richTextBlockSchema).max(RICH_TEXT_MAX_BLOCKS) })
  .refine((doc) => JSON.stringify(doc).length <= RICH_TEXT_MAX_CHARACTERS * 2, { message: 'The text is too long' })
  .refine((doc) => plainTextOf(doc).trim().length > 0, { message: 'Write the text (it cannot be empty)' });
export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;

function inlineText(content: readonly RichTextInline[] | undefined): string {
  return (content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

function blockText(block: RichTextBlock | RichTextListItem): string {
  if (block.type === 'paragraph' || block.type === 'heading') return inlineText(block.content);
  if (block.type === 'listItem') return block.content.map(blockText).join('\n');
  return block.content.map(blockText).join('\n');
}

/** The document as plain text, paragraphs apart by a blank line (the API's `body`, search, e-mails). */
export function plainTextOf(doc: { content: readonly RichTextBlock[] }): string {
  return doc.content.map(blockText).join('\n\n');
}

/** A plain text (the seed's policies: paragraphs apart by a blank line) as a document of paragraphs. */
export function documentFromPlainText(value: string): RichTextDocument {
  const paragraphs = value
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return {
    type: 'doc',
    content: paragraphs.map((part) => ({
      type: 'paragraph',
      content: part.split('\n').flatMap((line, index): RichTextInline[] => {
        const pieces: RichTextInline[] = index > 0 ? [{ type: 'hardBreak' }] : [];
        return line === '' ? pieces : [...pieces, { type: 'text', text: line }];
      }),
    })),
  };
}
