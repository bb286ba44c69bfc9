import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isKnownPagePath, paths, SITEMAP_PATHS } from '../../shared/paths';
import { escapeHtml } from '../../shared/lib/html';
import { ISLANDS_MARK } from '../../shared/lib/islands-mark';
import { customPageSlugOf, pagePath } from '../../shared/pages/page-paths';
import type { PublishedPages } from '../modules/pages/published-pages';
import { injectSeoHead } from '../modules/seo/seo-html';
import { log } from '../logger';
import { appModulePreloadLinks, builtStylesheets, inlineStylesheets, pageStylesheetLinks, readBuildManifest } from './page-assets';
import type { PageRenderer } from './server-render';
import type { RenderedPage } from '../../client/entry-server';
import type { SeoHeads } from '../modules/seo/seo.service';
import { sendWireAnswer, toWireBytes, type WireAnswer } from './wire-answer';
import { CLIENT_DIST_DIR } from '../paths';

/** The site's pages, then the owner's published pages with the day each was last published. */
export function sitemapXml(publicUrl: string, lastModified: string, ownPages: readonly { path: string; lastModified: string }[] = []): string {
  const entries = [...SITEMAP_PATHS.map((path) => ({ path, lastModified })), ...ownPages];
  const urls = entries
    .map(({ path, lastModified: day }) => `  <url><loc>${escapeHtml(publicUrl + path)}</loc><lastmod>${day}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function mountSeoFiles(app: Express, publicUrl: string, publishedPages?: PublishedPages): void {
  const lastModified = new Date().toISOString().slice(0, 10);
  app.get('/sitemap.xml', async (_req, res) => {
    const own = (await publishedPages?.list().catch(() => undefined)) ?? [];
    const ownPages = own.map((page) => ({ path: pagePath(page.slug), lastModified: page.publishedAt.toISOString().slice(0, 10) }));
    res.type('application/xml').send(sitemapXml(publicUrl, lastModified, ownPages));
  });
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(`User-agent: *\nDisallow: /admin\nDisallow: /auth\nDisallow: /api/\nSitemap: ${publicUrl}/sitemap.xml\n`);
  });
}

export interface BuiltClientOptions {
  heads: SeoHeads;
  /** The page template; defaults to the built dist/client/index.html (tests pass a small one). */
  template?: string;
  /** Server rendering of the public pages; without it every page is the bare shell the browser fills in. */
  render?: PageRenderer;
  /** The owner's published pages: the addresses under /p/ that are pages (any other is not found). */
  publishedPages?: PublishedPages;
  /** A router mounted early in the app, where the site's own page addresses are served. */
  pageRoutes?: Router;
}

const ROOT = '<div id="root"></div>';
export const SHELL_PATH = '/shell.html';

/** Puts the server's markup, data and the page's asset links into the template; the data-ssr mark tells the browser to hydrate (data-islands: only the page's islands). */
export function injectRenderedPage(html: string, page: RenderedPage | undefined, stylesheetLinks: (modules: readonly string[]) => string): string {
  if (!page) return html;
  return html
    .replace('</head>', () => `${stylesheetLinks(page.modules)}</head>`)
    .replace(ROOT, () => `<div id="root" data-ssr${page.islands ? ` ${ISLANDS_MARK}` : ''}>${page.html}</div>${page.stateScript}`);
}

/** An address the site's router draws: its own pages (public and admin) and the owner's pages under /p/. */
export function isSitePageAddress(pathname: string): boolean {
  return isKnownPagePath(pathname) || customPageSlugOf(pathname) !== undefined;
}

/** Serves the built client: hashed assets cached for a year, pages as the SPA shell with their own SEO head. */
export function mountBuiltClient(app: Express, options: BuiltClientOptions): void {
  const template = options.template ?? readFileSync(path.join(CLIENT_DIST_DIR, 'index.html'), 'utf8');
  // A test template has no build behind it, so no stylesheets to link.
  const manifest = options.render && options.template === undefined ? readBuildManifest(CLIENT_DIST_DIR) : {};
  // Worked out once per set of modules (the build does not change while serving; pages use few block sets).
  const linksByModules = new Map<string, string>();
  const stylesheetLinks = (modules: readonly string[]) => {
    const key = modules.join(' ');
    if (!linksByModules.has(key)) linksByModules.set(key, pageStylesheetLinks(manifest, modules));
    return linksByModules.get(key)!;
  };
  const shellLinks = pageStylesheetLinks(manifest, []) + appModulePreloadLinks(manifest);
  const stylesheetText = builtStylesheets(CLIENT_DIST_DIR);
  const finished = finishedPages();
  // Source maps are for us, not the public: the build writes none, and one left by an older build is not served.
  app.use((req, res, next) => {
    if (/\.map$/i.test(req.path)) res.status(404).type('text/plain').send('Not found');
    else next();
  });
  // The build's brotli and gzip copies (scripts/precompress.ts), as the browser accepts them: nothing compressed per request.
  app.use(
    '/assets',
    expressStaticGzip(path.join(CLIENT_DIST_DIR, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '365d', index: false },
    }),
  );
  app.use('/photos', express.static(path.join(CLIENT_DIST_DIR, 'photos'), { maxAge: '30d', index: false }));
  // Unhashed names, so a moderate cache; express.static answers the Range requests video needs.
  app.use('/media', express.static(path.join(CLIENT_DIST_DIR, 'media'), { maxAge: '7d', index: false }));
  app.use(
    express.static(CLIENT_DIST_DIR, {
      index: false,
      setHeaders: (res, file) => {
        // The service worker must be re-checked on every visit.
        if (file.endsWith('sw.js')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  // The bare shell the service worker keeps for offline visits (public/sw.js): no
  // server-rendered page in it, so it can start the app on whatever route is opened.
  app.get(SHELL_PATH, async (_req, res) => {
    const head = await options.heads.headFor(paths.home);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(injectSeoHead(template, head).replace('</head>', () => `${shellLinks}</head>`));
  });
  const servePage = async (req: Request, res: Response) => {
    const head = await options.heads.headFor(req.path);
    const ownPage = customPageSlugOf(req.path) !== undefined ? await options.publishedPages?.at(req.path).catch(() => undefined) : undefined;
    const known = isKnownPagePath(req.path) || ownPage !== undefined;
    res.status(known ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    // An address under /p/ that is no published page gets the bare shell (the browser says 'not found'): rendering
    // and keeping one per address would let random addresses grow the page cache.
    const renderable = known || customPageSlugOf(req.path) === undefined;
    const page = await (renderable ? options.render?.render(new URL(req.originalUrl, 'http://localhost')) : undefined)?.catch((error: unknown) => {
      // The bare shell still works: the browser renders the page itself.
      log.error(`Server rendering of ${req.path} failed`, error);
      return undefined;
    });
    // A kept page's finished bytes are kept with it: no string work or compression per visit, and a repeat visit gets 304.
    const key = known && !req.originalUrl.includes('?') ? req.path : undefined;
    const answer = finished(key, head, page, () => inlineStylesheets(injectRenderedPage(injectSeoHead(template, head), page, stylesheetLinks), stylesheetText));
    sendWireAnswer(req, res, answer, 'text/html; charset=utf-8');
  };
  // The site's own page addresses are answered early (ahead of the API's routes); every other address once nothing else took it.
  options.pageRoutes?.get(/.*/, (req, res, next) => {
    if (isSitePageAddress(req.path)) servePage(req, res).catch(next);
    else next();
  });
  app.get(/.*/, servePage);
}

/**
 * The finished bytes of each page (its SEO head and its rendering together, compressed), made again only when the
 * head or the rendering they were made from is no longer the kept one. Only pages at known addresses without a
 * query are kept (`key`), so no address can grow the map.
 */
function finishedPages(): (key: string | undefined, head: string, page: RenderedPage | undefined, finish: () => string) => WireAnswer {
  const byPath = new Map<string, { head: string; page: RenderedPage | undefined; answer: WireAnswer }>();
  return (key, head, page, finish) => {
    const hit = key === undefined ? undefined : byPath.get(key);
    if (hit && hit.head === head && hit.page === page) return hit.answer;
    const answer = toWireBytes(finish());
    if (key !== undefined) byPath.set(key, { head, page, answer });
    return answer;
  };
}
