import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A stand-in IntersectionObserver for component tests: the test says when something comes into view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: number[];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element): void {
    this.elements.add(element);
  }

  unobserve(element: Element): void {
    this.elements.delete(element);
  }

  disconnect(): void {
    this.elements.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element as showing `ratio` of itself (0 = out of view). */
  report(ratio: number): void {
    const entries = [...this.elements].map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry,
    );
    if (entries.length > 0) act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }

  static install(): void {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }

  /** The live observer watching `element`. */
  static watching(element: Element): FakeIntersectionObserver {
    const found = FakeIntersectionObserver.instances.find((observer) => observer.elements.has(element));
    if (!found) throw new Error('Nothing observes this element');
    return found;
  }
}
