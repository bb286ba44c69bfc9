import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillIslandBox, Island, IslandCollector, type CollectedIsland } from './island';
import type { IslandName } from './island-registry';

function Greeting({ name }: { name?: string }) {
  return <p>Aloha {name}</p>;
}
// The registry's props are checked where islands are placed; here any component stands in for one.
const header = Greeting as never;

describe('Island', () => {
  it('is just its component in the app and on pages hydrated whole', () => {
    expect(renderToStaticMarkup(<Island name="header" component={header} props={{}} />)).toBe('<p>Aloha </p>');
  });

  it('leaves an empty box with its props on a page shipped as islands, and is collected to be rendered on its own', () => {
    const collected = new Map<IslandName, CollectedIsland>();
    const html = renderToStaticMarkup(
      <IslandCollector.Provider value={collected}>
        <main>
          <Island name="motion" component={header} props={{ name: 'Leilani <3' } as never} />
          <Island name="chat" component={header} props={{}} />
        </main>
      </IslandCollector.Provider>,
    );
    expect(html).toBe('<main><div data-island="motion" data-island-props="{&quot;name&quot;:&quot;Leilani &lt;3&quot;}"></div><div data-island="chat"></div></main>');
    expect([...collected.keys()]).toEqual(['motion', 'chat']);
    expect(collected.get('motion')?.props).toEqual({ name: 'Leilani <3' });
  });
});

describe('fillIslandBox', () => {
  const page = '<main><div data-island="motion" data-island-props="{}"></div><div data-island="chat"></div></main>';

  it('puts the island into its own box and no other', () => {
    expect(fillIslandBox(page, 'chat', '<button>Chat</button>')).toBe(
      '<main><div data-island="motion" data-island-props="{}"></div><div data-island="chat"><button>Chat</button></div></main>',
    );
    expect(fillIslandBox(page, 'motion', '<fieldset>$&</fieldset>')).toContain('<div data-island="motion" data-island-props="{}"><fieldset>$&</fieldset></div>');
  });

  it('fails for an island the page has no box for', () => {
    expect(() => fillIslandBox(page, 'header', '<header></header>')).toThrow('The page has no box for the island header');
  });
});
