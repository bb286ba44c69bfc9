import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// jsdom has no CSS.escape, which React Aria's Modal calls; every real browser has it.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') } as typeof CSS;

afterEach(() => cleanup());

/**
 * The component files share one jsdom (vitest.config.ts), so each starts on a blank page, as in a new tab: no nodes
 * left in the body (React Aria's live announcer, portals), no title, no attributes on the root element (the motion
 * setting's data-reduced-motion), empty storage and cookies, at /.
 */
beforeAll(() => {
  document.body.replaceChildren();
  document.title = '';
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) if (name !== 'lang') root.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});

// findBy…/waitFor end as soon as what they wait for shows; this is only how long a broken test takes to fail.
// Testing Library's one second was the machine's speed, not the app's: at a load average of 10–15 a query
// answered by the in-memory tRPC, or a lazily loaded chunk, took longer than that to render.
configure({ asyncUtilTimeout: 10_000 });
