import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGES, newBlock } from '../../../shared/pages/default-pages';
import type { PageBlock } from '../../../shared/pages/page-blocks.schema';
import type { PageDocument } from '../../../shared/pages/page-document';
import { browserLike } from '../../../test/http-harness';
import { callTrpc, useRenderingServerWithTeam, type Tab } from '../../../test/rendering-server';

const team = useRenderingServerWithTeam({ name: 'Kai Staff', email: 'kai@example.com' });
const { db } = team;
let base: string;
let owner: Tab;
let staff: Tab;
let visitor: Tab;
beforeAll(() => {
  ({ base, owner, staff } = team);
  visitor = browserLike(base);
});

type Edit = { revision: number; draft: PageDocument; hasUnpublishedChanges: boolean; savedBy: string | null };
type Saved = { status: 'saved' | 'conflict'; page: Edit };

const fetchPage = (pathname: string) => fetch(`${base}${pathname}`);
const html = async (pathname: string) => (await fetchPage(pathname)).text();
const edit = async (tab: Tab, slug: string) => (await callTrpc(tab, 'admin.pages.get', { slug }, 'query')).data as Edit;
const save = async (tab: Tab, slug: string, revision: number, document: PageDocument) => callTrpc(tab, 'admin.pages.saveDraft', { slug, revision, document });
const publish = (tab: Tab, slug: string, revision: number) => callTrpc(tab, 'admin.pages.publish', { slug, revision });

const FAQ: PageBlock = {
  id: 'b-faq1',
  type: 'faq',
  heading: 'Good to know',
  items: [
    { question: 'Is there parking for two cars?', answer: 'Yes: the driveway takes two cars.' },
    { question: 'Can we launch kayaks <safely>?', answer: 'From the lawn, at any tide.' },
  ],
};
const withFaq = (document: PageDocument): PageDocument => ({ ...document, blocks: [...document.blocks.slice(0, 2), FAQ, ...document.blocks.slice(2)] });

describe('the built pages', () => {
  it('are exactly today’s pages until the owner publishes a change', async () => {
    const list = (await callTrpc(staff, 'admin.pages.list')).data as { slug: string; path: string; hasUnpublishedChanges: boolean }[];
    expect(list.map(({ slug, path, hasUnpublishedChanges }) => [slug, path, hasUnpublishedChanges])).toEqual([
      ['home', '/', false],
      ['stay', '/stay', false],
      ['experiences', '/experiences', false],
    ]);
    expect((await edit(staff, 'home')).draft).toEqual(DEFAULT_PAGES.home);
    const home = await html('/');
    for (const text of ['id="hero-title"', 'Experience the Real Hawaii', 'id="escape"', 'id="reviews"', 'id="amenities"', 'id="location"', 'Ready for Kaneohe Bay?'])
      expect(home).toContain(text);
    expect(await html('/experiences')).toContain('Book Hawaiian Experiences');
  });

  it('keep a draft only admins preview; the owner’s publish shows it in the next request’s HTML with its FAQPage data, and keeps a version', async () => {
    const start = await edit(staff, 'home');
    const saved = (await save(staff, 'home', start.revision, withFaq(start.draft))).data as Saved;
    expect(saved).toMatchObject({ status: 'saved', page: { revision: 1, hasUnpublishedChanges: true, savedBy: 'Kai Staff' } });

    // Visitors (and the server's shared HTML) still get the published page; so does a visitor asking for the draft.
    expect(await html('/')).not.toContain('Is there parking');
    const asked = (await callTrpc(visitor, 'content.page', { slug: 'home', draft: true }, 'query')).data as { isDraft: boolean; document: PageDocument };
    expect(asked.isDraft).toBe(false);
    expect(asked.document.blocks.some((block) => block.type === 'faq')).toBe(false);
    const preview = (await callTrpc(staff, 'content.page', { slug: 'home', draft: true }, 'query')).data as { isDraft: boolean; document: PageDocument };
    expect(preview.isDraft).toBe(true);
    expect(preview.document.blocks[2]).toEqual(FAQ);
    // The preview address is never rendered into the shared HTML: the admin's browser draws it.
    expect(await html('/?preview=draft')).toContain('<div id="root"></div>');

    // Publishing is the owner's.
    const refused = await publish(staff, 'home', 1);
    expect(refused.status).toBe(403);
    expect(await html('/')).not.toContain('Is there parking');

    const published = (await publish(owner, 'home', 1)).data as Saved;
    expect(published).toMatchObject({ status: 'saved', page: { hasUnpublishedChanges: false } });
    const page = await html('/');
    expect(page).toContain('Is there parking for two cars?');
    expect(page).toContain('Can we launch kayaks &lt;safely&gt;?');
    expect(page).toContain('"@type":"FAQPage"');
    expect(page).toContain('"acceptedAnswer":{"@type":"Answer","text":"Yes: the driveway takes two cars."}');
    // The FAQ sits where it was put: after the cards, before the facts.
    expect(page.indexOf('Experience the Real Hawaii')).toBeLessThan(page.indexOf('Good to know'));
    expect(page.indexOf('Good to know')).toBeLessThan(page.indexOf('id="escape"'));

    const versions = (await callTrpc(owner, 'admin.pages.versions', { slug: 'home' }, 'query')).data as { number: number; publishedBy: string; blockCount: number }[];
    expect(versions).toEqual([expect.objectContaining({ number: 1, blockCount: DEFAULT_PAGES.home.blocks.length + 1 })]);
    expect(versions[0]!.publishedBy).not.toBe('Kai Staff');
    const audit = await db.orm.em.fork().execute<{ entity: string; actor_name: string }[]>(
      `select entity, actor_name from audit_log where entity in ('site_page', 'site_page_version') order by id`,
    );
    expect(audit.map((row) => row.entity)).toEqual(['site_page', 'site_page', 'site_page_version']);
    expect(audit[0]!.actor_name).toBe('Kai Staff');
  });

  it('refuse a save made over someone else’s, showing theirs and changing nothing', async () => {
    const mine = await edit(owner, 'home');
    const theirs = await edit(staff, 'home');
    const first = (await save(staff, 'home', theirs.revision, { blocks: theirs.draft.blocks.filter((block) => block.type !== 'reviews') })).data as Saved;
    expect(first.status).toBe('saved');
    const second = (await save(owner, 'home', mine.revision, { blocks: mine.draft.blocks.filter((block) => block.type !== 'location') })).data as Saved;
    expect(second.status).toBe('conflict');
    expect(second.page.savedBy).toBe('Kai Staff');
    expect(second.page.draft.blocks.some((block) => block.type === 'reviews')).toBe(false);
    expect(second.page.draft.blocks.some((block) => block.type === 'location')).toBe(true);
    // A publish of a revision someone has saved past is refused the same way.
    expect(((await publish(owner, 'home', mine.revision)).data as Saved).status).toBe('conflict');
    expect(await html('/')).toContain('id="reviews"');
  });

  it('restore an old version as the draft, which shows once published again', async () => {
    const current = await edit(owner, 'home');
    const second = (await publish(owner, 'home', current.revision)).data as Saved;
    expect(await html('/')).not.toContain('id="reviews"');
    const restored = (await callTrpc(staff, 'admin.pages.restore', { slug: 'home', revision: second.page.revision, number: 1 })).data as Saved;
    expect(restored.status).toBe('saved');
    expect(restored.page.draft).toEqual(withFaq(DEFAULT_PAGES.home));
    expect(await html('/')).not.toContain('id="reviews"');
    await publish(owner, 'home', restored.page.revision);
    expect(await html('/')).toContain('id="reviews"');
    expect(((await callTrpc(owner, 'admin.pages.versions', { slug: 'home' }, 'query')).data as unknown[]).length).toBe(3);
  });

  it('refuse a document that would break the page, with a clear message, changing nothing', async () => {
    const { revision, draft } = await edit(owner, 'stay');
    const [intro, ...rest] = draft.blocks;
    const broken: [PageDocument, string][] = [
      [{ blocks: [...rest, intro!] }, "The page must begin with 'The stay: title and facts'."],
      [{ blocks: [...draft.blocks, { id: 'b-more', type: 'gallery' }] }, "'Photo gallery' can be on a page once only."],
      [{ blocks: [...draft.blocks, newBlock('hero', 'hero2')] }, "'Hero with booking widget' belongs at the top of its own page only."],
      [{ title: 'Mine', blocks: draft.blocks }, 'This page takes its title and description from Content Management → SEO.'],
    ];
    for (const [document, message] of broken) {
      const answer = await save(owner, 'stay', revision, document);
      expect(answer.status).toBe(400);
      expect(answer.message).toBe(message);
    }
    const hostile = [
      { id: 'b-x', type: 'text', heading: 'Hi', body: { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] } },
      { id: 'b-x', type: 'text', heading: 'Hi', body: { type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'x' }, content: [{ type: 'text', text: 'x' }] }] } },
      { id: 'b-x', type: 'cta', heading: 'Go', text: '', label: 'Go', href: 'javascript:alert(1)', tone: 'accent' },
      { id: 'b-x', type: 'cta', heading: 'Go', text: '', label: 'Go', href: '/booking', tone: 'hotpink' },
      { id: 'b-x', type: 'imageText', heading: 'Go', body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] }, photo: { id: 1, alt: ' ' }, imageSide: 'left' },
      { id: 'b-x', type: 'text', heading: 'Hi', level: 1, body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] } },
    ];
    for (const block of hostile) {
      const answer = await save(owner, 'stay', revision, { blocks: [...draft.blocks, block as PageBlock] });
      expect(answer.status).toBe(400);
      expect(answer.text).not.toMatch(/at .*\.ts|select |insert /i);
    }
    expect((await edit(owner, 'stay')).revision).toBe(revision);
  });

  it('render rich text escaped, with safe links only, its headings under the block’s h2', async () => {
    const { revision, draft } = await edit(owner, 'stay');
    const text = (value: string, marks?: unknown[]) => ({ type: 'text' as const, text: value, ...(marks ? { marks } : {}) });
    const block = {
      id: 'b-text',
      type: 'text',
      heading: 'Arriving',
      body: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [text('Keys')] },
          { type: 'paragraph', content: [text('<img src=x onerror=alert(1)> see '), text('the rules', [{ type: 'link', attrs: { href: '/policies#house-rules' } }])] },
        ],
      },
    } as PageBlock;
    const saved = (await save(owner, 'stay', revision, { blocks: [...draft.blocks, block] })).data as Saved;
    await publish(owner, 'stay', saved.page.revision);
    const page = await html('/stay');
    expect(page).toContain('<h2 id="b-text-title">Arriving</h2>');
    expect(page).toContain('<h3>Keys</h3><p>&lt;img src=x onerror=alert(1)&gt; see <a href="/policies#house-rules" rel="noopener noreferrer">the rules</a></p>');
    expect(page).not.toContain('<img src=x');
  });
});

describe('the owner’s own pages', () => {
  it('exist at /p/<slug> once published: their own head, in the sitemap; staff cannot delete them', async () => {
    const created = await callTrpc(staff, 'admin.pages.create', { slug: 'family-reunions', title: 'Family Reunions', description: 'Room for the whole ohana.' });
    expect(created.status).toBe(200);
    const taken = await callTrpc(staff, 'admin.pages.create', { slug: 'family-reunions', title: 'Again', description: 'Again.' });
    expect(taken.fieldErrors).toEqual({ slug: ['There is already a page at this address'] });
    expect((await callTrpc(staff, 'admin.pages.create', { slug: 'Bad Slug!', title: 'x', description: 'x' })).status).toBe(400);

    expect((await fetchPage('/p/family-reunions')).status).toBe(404);
    expect(await html('/sitemap.xml')).not.toContain('family-reunions');
    const { revision } = await edit(owner, 'family-reunions');
    await publish(owner, 'family-reunions', revision);

    const response = await fetchPage('/p/family-reunions');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<title>Family Reunions | Kaneohe Bay Beach House</title>');
    expect(page).toContain('<meta name="description" content="Room for the whole ohana." />');
    expect(page).toContain('<h1>Family Reunions</h1>');
    expect(page).toContain('Write something here.');
    expect(await html('/sitemap.xml')).toMatch(/<loc>http[^<]+\/p\/family-reunions<\/loc>/);
    expect((await fetchPage('/p/no-such-page')).status).toBe(404);

    expect((await callTrpc(staff, 'admin.pages.remove', { slug: 'family-reunions' })).status).toBe(403);
    expect((await callTrpc(owner, 'admin.pages.remove', { slug: 'home' })).status).toBe(400);
    expect((await callTrpc(owner, 'admin.pages.remove', { slug: 'family-reunions' })).status).toBe(200);
    expect((await fetchPage('/p/family-reunions')).status).toBe(404);
    expect(await html('/sitemap.xml')).not.toContain('family-reunions');
  });
});
