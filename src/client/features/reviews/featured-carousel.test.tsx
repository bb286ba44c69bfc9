import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featuredForCarousel } from '../../../shared/reviews/reviews.rules';
import { FeaturedCarousel } from './featured-carousel';
import { FIXTURE_REVIEWS } from './reviews-test-kit';
import { CAROUSEL_START_DELAY_MS } from './use-auto-scroll';

const FEATURED = featuredForCarousel(FIXTURE_REVIEWS);
const FRAME_MS = 16;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
});

afterEach(() => {
  delete document.documentElement.dataset.reducedMotion;
});

function renderCarousel() {
  render(<FeaturedCarousel reviews={FEATURED} />);
  const viewport = screen.getByRole('region', { name: 'Featured Reviews' });
  const wait = (ms: number) => {
    act(() => vi.advanceTimersByTime(ms));
  };
  return { viewport, wait };
}

describe('Featured reviews carousel (spec §2, §9)', () => {
  it('starts scrolling by itself after one second, half a pixel a frame', () => {
    const { viewport, wait } = renderCarousel();
    wait(CAROUSEL_START_DELAY_MS - 1);
    expect(viewport.scrollLeft).toBe(0);
    wait(1 + FRAME_MS * 10);
    // About ten frames at 0.5 px each.
    expect(viewport.scrollLeft).toBeGreaterThanOrEqual(4);
    expect(viewport.scrollLeft).toBeLessThanOrEqual(6);
  });

  it('pauses while the mouse is over it and resumes after it leaves', () => {
    const { viewport, wait } = renderCarousel();
    wait(CAROUSEL_START_DELAY_MS + 500);
    fireEvent.mouseEnter(viewport);
    const stoppedAt = viewport.scrollLeft;
    expect(stoppedAt).toBeGreaterThan(0);
    wait(3000);
    expect(viewport.scrollLeft).toBe(stoppedAt);

    fireEvent.mouseLeave(viewport);
    wait(CAROUSEL_START_DELAY_MS + 500);
    expect(viewport.scrollLeft).toBeGreaterThan(stoppedAt);
  });

  it('pauses while keyboard focus is inside (WCAG 2.2.2)', () => {
    const { viewport, wait } = renderCarousel();
    wait(CAROUSEL_START_DELAY_MS + 200);
    act(() => within(viewport).getAllByRole('button', { name: /Read full review/ })[0]!.focus());
    const stoppedAt = viewport.scrollLeft;
    wait(3000);
    expect(viewport.scrollLeft).toBe(stoppedAt);
    act(() => (document.activeElement as HTMLElement).blur());
    wait(CAROUSEL_START_DELAY_MS + 200);
    expect(viewport.scrollLeft).toBeGreaterThan(stoppedAt);
  });

  it('stops with Pause and starts again with Play', () => {
    const { viewport, wait } = renderCarousel();
    wait(CAROUSEL_START_DELAY_MS + 200);
    fireEvent.click(screen.getByRole('button', { name: 'Pause auto-scroll' }));
    const stoppedAt = viewport.scrollLeft;
    wait(3000);
    expect(viewport.scrollLeft).toBe(stoppedAt);
    fireEvent.click(screen.getByRole('button', { name: 'Play auto-scroll' }));
    wait(CAROUSEL_START_DELAY_MS + 200);
    expect(viewport.scrollLeft).toBeGreaterThan(stoppedAt);
  });

  it('does not move by itself when reduced motion is on', () => {
    document.documentElement.dataset.reducedMotion = 'true';
    const { viewport, wait } = renderCarousel();
    wait(10_000);
    expect(viewport.scrollLeft).toBe(0);
    screen.getByRole('button', { name: 'Play auto-scroll' });
  });

  it('stops when reduced motion is switched on while it runs', async () => {
    const { viewport, wait } = renderCarousel();
    wait(CAROUSEL_START_DELAY_MS + 200);
    expect(viewport.scrollLeft).toBeGreaterThan(0);
    // The attribute is watched through a MutationObserver, which reports on a microtask: let it land.
    await act(async () => {
      document.documentElement.dataset.reducedMotion = 'true';
    });
    const stoppedAt = viewport.scrollLeft;
    wait(3000);
    expect(viewport.scrollLeft).toBe(stoppedAt);
    screen.getByRole('button', { name: 'Play auto-scroll' });
  });

  it('opens the clicked card in the Review Details dialog and stays still while it is open', () => {
    const { viewport, wait } = renderCarousel();
    fireEvent.click(within(viewport).getByRole('button', { name: 'Read full review from Priya S.' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Details' });
    within(dialog).getByRole('article', { name: 'Review by Priya S.' });
    within(dialog).getByText('3 of 4');
    wait(5000);
    expect(viewport.scrollLeft).toBe(0);
  });
});
