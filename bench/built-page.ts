/**
 * A page the owner might build (issue 21: "a page the owner builds with 12 blocks"), published straight into the
 * bench server's database so `npm run bench:web` can measure it beside the site's own pages.
 */
import pg from 'pg';
import type { PageBlock } from '../src/shared/pages/page-blocks.schema';
import { newBlock } from '../src/shared/pages/default-pages';
import type { PageDocument } from '../src/shared/pages/page-document';

export const BUILT_PAGE_PATH = '/p/bench-built-page';

const doc = (text: string) => ({ type: 'doc' as const, content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }] });

function blocks(): PageBlock[] {
  const photo = { id: 2, alt: 'Bright living room with wide sliding doors onto the bay' };
  return [
    { id: 'b-intro', type: 'text', heading: 'Family reunions on Kaneohe Bay', body: doc('Four bedrooms, a lawn to the water and a lanai table for ten.') },
    { id: 'b-image', type: 'imageText', heading: 'Room for everyone', body: doc('The living room opens onto the lanai and the bay.'), photo, imageSide: 'left' },
    newBlock('realHawaii', 'real-hawaii'),
    { id: 'b-grid', type: 'photoGrid', heading: 'The house', photos: [1, 3, 4, 5, 6, 7].map((id) => ({ id, alt: `Photo ${id} of the house` })) },
    newBlock('escape', 'escape'),
    { ...(newBlock('faq', 'b-faq') as Extract<PageBlock, { type: 'faq' }>), items: Array.from({ length: 6 }, (_, index) => ({ question: `Question ${index + 1}?`, answer: `Answer ${index + 1}.` })) },
    { id: 'b-columns', type: 'columns', heading: 'Before you come', left: doc('Check-in is at 3 pm.'), right: doc('Check-out is at 10 am.') },
    { id: 'gallery', type: 'gallery' },
    { id: 'amenities', type: 'amenities' },
    newBlock('reviews', 'reviews'),
    { id: 'b-cta', type: 'cta', heading: 'Ready to gather?', text: 'See your dates and the full price.', label: 'Book Your Stay', href: '/booking', tone: 'accent' },
    newBlock('location', 'location'),
  ];
}

export async function publishBuiltPage(databaseUrl: string): Promise<void> {
  const document: PageDocument = { title: 'Family Reunions', description: 'Room for the whole family on Kaneohe Bay.', blocks: blocks() };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into site_page (slug, draft, published, published_at) values ($1, $2::jsonb, $2::jsonb, now())
       on conflict (slug) do update set draft = excluded.draft, published = excluded.published, published_at = now()`,
      [BUILT_PAGE_PATH.slice(3), JSON.stringify(document)],
    );
    await client.query(`select pg_notify('page_cache', 'admin')`);
  } finally {
    await client.end();
  }
}
