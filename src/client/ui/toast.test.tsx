import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast, toastQueue, Toaster } from './toast';


afterEach(() => act(() => toastQueue.clear()));

describe('toasts (spec §9)', () => {
  it('shows one toast at a time: a new one replaces the old, and it leaves after 5 s', async () => {
    // Time still flows (the region loads lazily), but can also be pushed forward.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      toast({ title: 'Welcome back!', description: 'You have been successfully logged in.' });
    });
    await screen.findByText('Welcome back!');
    expect(screen.queryByText('Logged out')).toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
    screen.getByText('Welcome back!');
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Welcome back!')).toBeNull();
    expect(screen.queryByText('Logged out')).toBeNull();
  });

  it('closes with its close button and is reachable with F8', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">elsewhere</button>
        <Toaster />
      </>,
    );
    act(() => {
      toast({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' });
    });
    await screen.findByText('Login failed');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await user.keyboard('{F8}');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Login failed')).toBeNull();
  });
});
