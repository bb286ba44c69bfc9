import { describe, expect, it } from 'vitest';
import { injectSeoHead } from './seo-html';

const TEMPLATE = `<!doctype html><html><head><meta charset="UTF-8" />\n<!--seo-head-->\n<link rel="icon" href="/favicon.svg" /></head><body><div id="root"></div></body></html>`;

describe('injectSeoHead', () => {
  it('replaces the placeholder and keeps the rest of the template', () => {
    const html = injectSeoHead(TEMPLATE, '<title>Stay</title>');
    expect(html).toContain('<meta charset="UTF-8" />\n<title>Stay</title>\n<link rel="icon"');
    expect(html).not.toContain('<!--seo-head-->');
    expect(html).toContain('<div id="root"></div>');
  });

  it('inserts "$&" and "$\'" from the data literally, not as replacement patterns', () => {
    const head = `<title>$& and $' and $1</title>`;
    expect(injectSeoHead(TEMPLATE, head)).toContain(head);
  });

  it('a template without the placeholder gets the head before </head> and loses its static title and description', () => {
    const old = `<html><head><title>Old</title>\n<meta name="description" content="old" />\n</head><body></body></html>`;
    const html = injectSeoHead(old, '<title>New</title>');
    expect(html).not.toContain('Old');
    expect(html).not.toContain('content="old"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf('<title>New</title>')).toBeLessThan(html.indexOf('</head>'));
  });
});
