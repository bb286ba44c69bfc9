import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../../shared/pages/page-blocks.schema';
import { blockModulesOf } from './block-registry';

const block = (type: PageBlock['type']) => ({ id: `${type}-1`, type }) as PageBlock;

describe('the modules whose stylesheets go with a server-rendered page', () => {
  it("names each chunk of the page's blocks once, and the phone's booking bar the hero draws on the server", () => {
    expect(blockModulesOf([block('hero'), block('realHawaii'), block('reviews'), block('text')])).toEqual([
      'pages/blocks/home-blocks.tsx',
      'pages/blocks/content-blocks.tsx',
      'features/booking/scoped-bar.tsx',
    ]);
    expect(blockModulesOf([block('stayIntro'), block('gallery'), block('amenities')])).toEqual(['pages/blocks/stay-blocks.tsx']);
  });
});
