import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageSkeleton } from './feedback';

describe('PageSkeleton', () => {
  it('appears only after the 200 ms fallback delay, with six placeholder items', () => {
    vi.useFakeTimers();
    const { container } = render(<PageSkeleton />);
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    screen.getByRole('status', { name: 'Loading page' });
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBe(2 + 6);
  });
});
