import { pageDocumentProblem, pageDocumentSchema, type PageDocument } from '../../../shared/pages/page-document';

/** A message per field path ('heading', 'items.0.question', 'photo.alt'); a path's parents carry it too ('items', 'body'). */
export type FieldErrors = Readonly<Record<string, string>>;

export interface PageErrors {
  /** Each block's field messages, by block id. */
  blocks: Readonly<Record<string, FieldErrors>>;
  /** The custom page's own title and description. */
  page: FieldErrors;
  /** A rule of the whole page (pageDocumentProblem), if one is broken. */
  problem: string | undefined;
  /** The first block with a problem, to show it. */
  firstBlockId: string | undefined;
  count: number;
}

/**
 * What the server would refuse in this page, in the shape the editor shows it: the same zod schema and page rules,
 * each message under its own field (the first message per field wins).
 */
export function pageErrors(slug: string, document: PageDocument): PageErrors {
  const blocks: Record<string, Record<string, string>> = {};
  const page: Record<string, string> = {};
  let firstBlockId: string | undefined;
  let count = 0;
  const parsed = pageDocumentSchema.safeParse(document);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [head, index, ...rest] = issue.path.map(String);
    let target = page;
    let path = [head, index, ...rest].filter((part) => part !== undefined);
    if (head === 'blocks' && index !== undefined) {
      const id = document.blocks[Number(index)]?.id;
      if (id === undefined) continue;
      target = blocks[id] ??= {};
      firstBlockId ??= id;
      path = rest;
    }
    count += 1;
    for (let length = path.length; length >= 1; length -= 1) target[path.slice(0, length).join('.')] ??= issue.message;
    target[''] ??= issue.message;
  }
  const problem = parsed.success ? pageDocumentProblem(slug, document) : undefined;
  if (problem) count += 1;
  return { blocks, page, problem, firstBlockId, count };
}
