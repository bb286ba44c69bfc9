import type { EntityManager } from '@mikro-orm/postgresql';
import type { RichTextDocument } from '../../../shared/content/rich-text.schema';
import { AppError } from '../../../shared/lib/app-error';
import { DEFAULT_PAGES, newCustomPage } from '../../../shared/pages/default-pages';
import { faqEntriesOf, pageDocumentProblem, pageDocumentSchema, type PageDocument } from '../../../shared/pages/page-document';
import { BUILT_IN_PAGES, pageKindOf, pagePath } from '../../../shared/pages/page-paths';
import type { PageEdit, PageSaveResult, PageSummary, PageVersion, PublicPage, SaveDraftInput } from '../../../shared/pages/pages.schemas';
import { richTextKey, type CreatePageInput } from '../../../shared/pages/pages.schemas';
import { renderRichText } from '../content/rich-text.render';

/** Who is editing: the signed-in member. */
export interface Editor {
  id: string;
  name: string;
}

interface PageRow {
  slug: string;
  draft: unknown;
  revision: number;
  draft_saved_at: Date;
  saved_by: string | null;
  published: unknown;
  published_at: Date | null;
  changed: boolean;
}

const BUILT_IN_NAMES = { home: 'Home', stay: 'The Stay', experiences: 'Experiences' } as const;
const NOT_FOUND = 'That page no longer exists. Reload the list.';

const SELECT_PAGE = `select p.slug, p.draft, p.revision, p.draft_saved_at, u.name as saved_by, p.published, p.published_at,
  (p.published is null or p.draft is distinct from p.published) as changed
  from site_page p left join app_user u on u.id = p.draft_saved_by`;

/** A timestamp as the driver hands it back from raw SQL (a string here, a Date elsewhere). */
function dateOf(value: Date | string): Date;
function dateOf(value: Date | string | null): Date | null;
function dateOf(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** A stored document read back; one the code no longer accepts (an older shape) counts as absent. */
function documentOf(value: unknown): PageDocument | undefined {
  const parsed = pageDocumentSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function defaultOf(slug: string): PageDocument | undefined {
  const kind = pageKindOf(slug);
  return kind === 'custom' ? undefined : DEFAULT_PAGES[kind];
}

async function rowOf(em: EntityManager, slug: string): Promise<PageRow | undefined> {
  const [row] = await em.execute<PageRow[]>(`${SELECT_PAGE} where p.slug = ?`, [slug]);
  return row;
}

function nameOf(slug: string, document: PageDocument | undefined): string {
  const kind = pageKindOf(slug);
  return kind === 'custom' ? (document?.title ?? slug) : BUILT_IN_NAMES[kind];
}

function summaryOf(slug: string, row: PageRow | undefined): PageSummary {
  const draft = row ? documentOf(row.draft) : undefined;
  return {
    slug,
    kind: pageKindOf(slug),
    name: nameOf(slug, draft),
    path: pagePath(slug),
    publishedAt: dateOf(row?.published_at ?? null),
    // A built page never saved is exactly what visitors see.
    hasUnpublishedChanges: row ? row.changed : false,
  };
}

function editOf(slug: string, row: PageRow | undefined): PageEdit {
  const draft = (row && documentOf(row.draft)) ?? defaultOf(slug);
  if (!draft) throw new AppError('NOT_FOUND', NOT_FOUND);
  return {
    ...summaryOf(slug, row),
    draft,
    revision: row?.revision ?? 0,
    savedAt: dateOf(row?.draft_saved_at ?? null),
    savedBy: row?.saved_by ?? null,
  };
}

/** The three built pages first, in the site's order, then the owner's pages by title. */
export async function listPages(em: EntityManager): Promise<PageSummary[]> {
  const rows = await em.execute<PageRow[]>(SELECT_PAGE);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const custom = rows
    .filter((row) => pageKindOf(row.slug) === 'custom')
    .map((row) => summaryOf(row.slug, row))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...BUILT_IN_PAGES.map((slug) => summaryOf(slug, bySlug.get(slug))), ...custom];
}

export async function getPageEdit(em: EntityManager, slug: string): Promise<PageEdit> {
  return editOf(slug, await rowOf(em, slug));
}

function refuseBadDocument(slug: string, document: PageDocument): void {
  const problem = pageDocumentProblem(slug, document);
  if (problem) throw new AppError('BAD_REQUEST', `${problem}.`);
}

async function conflictOrMissing(em: EntityManager, slug: string): Promise<PageSaveResult> {
  const row = await rowOf(em, slug);
  if (!row && pageKindOf(slug) === 'custom') throw new AppError('NOT_FOUND', NOT_FOUND);
  return { status: 'conflict', page: editOf(slug, row) };
}

/**
 * Saves the draft if nobody saved since `revision` (compare-and-set in one statement, so two saves at the same
 * moment cannot both land); otherwise nothing changes and the other's page comes back.
 */
export async function saveDraft(em: EntityManager, editor: Editor, { slug, revision, document }: SaveDraftInput): Promise<PageSaveResult> {
  refuseBadDocument(slug, document);
  const json = JSON.stringify(document);
  const written =
    revision === 0
      ? pageKindOf(slug) === 'custom'
        ? []
        : await em.execute<{ slug: string }[]>(
            `insert into site_page (slug, draft, draft_saved_by) values (?, ?::jsonb, ?) on conflict (slug) do nothing returning slug`,
            [slug, json, editor.id],
          )
      : await em.execute<{ slug: string }[]>(
          `update site_page set draft = ?::jsonb, revision = revision + 1, draft_saved_by = ?, draft_saved_at = now()
           where slug = ? and revision = ? returning slug`,
          [json, editor.id, slug, revision],
        );
  if (written.length === 0) return conflictOrMissing(em, slug);
  return { status: 'saved', page: await getPageEdit(em, slug) };
}

/** Makes the draft at `revision` what visitors see, and keeps it as the next version. */
export async function publishPage(em: EntityManager, editor: Editor, { slug, revision }: { slug: string; revision: number }): Promise<PageSaveResult> {
  if (revision === 0) {
    if (pageKindOf(slug) === 'custom') throw new AppError('NOT_FOUND', NOT_FOUND);
    throw new AppError('BAD_REQUEST', 'Nothing to publish: the page is as visitors see it.');
  }
  const published = await em.execute<{ draft: unknown }[]>(
    `update site_page set published = draft, published_at = now() where slug = ? and revision = ? returning draft`,
    [slug, revision],
  );
  if (published.length === 0) return conflictOrMissing(em, slug);
  await em.execute(
    `insert into site_page_version (slug, number, document, published_by, published_by_name)
     select ?, coalesce(max(number), 0) + 1, ?::jsonb, ?, ? from site_page_version where slug = ?`,
    [slug, JSON.stringify(published[0]!.draft), editor.id, editor.name, slug],
  );
  return { status: 'saved', page: await getPageEdit(em, slug) };
}

export async function listVersions(em: EntityManager, slug: string): Promise<PageVersion[]> {
  const rows = await em.execute<{ number: number; published_at: Date; published_by_name: string; blocks: number }[]>(
    `select number, published_at, published_by_name, jsonb_array_length(document -> 'blocks') as blocks
     from site_page_version where slug = ? order by number desc`,
    [slug],
  );
  return rows.map((row) => ({ number: row.number, publishedAt: dateOf(row.published_at), publishedBy: row.published_by_name, blockCount: Number(row.blocks) }));
}

/** Makes a published version the draft again (visitors see no change until it is published). */
export async function restoreVersion(
  em: EntityManager,
  editor: Editor,
  { slug, revision, number }: { slug: string; revision: number; number: number },
): Promise<PageSaveResult> {
  const [version] = await em.execute<{ document: unknown }[]>(`select document from site_page_version where slug = ? and number = ?`, [slug, number]);
  const document = version && documentOf(version.document);
  if (!document) throw new AppError('NOT_FOUND', 'That version no longer exists.');
  return saveDraft(em, editor, { slug, revision, document });
}

export async function createPage(em: EntityManager, editor: Editor, { slug, title, description }: CreatePageInput): Promise<PageEdit> {
  if (pageKindOf(slug) !== 'custom') throw new AppError('CONFLICT', 'That address belongs to one of the site’s own pages.', { slug: ['Choose another address'] });
  const created = await em.execute<{ slug: string }[]>(
    `insert into site_page (slug, draft, draft_saved_by) values (?, ?::jsonb, ?) on conflict (slug) do nothing returning slug`,
    [slug, JSON.stringify(newCustomPage(title, description)), editor.id],
  );
  if (created.length === 0) throw new AppError('CONFLICT', `There is already a page at /p/${slug}.`, { slug: ['There is already a page at this address'] });
  return getPageEdit(em, slug);
}

/** Deletes one of the owner's own pages with its versions; the built pages stay. */
export async function deletePage(em: EntityManager, slug: string): Promise<void> {
  if (pageKindOf(slug) !== 'custom') throw new AppError('BAD_REQUEST', 'The site’s own pages cannot be deleted. Remove blocks instead.');
  const deleted = await em.execute<{ slug: string }[]>(`delete from site_page where slug = ? returning slug`, [slug]);
  if (deleted.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
}

/** Every rich text of the page's blocks as escaped HTML; a document's own headings sit under the block's h2. */
function renderedRichTexts(document: PageDocument): Record<string, string> {
  const html: Record<string, string> = {};
  for (const block of document.blocks) {
    const texts: [string, RichTextDocument][] =
      block.type === 'text' || block.type === 'imageText'
        ? [['body', block.body]]
        : block.type === 'columns'
          ? [
              ['left', block.left],
              ['right', block.right],
            ]
          : [];
    for (const [field, doc] of texts) html[richTextKey(block.id, field)] = renderRichText(doc, { headingOffset: 1 });
  }
  return html;
}

/** What visitors see at the page's address (or, for `draft`, the admin's preview): a custom page only once published. */
export async function getPublicPage(em: EntityManager, slug: string, draft: boolean): Promise<PublicPage> {
  const [row] = await em.execute<{ draft: unknown; published: unknown }[]>(`select draft, published from site_page where slug = ?`, [slug]);
  const stored = row && documentOf(draft ? row.draft : row.published);
  const document = stored ?? defaultOf(slug);
  if (!document) throw new AppError('NOT_FOUND', 'This page does not exist.');
  return { slug, document, isDraft: draft, html: renderedRichTexts(document) };
}

export interface PublishedCustomPage {
  slug: string;
  title: string;
  description: string;
  publishedAt: Date;
  faqs: { question: string; answer: string }[];
}

/** The owner's pages visitors can open (the sitemap, each page's head and the server's 404 rule read these). */
export async function listPublishedCustomPages(em: EntityManager): Promise<PublishedCustomPage[]> {
  const rows = await em.execute<{ slug: string; published: unknown; published_at: Date }[]>(
    `select slug, published, published_at from site_page where published is not null order by slug`,
  );
  return rows.flatMap((row) => {
    const document = pageKindOf(row.slug) === 'custom' ? documentOf(row.published) : undefined;
    return document?.title && document.description
      ? [{ slug: row.slug, title: document.title, description: document.description, publishedAt: dateOf(row.published_at), faqs: faqEntriesOf(document) }]
      : [];
  });
}
