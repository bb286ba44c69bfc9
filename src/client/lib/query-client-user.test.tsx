import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { renderWithTrpc } from '../test/trpc-harness';
import { trpc } from './trpc';

const MINUTE = 60_000;

function SignedInName() {
  const me = trpc.auth.current.useQuery();
  return <p>{me.data ? me.data.name : 'nobody'}</p>;
}

/** The browser tab loses and regains focus, as TanStack Query hears it. */
function refocus() {
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
}

describe("spec §9's user row (fresh 2 minutes, refetched on focus) applies to the app's user query", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('asks auth.current again on focus once 2 minutes have passed, not before', async () => {
    const { calls } = renderWithTrpc(
      <SignedInName />,
      { 'auth.current': () => ({ id: 'u-1', name: 'Keoni', email: 'keoni@example.com', role: 'owner' }) },
      { queryClient: createQueryClient() },
    );
    await screen.findByText('Keoni');
    const asked = () => calls.filter((call) => call.path === 'auth.current').length;
    expect(asked()).toBe(1);

    vi.setSystemTime(Date.now() + 1.5 * MINUTE);
    refocus();
    expect(asked()).toBe(1);

    vi.setSystemTime(Date.now() + 1 * MINUTE);
    refocus();
    await waitFor(() => expect(asked()).toBe(2));
  });

  it('keeps the user 10 minutes once nothing shows it', () => {
    const defaults = createQueryClient().getQueryDefaults([['auth', 'current'], { type: 'query' }]);
    expect(defaults).toMatchObject({ staleTime: 2 * MINUTE, gcTime: 10 * MINUTE, refetchOnMount: true, refetchOnWindowFocus: true });
  });
});
