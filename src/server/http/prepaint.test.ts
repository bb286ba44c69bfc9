import { describe, expect, it } from 'vitest';
import { injectPrepaint } from './prepaint';

const template = '<html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('injectPrepaint', () => {
  it('puts the hero photo in the HTML of the home page, high priority, in both formats', () => {
    const html = injectPrepaint(template, '/');
    expect(html).toMatch(/<div id="root"><div aria-hidden="true"[^>]*><picture><source type="image\/avif" srcset="\/photos\/hero-poster-320\.avif 320w/);
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('src="/photos/hero-poster-1280.webp"');
  });

  it('leaves every other page alone', () => {
    expect(injectPrepaint(template, '/stay')).toBe(template);
    expect(injectPrepaint(template, '/nope')).toBe(template);
  });
});
