import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { renderWithTrpc, trpcError } from '../test/trpc-harness';
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

describe('a 401 from any call asks who is signed in again', () => {
  function Bookings() {
    const list = trpc.admin.bookings.list.useQuery({});
    return <p>{list.isError ? 'bookings failed' : 'bookings'}</p>;
  }

  it('re-asks auth.current when another call answers 401, so an ended session is noticed at its next call', async () => {
    let signedIn = true;
    const { calls } = renderWithTrpc(
      <>
        <SignedInName />
        <Bookings />
      </>,
      {
        'auth.current': () => (signedIn ? { id: 'u-1', name: 'Keoni', email: 'keoni@example.com', role: 'staff' } : null),
        'admin.bookings.list': () => {
          signedIn = false;
          throw trpcError(401, 'Please sign in.');
        },
      },
      { queryClient: createQueryClient() },
    );
    await screen.findByText('bookings failed');
    await screen.findByText('nobody');
    expect(calls.filter((call) => call.path === 'auth.current').length).toBe(2);
  });

  it('does not ask again for a 403: the member is still signed in', async () => {
    const { calls } = renderWithTrpc(
      <>
        <SignedInName />
        <Bookings />
      </>,
      {
        'auth.current': () => ({ id: 'u-1', name: 'Keoni', email: 'keoni@example.com', role: 'staff' }),
        'admin.bookings.list': () => {
          throw trpcError(403, 'Only the owner can do this.');
        },
      },
      { queryClient: createQueryClient() },
    );
    await screen.findByText('bookings failed');
    expect(screen.getByText('Keoni').textContent).toBe('Keoni');
    expect(calls.filter((call) => call.path === 'auth.current').length).toBe(1);
  });
});
