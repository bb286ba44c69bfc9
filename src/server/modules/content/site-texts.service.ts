import type { EntityManager } from '@mikro-orm/postgresql';
import { documentFromPlainText, plainTextOf, richTextDocumentSchema } from '../../../shared/content/rich-text.schema';
import {
  DEFAULT_SEO_TEXTS,
  EDITABLE_SEO_PAGES,
  footerTextSchema,
  notFoundTextSchema,
  POLICY_SLUGS,
  seoTextSchema,
  type FooterText,
  type NotFoundText,
  type PolicyEdit,
  type SeoTextInput,
  type SeoTexts,
  type SiteTexts,
} from '../../../shared/content/site-texts.schemas';
import { DEFAULT_NOT_FOUND_TEXT } from '../../../shared/content/not-found.defaults';
import { DEFAULT_PAGE_TEXTS } from '../../../shared/content/page-texts.defaults';
import { PAGE_TEXTS_PAGES, pageTextSchemas, type PageTextInput, type PageTexts } from '../../../shared/content/page-texts.schemas';
import type { SeoPageKey, SeoPageText } from '../../../shared/seo/seo.constants';
import { PolicyEntity, SettingEntity } from './content.entity';
import { getSiteInfo } from './content.service';

/** The setting row of the owner's site texts: { seo: { home: { title, description }, … }, footer_blurb, not_found: { title, lead, button } }. */
export const SITE_TEXTS_KEY = 'site_texts';

async function storedTexts(em: EntityManager): Promise<Record<string, unknown>> {
  return (await em.findOne(SettingEntity, { key: SITE_TEXTS_KEY }, { refresh: true }))?.value ?? {};
}

/** Each page's stored title and description over the shipped ones; a stored entry that is no longer valid is ignored. */
function seoTextsOf(stored: Record<string, unknown>): SeoTexts {
  const seo = typeof stored.seo === 'object' && stored.seo !== null ? (stored.seo as Record<string, unknown>) : {};
  const texts = { ...DEFAULT_SEO_TEXTS };
  for (const page of EDITABLE_SEO_PAGES) {
    const parsed = seoTextSchema.safeParse(seo[page]);
    if (parsed.success) texts[page] = parsed.data;
  }
  return texts;
}

/** The not-found page's stored words, or the shipped ones (also when the stored entry is no longer valid). */
function notFoundTextOf(stored: Record<string, unknown>): NotFoundText {
  const parsed = notFoundTextSchema.safeParse(stored.not_found);
  return parsed.success ? parsed.data : { ...DEFAULT_NOT_FOUND_TEXT };
}

/** Each page's stored words over the shipped ones; a stored entry that is no longer valid is ignored (the page keeps the shipped words). */
function pageTextsOf(stored: Record<string, unknown>): PageTexts {
  const pages = typeof stored.pages === 'object' && stored.pages !== null ? (stored.pages as Record<string, unknown>) : {};
  const texts: Record<string, unknown> = {};
  for (const page of PAGE_TEXTS_PAGES) {
    const parsed = pageTextSchemas[page].safeParse(pages[page]);
    texts[page] = parsed.success ? parsed.data : { ...DEFAULT_PAGE_TEXTS[page] };
  }
  return texts as PageTexts;
}

/** The footer's text, every public page's title and description and the not-found page's words, as visitors get them. */
export async function getSiteTexts(em: EntityManager): Promise<SiteTexts> {
  // One after the other: inside a save's transaction both run on its one connection.
  const stored = await storedTexts(em);
  const footer = footerTextSchema.safeParse({ footer_blurb: stored.footer_blurb });
  // Until the owner writes one, the footer shows the site's description, as it always has.
  const footerBlurb = footer.success ? footer.data.footer_blurb : (await getSiteInfo(em)).site_description;
  return { footer_blurb: footerBlurb, seo: seoTextsOf(stored), not_found: notFoundTextOf(stored), page_texts: pageTextsOf(stored) };
}

/** A page's stored title and description, or undefined for a page the owner cannot edit (its head uses the shipped text). */
export async function storedSeoText(em: EntityManager, key: SeoPageKey): Promise<SeoPageText | undefined> {
  if (!(EDITABLE_SEO_PAGES as readonly string[]).includes(key)) return undefined;
  return seoTextsOf(await storedTexts(em))[key as keyof SeoTexts];
}

/** Merges into the stored document in one statement, so two saves of different pages both land. */
async function mergeTexts(em: EntityManager, patchSql: string, params: unknown[]): Promise<void> {
  await em.execute(
    `insert into setting (key, value, updated_at) values (?, '{}'::jsonb, now()) on conflict (key) do nothing`,
    [SITE_TEXTS_KEY],
  );
  await em.execute(`update setting set value = ${patchSql}, updated_at = now() where key = ?`, [...params, SITE_TEXTS_KEY]);
}

export async function saveSeoText(em: EntityManager, { page, title, description }: SeoTextInput): Promise<SeoTexts> {
  await mergeTexts(em, `jsonb_set(value, '{seo}', coalesce(value -> 'seo', '{}'::jsonb) || jsonb_build_object(?::text, ?::jsonb))`, [
    page,
    JSON.stringify({ title, description }),
  ]);
  return seoTextsOf(await storedTexts(em));
}

export async function saveFooterText(em: EntityManager, { footer_blurb }: FooterText): Promise<FooterText> {
  await mergeTexts(em, `value || jsonb_build_object('footer_blurb', ?::text)`, [footer_blurb]);
  return { footer_blurb: (await getSiteTexts(em)).footer_blurb };
}

export async function getNotFoundText(em: EntityManager): Promise<NotFoundText> {
  return notFoundTextOf(await storedTexts(em));
}

export async function saveNotFoundText(em: EntityManager, text: NotFoundText): Promise<NotFoundText> {
  await mergeTexts(em, `value || jsonb_build_object('not_found', ?::jsonb)`, [JSON.stringify(text)]);
  return getNotFoundText(em);
}

export async function getPageTexts(em: EntityManager): Promise<PageTexts> {
  return pageTextsOf(await storedTexts(em));
}

/** Stores one page's words under pages.{page}, leaving the other pages' as they were. */
export async function savePageText(em: EntityManager, { page, ...text }: PageTextInput): Promise<PageTexts> {
  await mergeTexts(em, `jsonb_set(value, '{pages}', coalesce(value -> 'pages', '{}'::jsonb) || jsonb_build_object(?::text, ?::jsonb))`, [
    page,
    JSON.stringify(text),
  ]);
  return getPageTexts(em);
}

/** The four policies as the owner edits them: a policy never edited shows its seeded paragraphs as a document. */
export async function listPolicyEdits(em: EntityManager): Promise<PolicyEdit[]> {
  const rows = await em.find(PolicyEntity, {}, { refresh: true });
  return POLICY_SLUGS.flatMap((slug) => {
    const row = rows.find((candidate) => candidate.slug === slug);
    if (!row) return [];
    const stored = richTextDocumentSchema.safeParse(row.document);
    return [{ slug, title: row.title, document: stored.success ? stored.data : documentFromPlainText(row.body) }];
  });
}

/** Saves the heading and the document, and the plain-text body beside it; a policy not yet in the table is added. */
export async function savePolicy(em: EntityManager, edit: PolicyEdit): Promise<PolicyEdit> {
  await em.execute(
    `insert into policy (slug, title, body, document, updated_at) values (?, ?, ?, ?::jsonb, now())
     on conflict (slug) do update set title = excluded.title, body = excluded.body, document = excluded.document, updated_at = now()`,
    [edit.slug, edit.title, plainTextOf(edit.document), JSON.stringify(edit.document)],
  );
  return (await listPolicyEdits(em)).find((policy) => policy.slug === edit.slug)!;
}
