import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillIslandBox, hasIslandBox, Island, IslandCollector, type CollectedIsland } from './island';

function Greeting({ name }: { name?: string }) {
  return <p>Aloha {name}</p>;
}
// The registry's props are checked where islands are placed; here any component stands in for one.
const stand = Greeting as never;

describe('Island', () => {
  it('is just its component in the app and on pages hydrated whole', () => {
    expect(renderToStaticMarkup(<Island name="header" component={stand} props={{}} />)).toBe('<p>Aloha </p>');
  });

  it('leaves an empty numbered box with its props on a page shipped as islands, and is collected to be rendered on its own', () => {
    const collected: CollectedIsland[] = [];
    const html = renderToStaticMarkup(
      <IslandCollector.Provider value={collected}>
        <main>
          <Island name="chat" component={stand} props={{ url: 'https://tours.test/?a=1&b=<2>' }} />
          <Island name="chat" component={stand} props={{}} />
        </main>
      </IslandCollector.Provider>,
    );
    expect(html).toBe(
      '<main><div data-island="chat" data-island-slot="0" data-island-props="{&quot;url&quot;:&quot;https://tours.test/?a=1&amp;b=&lt;2&gt;&quot;}"></div>' +
        '<div data-island="chat" data-island-slot="1"></div></main>',
    );
    expect(collected.map(({ name, slot, props }) => ({ name, slot, props }))).toEqual([
      { name: 'chat', slot: 0, props: { url: 'https://tours.test/?a=1&b=<2>' } },
      { name: 'chat', slot: 1, props: {} },
    ]);
  });
});

describe('fillIslandBox', () => {
  const page = '<main><div data-island="motion" data-island-slot="0" data-island-props="{}"></div><div data-island="chat" data-island-slot="1"></div></main>';

  it('puts the island into its own box and no other', () => {
    expect(fillIslandBox(page, 1, '<button>Chat</button>')).toBe(
      '<main><div data-island="motion" data-island-slot="0" data-island-props="{}"></div><div data-island="chat" data-island-slot="1"><button>Chat</button></div></main>',
    );
    expect(fillIslandBox(page, 0, '<fieldset>$&</fieldset>')).toContain('<div data-island="motion" data-island-slot="0" data-island-props="{}"><fieldset>$&</fieldset></div>');
  });

  it('knows a box the page does not have, and refuses to fill it', () => {
    expect(hasIslandBox(page, 1)).toBe(true);
    expect(hasIslandBox(page, 2)).toBe(false);
    expect(() => fillIslandBox(page, 2, '<header></header>')).toThrow('The page has no box for island 2');
  });
});
