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
