import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The part of Vite's build manifest we read. */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
export type BuildManifest = z.infer<typeof manifestSchema>;

export function readBuildManifest(clientDir: string): BuildManifest {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

/** The CSS of a chunk and of everything it statically imports. */
function collectCss(manifest: BuildManifest, key: string, seen: Set<string>, css: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collectCss(manifest, imported, seen, css);
}

/** The code of a chunk and of everything it statically imports. */
function collectJs(manifest: BuildManifest, key: string, js: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectJs(manifest, imported, js);
}

/**
 * Modulepreload links for the app's start-up code, for the shell the service
 * worker keeps (its files are read from that page's links), so the app can
 * start offline.
 */
export function appModulePreloadLinks(manifest: BuildManifest): string {
  const js = new Set<string>();
  collectJs(manifest, APP_MODULE, js);
  // The public pages' frame loads lazily beside them (the admin has its own), so the offline shell keeps it too.
  collectJs(manifest, PUBLIC_FRAME_MODULE, js);
  return [...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** The module that starts the app; boot.ts imports it once the server's HTML has painted. */
export const APP_MODULE = 'main.tsx';

/** The public site's header and footer (src/client/app/public-site.tsx), a chunk of its own that /admin never loads. */
const PUBLIC_FRAME_MODULE = 'app/public-site.tsx';

/**
 * Stylesheet links for a server-rendered page: the app's and the page's own.
 * The browser would otherwise get them only when the code runs, after the
 * first paint, and the page would jump. Their code is not linked: it loads
 * after the first paint (see boot.ts). What the entry already links is left out.
 */
export function pageStylesheetLinks(manifest: BuildManifest, pageModules: readonly string[]): string {
  const linked = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collectCss(manifest, key, new Set(), linked);
  const needed = new Set<string>();
  for (const module of [APP_MODULE, ...pageModules]) collectCss(manifest, module, new Set(), needed);
  return [...needed]
    .filter((file) => !linked.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
}

/** A stylesheet link as the build and pageStylesheetLinks write it. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;
/** A larger stylesheet stays a link (the build's are 0.1–15 KB; a page's together about 14 KB). */
const INLINE_LIMIT_CHARS = 16 * 1024;

/**
 * Puts a server-rendered page's stylesheets into its head, in their order: a phone then paints the page with its
 * first response instead of after a dozen small render-blocking requests (about three round trips on a slow
 * network). Each keeps its link, with a type that is not CSS so the browser never fetches it (a disabled link is still
 * fetched): the app's loader of lazy chunks sees the link there and does not add the stylesheet again, which would
 * repeat its rules after later ones and change the cascade.
 */
export function inlineStylesheets(html: string, cssOf: (file: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = cssOf(file);
    if (css === undefined || css.length > INLINE_LIMIT_CHARS || /<\/style/i.test(css)) return link;
    return `<style>${css}</style>${link.slice(0, -1)} type="text/x-inlined">`;
  });
}

/** The built stylesheets' text, read once each (the build does not change while serving). */
export function builtStylesheets(clientDir: string): (file: string) => string | undefined {
  const read = new Map<string, string | undefined>();
  return (file) => {
    if (!read.has(file)) {
      const full = path.join(clientDir, file);
      read.set(file, existsSync(full) ? readFileSync(full, 'utf8') : undefined);
    }
    return read.get(file);
  };
}
