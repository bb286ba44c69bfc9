import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseServerState, SERVER_STATE_ID, serverStateScript } from './server-state';

function cacheWith(key: string, data: unknown): QueryClient {
  const client = new QueryClient();
  client.setQueryData([key], data);
  return client;
}

const blockText = (script: string) => script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));

describe('the server state block', () => {
  it('carries the query cache to the browser, dates and all', () => {
    const data = { title: 'Beach House', updated: new Date('2026-11-23T10:00:00Z'), nights: [1, 2] };
    const script = serverStateScript(dehydrate(cacheWith('property', data)));
    expect(script.startsWith(`<script type="application/json" id="${SERVER_STATE_ID}">`)).toBe(true);

    const browser = new QueryClient();
    hydrate(browser, parseServerState(blockText(script))!);
    expect(browser.getQueryData(['property'])).toEqual(data);
  });

  it('cannot be closed early by text from the database', () => {
    const hostile = 'Nice stay</script><script>alert(1)</script><!--';
    const script = serverStateScript(dehydrate(cacheWith('review', { text: hostile })));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<script>alert');
    expect(script).not.toContain('<!--');

    const browser = new QueryClient();
    hydrate(browser, parseServerState(blockText(script))!);
    expect(browser.getQueryData(['review'])).toEqual({ text: hostile });
  });

  it('counts a missing or unreadable block as no state', () => {
    expect(parseServerState(undefined)).toBeUndefined();
    expect(parseServerState('')).toBeUndefined();
    expect(parseServerState('{not json')).toBeUndefined();
  });
});
