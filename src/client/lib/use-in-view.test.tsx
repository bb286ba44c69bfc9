import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../test/fake-intersection-observer';
import { useInView, type InViewOptions } from './use-in-view';

const firstRenders: string[] = [];

function Watched(options: InViewOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const { seen, inView } = useInView(ref, options);
  const text = `${seen ? 'seen' : 'unseen'} ${inView ? 'in view' : 'out of view'}`;
  if (firstRenders.length === 0) firstRenders.push(text);
  return <div ref={ref}>{text}</div>;
}

function renderWatched(options: InViewOptions = {}) {
  const { container } = render(<Watched {...options} />);
  return { element: container.firstElementChild!, text: () => container.textContent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  firstRenders.length = 0;
});

describe('useInView', () => {
  it('renders out of view on the server and on the first render in the browser, so hydration matches', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(renderToString(<Watched />)).toContain('unseen out of view');
    firstRenders.length = 0;
    FakeIntersectionObserver.install();
    renderWatched();
    expect(firstRenders).toEqual(['unseen out of view']);
  });

  it('counts everything as in view after the first render when the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWatched();
    screen.getByText('seen in view');
  });

  describe('with an IntersectionObserver', () => {
    beforeEach(() => FakeIntersectionObserver.install());

    it('follows the viewport, and stays seen once it has been in view', () => {
      const { element, text } = renderWatched({ rootMargin: '300px' });
      const observer = FakeIntersectionObserver.watching(element);
      expect(observer.rootMargin).toBe('300px');
      observer.report(0);
      expect(text()).toBe('unseen out of view');
      observer.report(0.2);
      expect(text()).toBe('seen in view');
      observer.report(0);
      expect(text()).toBe('seen out of view');
    });

    it('counts as in view only from the threshold share of the element', () => {
      const { element, text } = renderWatched({ threshold: 0.5 });
      const observer = FakeIntersectionObserver.watching(element);
      expect(observer.thresholds).toEqual([0.5]);
      observer.report(0.3);
      expect(text()).toBe('unseen out of view');
      observer.report(0.6);
      expect(text()).toBe('seen in view');
    });

    it('stops watching once seen when asked to', () => {
      const { element, text } = renderWatched({ once: true });
      FakeIntersectionObserver.watching(element).report(1);
      expect(text()).toBe('seen in view');
      expect(() => FakeIntersectionObserver.watching(element)).toThrow('Nothing observes this element');
    });
  });
});
