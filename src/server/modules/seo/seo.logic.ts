import { escapeHtml } from '../../../shared/lib/html';
import { SEO_PAGES, type SeoPageText } from '../../../shared/seo/seo.constants';

// The route rules are shared with the client, which sets document.title on navigation.
import { fullTitle, type SeoRoute } from '../../../shared/seo/seo-routes';

export { resolveSeoRoute, type SeoRoute } from '../../../shared/seo/seo-routes';

/** "https://x.test" + "/stay" → "https://x.test/stay"; absolute URLs pass through untouched. */
export function absoluteUrl(publicUrl: string, href: string): string {
  if (/^https?:\/\//i.test(href)) return href;
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${href.startsWith('/') ? href : `/${href}`}`;
}

export { escapeHtml };

/**
 * JSON for inside <script type="application/ld+json">: no '<' can close the
 * script or open a comment, and the line separators that break older JS
 * parsers are escaped too. JSON.parse reads the result back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadTags {
  title: string;
  description: string;
  canonicalUrl: string | null;
  robots: string;
  ogType: string;
  /** Absolute. */
  ogImage: string;
  ogImageAlt: string;
  siteName: string;
  twitterHandle: string;
  jsonLd: readonly object[];
}

export interface HeadInput {
  route: SeoRoute;
  publicUrl: string;
  siteTitle: string;
  ogImage: string;
  ogImageAlt: string;
  twitterHandle: string;
  jsonLd?: readonly object[];
  /** The page's title and description as the owner saved them (Content Management → SEO); else the shipped ones. */
  text?: SeoPageText;
}

/** Everything a page's <head> says about it, before it becomes markup. */
export function headTagsFor(input: HeadInput): HeadTags {
  const text = input.text ?? SEO_PAGES[input.route.key];
  return {
    title: fullTitle(text.title, input.siteTitle),
    description: text.description,
    canonicalUrl: input.route.path === null ? null : absoluteUrl(input.publicUrl, input.route.path),
    robots: input.route.robots,
    ogType: 'website',
    ogImage: absoluteUrl(input.publicUrl, input.ogImage),
    ogImageAlt: input.ogImageAlt,
    siteName: input.siteTitle,
    twitterHandle: input.twitterHandle,
    jsonLd: input.jsonLd ?? [],
  };
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
}

export function renderHeadTags(tags: HeadTags): string {
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    meta('name', 'robots', tags.robots),
    tags.canonicalUrl === null ? null : `<link rel="canonical" href="${escapeHtml(tags.canonicalUrl)}" />`,
    meta('property', 'og:type', tags.ogType),
    meta('property', 'og:site_name', tags.siteName),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    tags.canonicalUrl === null ? null : meta('property', 'og:url', tags.canonicalUrl),
    meta('property', 'og:image', tags.ogImage),
    meta('property', 'og:image:alt', tags.ogImageAlt),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    tags.twitterHandle ? meta('name', 'twitter:site', tags.twitterHandle) : null,
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.ogImage),
    meta('name', 'twitter:image:alt', tags.ogImageAlt),
    ...tags.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return lines.filter((line): line is string => line !== null).join('\n    ');
}
