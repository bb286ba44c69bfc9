import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../test/fake-intersection-observer';
import { DeferredSection } from './deferred-section';

const load = () => Promise.resolve({ default: () => <h2>Reviews</h2> });

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => vi.unstubAllGlobals());

describe('DeferredSection', () => {
  it('sends only the placeholder, anchor included, in the server HTML', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const html = renderToString(<DeferredSection id="reviews" load={load} minHeight="60rem" />);
    expect(html).toContain('id="reviews"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('Reviews');
  });

  it('loads the section once it comes within 800 px of the viewport', async () => {
    const { container } = render(<DeferredSection id="reviews" load={load} minHeight="60rem" />);
    const placeholder = container.querySelector('#reviews')!;
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
    const observer = FakeIntersectionObserver.watching(placeholder);
    expect(observer.rootMargin).toBe('800px 0px');
    observer.report(0);
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
    observer.report(0.1);
    await screen.findByRole('heading', { name: 'Reviews' });
  });
});
