/**
 * The React half of a page shipped as islands (decision 062), loaded when the first island starts or a link is
 * followed: one query cache and tRPC client for all the page's roots, each island hydrated as a root of its own over
 * the box the server drew it in, and the switch to the whole app.
 */
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Router, type BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { ISLANDS_MARK } from '../../shared/lib/islands-mark';
import { preloadable } from '../app/lazy-page';
import { preloadLinkTarget } from '../app/pages';
import { log } from '../lib/log';
import { createPageClients } from '../lib/page-clients';
import { startCacheUpkeep } from '../lib/query-client';
import { Toaster } from '../ui/toast';
import { isThisPage } from './app-links';
import { ISLAND_LIVE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_SLOT_ATTRIBUTE } from './island-attributes';
import { IslandProviders } from './island-providers';
import { islandIdPrefix, islands, type IslandName } from './island-registry';
import { replayTypedValues, typedValuesIn, type TypedValue } from './typed-values';

const clients = createPageClients();
startCacheUpkeep(clients.queryClient);
const roots: Root[] = [];
let leaving = false;
/** The whole app's code, fetched when a link is pointed at or followed. */
const appCode = preloadable(() => import('../app/start-app'));

/** The app's toasts (a failed sign-out, say), in a root of their own: the region is drawn only once there is one. */
function mountToasts(): void {
  const region = document.createElement('div');
  document.body.append(region);
  const root = createRoot(region);
  root.render(<Toaster />);
  roots.push(root);
}
mountToasts();

/**
 * Once the island is live (its effects have run): gives its fields what was typed into them before, and marks the
 * box, which tests and anyone debugging a page can see.
 */
function Live({ box, typed, onLive, children }: { box: HTMLElement; typed: readonly TypedValue[]; onLive: () => void; children: ReactNode }) {
  useEffect(() => {
    replayTypedValues(box, typed);
    box.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    onLive();
  }, [box, typed, onLive]);
  return children;
}

/**
 * Where an island's code moves the address itself (the widget's Reserve, a dialog's link), the whole app takes over
 * there, as when a link on the page is followed: nothing else would draw the new address. A move to an anchor of this
 * same page (the booking bar's Reserve on /booking) is the browser's, as for a plain link.
 */
function islandNavigate(to: string): void {
  const url = new URL(to, window.location.href);
  if (!isThisPage(url, window.location)) void openInApp(to);
  else window.location.hash = url.hash;
}
const useIslandLocation: BaseLocationHook = () => [useBrowserLocation()[0], islandNavigate];

/** Hydrates the island in its box; settles once it is live. */
export async function hydrateIsland(box: HTMLElement, name: IslandName): Promise<void> {
  const Component = (await islands[name].load()) as ComponentType<object>;
  const props = JSON.parse(box.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  if (leaving) return;
  let onLive = () => {};
  const live = new Promise<void>((resolve) => (onLive = resolve));
  // Read before hydration: the first render after it may set the fields back to their state (typed-values.ts).
  const typed = typedValuesIn(box);
  roots.push(
    hydrateRoot(
      box,
      <StrictMode>
        <Router hook={useIslandLocation}>
          <IslandProviders queryClient={clients.queryClient} trpcClient={clients.trpcClient}>
            <Live box={box} typed={typed} onLive={onLive}>
              <Component {...props} />
            </Live>
          </IslandProviders>
        </Router>
      </StrictMode>,
      {
        identifierPrefix: islandIdPrefix(name, Number(box.getAttribute(ISLAND_SLOT_ATTRIBUTE))),
        onRecoverableError: (error) => log.warn(`Hydration of the ${name} island recovered from an error`, error),
      },
    ),
  );
  return live;
}

/** Starts the app at `href` in place of this page, which stays on screen until the app has drawn the new one. */
export async function openInApp(href: string): Promise<void> {
  if (leaving) return;
  leaving = true;
  try {
    await replaceWithApp(href);
  } catch (error) {
    log.warn('The app did not start; following the link the plain way', error);
    window.location.assign(href);
  }
}

async function replaceWithApp(href: string): Promise<void> {
  const url = new URL(href, window.location.href);
  preloadLinkTarget(url.pathname);
  const { startApp } = await appCode();
  window.history.pushState(null, '', href);
  const islands = roots.splice(0);
  // Starts the app in one go over the page (startApp preloads the frame and the page first).
  await startApp(clients, 'replace');
  // The page is the app's now: its links are the app's to follow (start-islands.ts stops taking them).
  document.getElementById('root')?.removeAttribute(ISLANDS_MARK);
  for (const root of islands) root.unmount();
  const anchor = url.hash.slice(1);
  if (anchor) document.getElementById(anchor)?.scrollIntoView();
  else window.scrollTo(0, 0);
}

/** Fetches ahead what following a link to `pathname` will need: the app and that page. */
export function preloadFor(pathname: string): void {
  void appCode.preload();
  preloadLinkTarget(pathname);
}
