import type { Express } from 'express';
import type { SeoHeads } from './seo.service';

/** Where src/client/index.html wants the page's title, meta tags and JSON-LD. */
export const SEO_HEAD_PLACEHOLDER = '<!--seo-head-->';

/**
 * Puts the head markup into the page template. A template without the
 * placeholder (an older build) gets it just before </head>, its own static
 * title and description removed so the page never carries two.
 */
export function injectSeoHead(template: string, head: string): string {
  // A replacer function, because a string replacement would expand "$&" or "$'" found in the data.
  if (template.includes(SEO_HEAD_PLACEHOLDER)) return template.replace(SEO_HEAD_PLACEHOLDER, () => head);
  const stripped = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  return stripped.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}

// The dev server is mounted by a callback the app does not call with arguments,
// so the heads travel on app.locals under one typed accessor pair.
const LOCALS_KEY = 'seoHeads';

export function provideSeoHeads(app: Express, heads: SeoHeads): void {
  app.locals[LOCALS_KEY] = heads;
}

export function seoHeadsOf(app: Express): SeoHeads | undefined {
  return app.locals[LOCALS_KEY] as SeoHeads | undefined;
}
