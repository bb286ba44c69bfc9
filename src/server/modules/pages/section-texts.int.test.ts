import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '../../../shared/pages/default-pages';
import type { BlockOf, PageBlock } from '../../../shared/pages/page-blocks.schema';
import type { PageDocument } from '../../../shared/pages/page-document';
import { callTrpc, useRenderingServerWithTeam, type Tab } from '../../../test/rendering-server';

const team = useRenderingServerWithTeam({ name: 'Lani Staff', email: 'lani@example.com' });
const { db } = team;
let base: string;
let owner: Tab;
let staff: Tab;
beforeAll(() => {
  ({ base, owner, staff } = team);
});

type Edit = { revision: number; draft: PageDocument };
type Saved = { status: 'saved' | 'conflict'; page: Edit };

const fetchPage = (pathname: string) => fetch(`${base}${pathname}`);
const html = async (pathname: string) => (await fetchPage(pathname)).text();
/** The server-rendered page inside #root, without the per-request parts around it (nonces, the data block). */
const rootOf = (page: string) => /<div id="root" data-ssr(?: data-islands)?>([\s\S]*?)<\/div><script type="application\/json"/.exec(page)?.[1] ?? '';
const edit = async (tab: Tab, slug: string) => (await callTrpc(tab, 'admin.pages.get', { slug }, 'query')).data as Edit;
const save = (tab: Tab, slug: string, revision: number, document: PageDocument) => callTrpc(tab, 'admin.pages.saveDraft', { slug, revision, document });
const publish = (tab: Tab, slug: string, revision: number) => callTrpc(tab, 'admin.pages.publish', { slug, revision });

/** A page as the builder stored it before its sections carried words: each spec section is only its id and type. */
function storedBeforeSectionTexts(document: PageDocument): unknown {
  const textless = new Set(['hero', 'stayIntro', 'realHawaii', 'escape', 'reviews', 'amenities', 'location', 'experiencesTeaser', 'gallery', 'registration', 'thingsToDo', 'contactNote']);
  return { blocks: document.blocks.map((block) => (textless.has(block.type) ? { id: block.id, type: block.type } : block)) };
}

/** Drops every kept page without changing what any page shows (the footer saved as it is). */
async function dropKeptPages() {
  const footer = (await callTrpc<{ footer_blurb: string }>(owner, 'admin.texts.footer', undefined, 'query')).data!;
  expect((await callTrpc(owner, 'admin.texts.saveFooter', footer)).status).toBe(200);
}

describe('the spec sections’ words', () => {
  it('of a page stored before they existed are today’s words: the same server HTML as the shipped page, and the builder gets them filled in', async () => {
    const shipped = rootOf(await html('/'));
    expect(shipped).toContain('Mornings on the Bay');

    const old = JSON.stringify(storedBeforeSectionTexts(DEFAULT_PAGES.home));
    await db.orm.em.fork().execute(
      `insert into site_page (slug, draft, published, published_at) values ('home', ?::jsonb, ?::jsonb, now())`,
      [old, old],
    );
    await dropKeptPages();

    const page = await html('/');
    expect(rootOf(page)).toBe(shipped);
    for (const words of ['Mornings on the Bay', 'Your Beach House Oahu Hawaiian Escape', 'See the House', 'Wake up to the bay, the Ko&#x27;olau ridges', 'Snorkel trips, kayak tours'])
      expect(page).toContain(words);
    expect((await edit(staff, 'home')).draft).toEqual(DEFAULT_PAGES.home);
  });

  it('edited in a section block and published show in the next request’s server HTML of /, escaped; too long is refused and changes nothing', async () => {
    const start = await edit(staff, 'home');
    const withCard = (title: string, text: string): PageDocument => ({
      blocks: start.draft.blocks.map((block): PageBlock => {
        if (block.type !== 'realHawaii') return block;
        const cards = block.cards.map((card, index) => (index === 0 ? { title, text } : card));
        return { ...block, cards } satisfies BlockOf<'realHawaii'>;
      }),
    });

    const tooLong = await save(staff, 'home', start.revision, withCard('Sunrise swims', 'x'.repeat(301)));
    expect(tooLong.status).toBe(400);
    expect(tooLong.message).toContain('The card text is too long (300 characters at most)');
    expect((await edit(staff, 'home')).revision).toBe(start.revision);

    const saved = (await save(staff, 'home', start.revision, withCard('Sunrise <swims>', 'Straight from the lawn into the bay.'))).data as Saved;
    expect(saved.status).toBe('saved');
    expect(await html('/')).toContain('Mornings on the Bay');

    expect(((await publish(owner, 'home', saved.page.revision)).data as Saved).status).toBe('saved');
    const page = await html('/');
    expect(page).toContain('<h3 class="');
    expect(page).toContain('>Sunrise &lt;swims&gt;</h3>');
    expect(page).toContain('Straight from the lawn into the bay.');
    expect(page).not.toContain('Mornings on the Bay');
    // The other cards keep their words.
    expect(page).toContain('Paddle Out to the Sandbar');
  });
});

describe('the not-found page’s words', () => {
  it('are the shipped ones until saved; a save shows in the next 404’s server HTML, escaped; an empty heading is refused', async () => {
    const before = await fetchPage('/no-such-page');
    expect(before.status).toBe(404);
    expect(await before.text()).toContain('Page not found');
    expect((await callTrpc(staff, 'admin.texts.notFound', undefined, 'query')).data).toEqual({
      title: 'Page not found',
      lead: 'This page drifted out with the tide. It may have moved, or the link may be mistyped.',
      button: 'Back to the beach house',
    });

    const refused = await callTrpc(staff, 'admin.texts.saveNotFound', { title: '  ', lead: '', button: 'Home' });
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({ title: ['Give the page a heading'] });

    const text = { title: 'Lost at <sea>', lead: 'That address is not on our map.', button: 'Back to the house' };
    expect((await callTrpc(staff, 'admin.texts.saveNotFound', text)).data).toEqual(text);
    const after = await fetchPage('/still-no-such-page');
    expect(after.status).toBe(404);
    const page = await after.text();
    expect(page).toContain('Lost at &lt;sea&gt;');
    expect(page).toContain('That address is not on our map.');
    expect(page).toContain('Back to the house');
    expect(page).not.toContain('Page not found');
  });
});
