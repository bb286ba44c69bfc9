import { createContext, useContext, type ComponentType } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_SLOT_ATTRIBUTE } from './island-attributes';
import type { IslandName, IslandProps } from './island-registry';

/** An island the server met while rendering a page shipped as islands; its place in the page's HTML is filled afterwards. */
export interface CollectedIsland {
  name: IslandName;
  /** Its box's number on the page (a page may have several islands of one kind). */
  slot: number;
  component: ComponentType<never>;
  props: object;
}

/**
 * Given on the server while it renders a page shipped as islands: each Island leaves an empty box there and is
 * rendered again on its own (renderIslands in entry-server.tsx), as the browser will hydrate it, with its own useId prefix.
 */
export const IslandCollector = createContext<CollectedIsland[] | null>(null);

const boxPattern = (slot: number) => new RegExp(`(<div ${ISLAND_ATTRIBUTE}="[^"]+" ${ISLAND_SLOT_ATTRIBUTE}="${slot}"[^>]*>)</div>`);

/** Whether the page's HTML has the island's box (one React rendered, then threw away while retrying a part, has none). */
export function hasIslandBox(pageHtml: string, slot: number): boolean {
  return boxPattern(slot).test(pageHtml);
}

/** Puts an island's own rendering into the empty box it left in the page's HTML. */
export function fillIslandBox(pageHtml: string, slot: number, islandHtml: string): string {
  let filled = false;
  const html = pageHtml.replace(boxPattern(slot), (_, open: string) => {
    filled = true;
    return `${open}${islandHtml}</div>`;
  });
  if (!filled) throw new Error(`The page has no box for island ${slot}`);
  return html;
}

/**
 * An interactive part of a page. In the app (and on every page the browser hydrates whole) it is just the component;
 * on a page shipped as islands (decision 062) it is a numbered box (display: contents) the browser hydrates on its own, while
 * the rest of the page stays the server's HTML and ships no code. Props must survive JSON: the browser reads them
 * from the box.
 */
export function Island<N extends IslandName>({ name, component, props }: { name: N; component: ComponentType<IslandProps<N>>; props: IslandProps<N> }) {
  const collected = useContext(IslandCollector);
  const Component = component as ComponentType<object>;
  if (!collected) return <Component {...(props as object)} />;
  const slot = collected.push({ name, slot: collected.length, component: component as ComponentType<never>, props: props as object }) - 1;
  const hasProps = Object.keys(props as object).length > 0;
  return <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_SLOT_ATTRIBUTE]: slot, [ISLAND_PROPS_ATTRIBUTE]: hasProps ? JSON.stringify(props) : undefined }} />;
}
