import { beforeAll, describe, expect, it } from 'vitest';
import type { RichTextDocument } from '../../../shared/content/rich-text.schema';
import { SEO_PAGES } from '../../../shared/seo/seo.constants';
import { browserLike } from '../../../test/http-harness';
import { callTrpc, useRenderingServerWithTeam, type Tab } from '../../../test/rendering-server';
import { policySeeds } from '../../composition/seed-data/site-info';


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
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
type AuditRow = { actor_name: string; entity_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };
const auditRows = (entity: string) =>
  db.orm.em.fork().execute<AuditRow[]>(`select actor_name, entity_id, before, after from audit_log where entity = ? order by id`, [entity]);


const houseRules = (...content: unknown[]) => ({ slug: 'house-rules', title: 'House Rules', document: { type: 'doc', content } });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });

describe('the policies', () => {
  it('are shown as the seed wrote them until the owner edits one, and offered to the editor as paragraphs', async () => {
    const html = await page('/policies');
    const seeded = policySeeds.find((policy) => policy.slug === 'house-rules')!;
    const firstParagraph = seeded.body.split('\n\n')[0]!.replace(/'/g, '&#39;');
    expect(html).toContain(`<p>${firstParagraph}</p>`);
    const edits = (await call(owner, 'admin.texts.policies')).data as { slug: string; title: string; document: RichTextDocument }[];
    expect(edits.map((policy) => policy.slug)).toEqual(['cancellation', 'terms', 'privacy', 'house-rules']);
    expect(edits[3]!.document.content).toHaveLength(seeded.body.split('\n\n').length);
  });

  it('are saved by staff, audited, and the next request’s server HTML shows the new text, headings under the policy’s own', async () => {
    expect(await page('/policies')).not.toContain('Sand stays outside');
    const saved = await call(
      staff,
      'admin.texts.savePolicy',
      houseRules(
        { type: 'heading', attrs: { level: 2 }, content: [text('At the beach')] },
        { type: 'paragraph', content: [text('Sand stays '), text('outside', [{ type: 'bold' }]), text('. See '), text('the terms', [{ type: 'link', attrs: { href: '/policies#terms', target: '_blank', rel: null, class: null } }])] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('Rinse the kayaks')] }] }] },
      ),
    );
    expect(saved.status).toBe(200);
    const html = await page('/policies');
    expect(html).toContain(
      '<h3>At the beach</h3><p>Sand stays <strong>outside</strong>. See <a href="/policies#terms" rel="noopener noreferrer">the terms</a></p><ul><li><p>Rinse the kayaks</p></li></ul>',
    );
    // The API's plain body follows the document.
    const api = (await browserLike(base).get('/api/policies')).body as unknown as { slug: string; body: string }[];
    expect(api.find((policy) => policy.slug === 'house-rules')!.body).toBe('At the beach\n\nSand stays outside. See the terms\n\nRinse the kayaks');
    const [row] = (await auditRows('policy')).slice(-1);
    expect(row).toMatchObject({ actor_name: 'Noa Helper', entity_id: 'house-rules' });
    expect(JSON.stringify(row!.after)).toContain('Sand stays');
  });

  it('refuses hostile documents with a message per field and changes nothing', async () => {
    const before = await page('/policies');
    const auditCount = (await auditRows('policy')).length;
    const hostile = [
      houseRules({ type: 'script', content: [text('alert(1)')] }),
      houseRules({ type: 'paragraph', content: [text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])] }),
      houseRules({ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [text('x')] }),
      houseRules({ type: 'paragraph', content: [{ type: 'text', text: 'x', onerror: 'alert(1)' }] }),
      houseRules({ type: 'paragraph', content: [{ type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } }] }),
      houseRules({ type: 'paragraph', content: [text('x', [{ type: 'bold', attrs: { style: 'color:red' } }])] }),
    ];
    for (const input of hostile) {
      const answer = await call(owner, 'admin.texts.savePolicy', input);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.fieldErrors ?? {}).every((key) => key.startsWith('document'))).toBe(true);
      expect(answer.text).not.toMatch(/at .*\.ts|select |insert /i);
    }
    const link = await call(owner, 'admin.texts.savePolicy', hostile[1]);
    expect(Object.values(link.fieldErrors ?? {}).flat()).toContain('Links must start with https://, http://, mailto:, tel: or / (a page of this site)');
    const empty = await call(owner, 'admin.texts.savePolicy', { slug: 'house-rules', title: ' ', document: { type: 'doc', content: [] } });
    expect(empty.fieldErrors).toMatchObject({ title: ['Give the policy a title'], document: ['Write the text (it cannot be empty)'] });
    expect(await page('/policies')).toBe(before);
    expect(await auditRows('policy')).toHaveLength(auditCount);
  });

  it('shows markup typed as text as text', async () => {
    await call(owner, 'admin.texts.savePolicy', houseRules({ type: 'paragraph', content: [text('<script>alert(1)</script><img src=x onerror=alert(1)>')] }));
    const html = await page('/policies');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });
});

describe('SEO titles and descriptions', () => {
  it('start as the shipped constants and go into the next request’s <head> once saved', async () => {
    expect(titleOf(await page('/'))).toBe(SEO_PAGES.home.title);
    expect(((await call(owner, 'admin.texts.seo')).data as Record<string, unknown>).stay).toEqual(SEO_PAGES.stay);
    const saved = await call(staff, 'admin.texts.saveSeo', { page: 'home', title: 'Beach House on Kaneohe Bay & <Oahu>', description: 'Kayaks, calm water, no fees.' });
    expect(saved.status).toBe(200);
    const html = await page('/');
    expect(titleOf(html)).toBe('Beach House on Kaneohe Bay &amp; &lt;Oahu&gt; | Kaneohe Bay Beach House');
    expect(html).toContain('<meta name="description" content="Kayaks, calm water, no fees." />');
    // The other pages keep theirs.
    expect(titleOf(await page('/stay'))).toContain(SEO_PAGES.stay.title);
    const [row] = (await auditRows('setting')).slice(-1);
    expect(row).toMatchObject({ actor_name: 'Noa Helper', entity_id: 'site_texts' });
  });

  it('refuses a bad page, an empty title or a very long description, per field, changing nothing', async () => {
    const before = titleOf(await page('/'));
    const bad = await call(owner, 'admin.texts.saveSeo', { page: 'admin', title: ' ', description: 'x'.repeat(400) });
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toMatchObject({
      title: ['Give the page title'],
      description: ['The description is too long (320 characters at most)'],
    });
    expect(bad.fieldErrors?.page).toHaveLength(1);
    expect(titleOf(await page('/'))).toBe(before);
  });
});

describe('the footer text', () => {
  it('is the site description until saved, then every page’s footer shows the owner’s', async () => {
    expect((await call(owner, 'admin.texts.footer')).data).toEqual({ footer_blurb: expect.stringContaining('An oceanfront four-bedroom beach house') });
    expect((await call(staff, 'admin.texts.saveFooter', { footer_blurb: '  Aloha from the windward side.  ' })).data).toEqual({ footer_blurb: 'Aloha from the windward side.' });
    expect(await page('/contact')).toContain('<p>Aloha from the windward side.</p>');
    const bad = await call(owner, 'admin.texts.saveFooter', { footer_blurb: '' });
    expect(bad.fieldErrors).toEqual({ footer_blurb: ['Write the footer text'] });
    expect(await page('/stay')).toContain('<p>Aloha from the windward side.</p>');
  });
});

describe('who may edit', () => {
  it('refuses visitors who are not signed in, and leaves the texts as they were', async () => {
    const visitor = browserLike(base);
    expect((await call(visitor, 'admin.texts.policies')).status).toBe(401);
    expect((await call(visitor, 'admin.texts.saveFooter', { footer_blurb: 'Hacked' })).status).toBe(401);
    expect((await call(visitor, 'admin.texts.saveSeo', { page: 'home', title: 'Hacked', description: 'Hacked' })).status).toBe(401);
    expect(await page('/')).not.toContain('Hacked');
  });
});
