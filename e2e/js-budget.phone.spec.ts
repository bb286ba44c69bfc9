import { readFileSync } from 'node:fs';
import { scriptsFetched } from './fixtures/scripts';
import { expect, test, type Page } from './fixtures/test';

/**
 * The public pages' JavaScript may not creep (issue 23, point 6; decision 054): what a phone visitor's browser fetches to start
 * a page (bytes on the wire, compressed as served), until the app is live and the network is quiet, against the budget committed in
 * js-budget.json. Sizes are deterministic for a build, unlike timings; raising one is an edit of that file, reviewed with its
 * reason. Reading on to the end may load what comes near the viewport (the map, a section's dialog), but never the admin's code
 * (its editor, drag and drop and uploads).
 */
const budgets = JSON.parse(readFileSync(new URL('js-budget.json', import.meta.url), 'utf8')) as { pages: Record<string, number> };

/** What Vite's manifest says about each source module's chunk. */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
const manifest = JSON.parse(readFileSync(new URL('../dist/client/.vite/manifest.json', import.meta.url), 'utf8')) as Manifest;

/** Every chunk reachable from `start` (static and lazy imports), never entering the modules `skip` names. */
function reachable(start: string, skip: (key: string) => boolean = () => false): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || skip(key) || !manifest[key]) return;
    seen.add(key);
    files.add(`/${manifest[key].file}`);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) walk(next);
  };
  walk(start);
  return files;
}

/** The admin's own code (its screens, the editor, drag and drop, the map picker): what only the admin's routes reach. */
const publicCode = reachable('main.tsx', (key) => key.startsWith('admin/'));
const adminOnlyCode = [...reachable('admin/admin-routes.tsx')].filter((file) => !publicCode.has(file));

const total = (scripts: { bytes: number }[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Scrolls to the end a screen at a time, as a reader would, letting what comes near the viewport load. */
async function readToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForLoadState('networkidle');
    if (atEnd) return;
  }
}

for (const [pagePath, budget] of Object.entries(budgets.pages)) {
  test(`${pagePath} starts with at most ${kb(budget)} of JavaScript, and reading it loads none of the admin`, async ({ page }) => {
    await page.goto(pagePath);
    await page.waitForLoadState('networkidle');
    const startup = await scriptsFetched(page);
    expect(total(startup), `${pagePath}: ${kb(total(startup))} in ${startup.length} files; budget ${kb(budget)} (e2e/js-budget.json)`).toBeLessThanOrEqual(budget);

    await readToTheEnd(page);
    expect(adminOnlyCode.length).toBeGreaterThan(10);
    const admin = (await scriptsFetched(page)).filter((script) => adminOnlyCode.includes(script.name));
    expect(admin.map((script) => script.name)).toEqual([]);
  });
}
