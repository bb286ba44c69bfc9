import { describe, expect, it } from 'vitest';
import { APP_MODULE, appModulePreloadLinks, inlineStylesheets, pageStylesheetLinks, type BuildManifest } from './page-assets';

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

describe('stylesheets put into the page', () => {
  const files: Record<string, string> = {
    'assets/index-1.css': 'body{margin:0}',
    'assets/page-1.css': '.page_x{color:red}',
    'assets/huge-1.css': `.a{${'b:c;'.repeat(5000)}}`,
    'assets/odd-1.css': '.a::after{content:"</style><script>"}',
  };
  const page = (links: string[]) =>
    `<head><script type="module" crossorigin src="/assets/index-1.js"></script>${links.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('')}</head>`;

  it('puts each in the head in its order, its link kept with a type the browser never fetches, where the app’s loader sees it and never adds it again', () => {
    expect(inlineStylesheets(page(['assets/index-1.css', 'assets/page-1.css']), (file) => files[file])).toBe(
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-1.css" type="text/x-inlined">' +
        '<style>.page_x{color:red}</style><link rel="stylesheet" crossorigin href="/assets/page-1.css" type="text/x-inlined"></head>',
    );
  });

  it('leaves a link as it is when its file is missing, large, or could close the style element', () => {
    const html = page(['assets/missing-1.css', 'assets/huge-1.css', 'assets/odd-1.css']);
    expect(inlineStylesheets(html, (file) => files[file])).toBe(html);
  });
});
