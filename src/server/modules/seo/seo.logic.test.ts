// @vitest-environment jsdom
// jsdom's HTML parser reads the markup back the way a browser (or a crawler) would.
import { describe, expect, it } from 'vitest';
import { SEO_PAGES } from '../../../shared/seo/seo.constants';
import { pageHeadHtml } from './seo-page.logic';
import {
  absoluteUrl,
  escapeHtml,
  headTagsFor,
  jsonForScript,
  renderHeadTags,
  resolveSeoRoute,
} from './seo.logic';
import { fullTitle } from '../../../shared/seo/seo-routes';
import { PUBLIC_URL, TODAY, house, siteInfo } from '../../../test/fixtures/seo';

const HOSTILE = `</script><script>alert(1)</script>"onload=alert(2) x='y' <!-- $& $' \u2028\u2029`;

function parseHead(headHtml: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${headHtml}</head><body></body></html>`, 'text/html');
}

function content(doc: Document, selector: string): string | null {
  return doc.querySelector(selector)?.getAttribute('content') ?? null;
}

describe('fullTitle (spec §9: site title appended unless present)', () => {
  it.each([
    ['Contact Us', 'Kaneohe Bay Beach House', 'Contact Us | Kaneohe Bay Beach House'],
    ['Kaneohe Bay Beach House · Oceanfront', 'Kaneohe Bay Beach House', 'Kaneohe Bay Beach House · Oceanfront'],
    ['Stay at Kaneohe Bay Beach House', 'Kaneohe Bay Beach House', 'Stay at Kaneohe Bay Beach House'],
    ['Kaneohe Bay Beach House', 'Kaneohe Bay Beach House', 'Kaneohe Bay Beach House'],
    ['', 'Kaneohe Bay Beach House', 'Kaneohe Bay Beach House'],
    ['Contact Us', '', 'Contact Us'],
  ])('%j with site %j → %j', (page, site, expected) => {
    expect(fullTitle(page, site)).toBe(expected);
  });
});

describe('resolveSeoRoute: robots and canonical path per request path', () => {
  it.each([
    ['/', 'home', '/', 'index, follow'],
    ['/stay', 'stay', '/stay', 'index, follow'],
    ['/stay/', 'stay', '/stay', 'index, follow'],
    ['/experiences', 'experiences', '/experiences', 'index, follow'],
    ['/booking', 'booking', '/booking', 'index, follow'],
    ['/contact', 'contact', '/contact', 'index, follow'],
    ['/policies', 'policies', '/policies', 'index, follow'],
    ['/booking/details', 'bookingDetails', '/booking/details', 'noindex, nofollow'],
    ['/booking/checkout', 'checkout', '/booking/checkout', 'noindex, nofollow'],
    ['/booking/confirmation', 'confirmation', '/booking/confirmation', 'noindex, nofollow'],
    ['/auth', 'auth', '/auth', 'noindex, nofollow'],
    ['/admin', 'admin', '/admin', 'noindex, nofollow'],
    ['/admin/page-builder', 'admin', '/admin/page-builder', 'noindex, nofollow'],
    ['/admin/nope', 'notFound', null, 'noindex, nofollow'],
    ['/nope', 'notFound', null, 'noindex, nofollow'],
    ['/Stay', 'notFound', null, 'noindex, nofollow'],
  ])('%s → %s', (pathname, key, path, robots) => {
    expect(resolveSeoRoute(pathname)).toEqual({ key, path, robots });
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['https://x.test', '/stay', 'https://x.test/stay'],
    ['https://x.test/', '/', 'https://x.test/'],
    ['https://x.test', 'photos/a.webp', 'https://x.test/photos/a.webp'],
    ['https://x.test', 'https://cdn.test/a.webp', 'https://cdn.test/a.webp'],
  ])('%s + %s → %s', (base, href, expected) => {
    expect(absoluteUrl(base, href)).toBe(expected);
  });
});

describe('escaping', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('JSON for a script block has no "<", ">", "&" or line separators, and parses back unchanged', () => {
    const value = { name: HOSTILE, nested: ['</SCRIPT>', '<!--'] };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('a hostile site title stays text: one title, no extra elements, attributes intact', () => {
    const route = resolveSeoRoute('/contact');
    const tags = headTagsFor({
      route,
      publicUrl: PUBLIC_URL,
      siteTitle: HOSTILE,
      ogImage: '/og.webp',
      ogImageAlt: HOSTILE,
      twitterHandle: '@kbh',
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: HOSTILE }],
    });
    const doc = parseHead(renderHeadTags(tags));
    expect(doc.title).toBe(`Contact Us | ${HOSTILE}`);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.body.childNodes).toHaveLength(0);
    expect(doc.querySelectorAll('[onload]')).toHaveLength(0);
    expect(content(doc, 'meta[property="og:site_name"]')).toBe(HOSTILE);
    expect(content(doc, 'meta[property="og:title"]')).toBe(`Contact Us | ${HOSTILE}`);
    expect(content(doc, 'meta[name="twitter:image:alt"]')).toBe(HOSTILE);
    const script = doc.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.textContent)).toMatchObject({ '@type': 'Organization', name: HOSTILE });
  });

  it('hostile database text in the home JSON-LD cannot break out of its script', () => {
    const data = house({ siteInfo: siteInfo({ site_name: HOSTILE, contact_phone: `"onload="alert(1)` }) });
    const head = pageHeadHtml(resolveSeoRoute('/'), { kind: 'home', house: data }, { publicUrl: PUBLIC_URL, today: TODAY });
    const doc = parseHead(head);
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const graph = JSON.parse(scripts[0]!.textContent)['@graph'] as { '@type': string; name?: string; telephone?: string }[];
    const organization = graph.find((node) => node['@type'] === 'Organization')!;
    expect(organization.name).toBe(HOSTILE);
    expect(organization.telephone).toBe(`"onload="alert(1)`);
  });
});

describe('pageHeadHtml: the tags every page carries', () => {
  const options = { publicUrl: PUBLIC_URL, today: TODAY };

  it('a public page: own title and description, canonical, index robots, Open Graph and Twitter tags', () => {
    const doc = parseHead(pageHeadHtml(resolveSeoRoute('/stay/'), { kind: 'none' }, options));
    expect(doc.title).toBe(`${SEO_PAGES.stay.title} | Kaneohe Bay Beach House`);
    expect(content(doc, 'meta[name="description"]')).toBe(SEO_PAGES.stay.description);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/stay`);
    expect(content(doc, 'meta[name="robots"]')).toBe('index, follow');
    expect(content(doc, 'meta[property="og:type"]')).toBe('website');
    expect(content(doc, 'meta[property="og:url"]')).toBe(`${PUBLIC_URL}/stay`);
    expect(content(doc, 'meta[property="og:image"]')).toBe(`${PUBLIC_URL}/photos/og-image-1280.webp`);
    expect(content(doc, 'meta[property="og:site_name"]')).toBe('Kaneohe Bay Beach House');
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(doc, 'meta[name="twitter:site"]')).toBe('@kaneohebayhouse');
    expect(content(doc, 'meta[name="twitter:image"]')).toBe(`${PUBLIC_URL}/photos/og-image-1280.webp`);
  });

  it('the home title already names the site, so nothing is appended', () => {
    const doc = parseHead(pageHeadHtml(resolveSeoRoute('/'), { kind: 'none' }, options));
    expect(doc.title).toBe(SEO_PAGES.home.title);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/`);
  });

  it('private pages say noindex and have no structured data', () => {
    const doc = parseHead(pageHeadHtml(resolveSeoRoute('/admin/bookings'), { kind: 'none' }, options));
    expect(doc.title).toBe('Admin | Kaneohe Bay Beach House');
    expect(content(doc, 'meta[name="robots"]')).toBe('noindex, nofollow');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('the not-found page says noindex and has no canonical or og:url', () => {
    const doc = parseHead(pageHeadHtml(resolveSeoRoute('/nope'), { kind: 'none' }, options));
    expect(doc.title).toBe('Page Not Found | Kaneohe Bay Beach House');
    expect(content(doc, 'meta[name="robots"]')).toBe('noindex, nofollow');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
  });
});
