import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_TEXTS } from '../../../shared/content/page-texts.defaults';
import type { SiteTexts } from '../../../shared/content/site-texts.schemas';
import { browserLike } from '../../../test/http-harness';
import { callTrpc, useRenderingServerWithTeam, type Tab } from '../../../test/rendering-server';

const team = useRenderingServerWithTeam({ name: 'Noa Helper', email: 'noa@example.com' });
const { db } = team;
let base: string;
let owner: Tab;
let staff: Tab;
beforeAll(() => {
  ({ base, owner, staff } = team);
});

const call = (tab: Tab, procedure: string, input?: unknown) => callTrpc(tab, procedure, input);
const page = async (pathname: string) => (await fetch(`${base}${pathname}`)).text();
const publicTexts = async () => (await callTrpc<SiteTexts>(browserLike(base), 'content.siteTexts', undefined, 'query')).data!;
const auditCount = async () =>
  (await db.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from audit_log where entity = 'setting' and entity_id = 'site_texts'`))[0]!.n;

describe('the public pages’ fixed words', () => {
  it('are the shipped words until saved: the server HTML of the contact and policies pages is as it always was', async () => {
    // The words typed here, not read from the defaults: the pages must not have changed.
    const contact = await page('/contact');
    expect(contact).toContain('<h1>Contact</h1>');
    expect(contact).toMatch(/<p class="[^"]+">Questions about the house, your dates or the windward coast\? Write to us; we answer within a day\.<\/p>/);
    expect(contact).toContain('<h2 id="contact-direct">Reach us directly</h2>');
    const policies = await page('/policies');
    expect(policies).toContain('<h1>Policies</h1>');
    expect(policies).toContain('>Cancellation, terms, privacy and house rules for your stay.</p>');
    // The booking steps are drawn in the browser: they read the same public texts.
    expect((await publicTexts()).page_texts).toEqual(DEFAULT_PAGE_TEXTS);
    expect((await call(owner, 'admin.texts.pages')).data).toEqual(DEFAULT_PAGE_TEXTS);
  });

  it('saved by staff, show in the next request’s server HTML of that page only (and in the public texts the booking steps read), escaped and audited', async () => {
    const before = await auditCount();
    const saved = await call(staff, 'admin.texts.savePage', {
      page: 'contact',
      title: '  Talk story with us ',
      lead: 'Ask <b>anything</b> & we answer.',
      direct_heading: 'Call or write',
    });
    expect(saved.status).toBe(200);
    expect((saved.data as typeof DEFAULT_PAGE_TEXTS).contact).toEqual({ title: 'Talk story with us', lead: 'Ask <b>anything</b> & we answer.', direct_heading: 'Call or write' });
    const contact = await page('/contact');
    expect(contact).toContain('<h1>Talk story with us</h1>');
    expect(contact).toContain('>Ask &lt;b&gt;anything&lt;/b&gt; &amp; we answer.</p>');
    expect(contact).toContain('<h2 id="contact-direct">Call or write</h2>');
    expect(contact).not.toContain('<b>anything</b>');
    expect(Number(await auditCount())).toBeGreaterThan(Number(before));
    // The other pages keep their words; an empty text under the heading shows no paragraph.
    expect(await page('/policies')).toContain('<h1>Policies</h1>');
    expect((await call(owner, 'admin.texts.savePage', { page: 'checkout', title: 'Pay securely', lead: '' })).status).toBe(200);
    expect((await publicTexts()).page_texts.checkout).toEqual({ title: 'Pay securely', lead: '' });
    expect(await page('/contact')).toContain('<h1>Talk story with us</h1>');
  });

  it('refuses bad input with a message per field and changes nothing', async () => {
    const before = await page('/contact');
    const bad = await call(owner, 'admin.texts.savePage', { page: 'contact', title: ' ', lead: 'x'.repeat(301), direct_heading: 'a\u0000b' });
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toMatchObject({
      title: ['Give the page a heading'],
      lead: ['The text is too long (300 characters at most)'],
      direct_heading: ['Remove the special characters'],
    });
    expect(bad.text).not.toMatch(/at .*\.ts|select |insert /i);
    expect((await call(owner, 'admin.texts.savePage', { page: 'admin', title: 'Hacked', lead: '' })).status).toBe(400);
    expect((await call(owner, 'admin.texts.savePage', { page: 'contact', title: 'Hacked', lead: '', direct_heading: 'x', onclick: 'x' })).status).toBe(400);
    expect(await page('/contact')).toBe(before);
  });

  it('refuses visitors who are not signed in', async () => {
    const visitor = browserLike(base);
    expect((await call(visitor, 'admin.texts.pages')).status).toBe(401);
    expect((await call(visitor, 'admin.texts.savePage', { page: 'contact', title: 'Hacked', lead: '', direct_heading: 'x' })).status).toBe(401);
    expect(await page('/contact')).not.toContain('Hacked');
  });
});
