import { describe, expect, it } from 'vitest';
import { APP_MODULE, appModulePreloadLinks, pageStylesheetLinks, type BuildManifest } from './page-assets';

// Shaped like dist/client/.vite/manifest.json.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_preload-helper.js'], css: ['assets/index-1.css', 'assets/theme-1.css'] },
  '_preload-helper.js': { file: 'assets/preload-helper.js' },
  [APP_MODULE]: { file: 'assets/main-1.js', imports: ['_react.js', '_button.js'], css: ['assets/main-1.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_button.js': { file: 'assets/button.js', css: ['assets/button-1.css', 'assets/theme-1.css'] },
  'pages/stay-page.tsx': { file: 'assets/stay-page.js', imports: ['_button.js', '_page.js'], css: ['assets/stay-page-1.css'] },
  '_page.js': { file: 'assets/page.js', imports: ['_stay-loop.js'], css: ['assets/page-1.css'] },
  '_stay-loop.js': { file: 'assets/loop.js', imports: ['_page.js'] },
  'pages/blocks/content-blocks.tsx': { file: 'assets/content-blocks.js', imports: ['_button.js'], css: ['assets/content-blocks-1.css'] },
};

const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('stylesheets for a server-rendered page', () => {
  it("links the app's and the page's CSS, imports included, once each, leaving out what the entry links", () => {
    const links = pageStylesheetLinks(manifest, ['pages/stay-page.tsx']);
    expect(hrefs(links)).toEqual(['/assets/main-1.css', '/assets/button-1.css', '/assets/stay-page-1.css', '/assets/page-1.css']);
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/main-1.css">');
    expect(links).not.toContain('modulepreload');
  });

  it("adds the CSS of the page's blocks, each file once", () => {
    const links = pageStylesheetLinks(manifest, ['pages/stay-page.tsx', 'pages/blocks/content-blocks.tsx']);
    expect(hrefs(links)).toEqual(['/assets/main-1.css', '/assets/button-1.css', '/assets/stay-page-1.css', '/assets/page-1.css', '/assets/content-blocks-1.css']);
  });

  it("gives only the app's CSS for a module the manifest does not know, and nothing without a manifest", () => {
    expect(hrefs(pageStylesheetLinks(manifest, ['pages/gone.tsx']))).toEqual(['/assets/main-1.css', '/assets/button-1.css']);
    expect(pageStylesheetLinks({}, ['pages/stay-page.tsx'])).toBe('');
  });
});

describe("the offline shell's code links", () => {
  it('preloads the app module and everything it imports, once each, so the service worker can keep them', () => {
    const links = appModulePreloadLinks(manifest);
    expect(hrefs(links)).toEqual(['/assets/main-1.js', '/assets/react.js', '/assets/button.js']);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/main-1.js">');
    expect(appModulePreloadLinks({})).toBe('');
  });
});
