import { describe, expect, it } from 'vitest';
import { missedTargets, type PageRun } from './web-targets';

const fast: PageRun = { path: '/booking', score: 99, a11y: 100, bestPractices: 100, lcpMs: 1200, tbtMs: 20, cls: 0 };

describe('the page targets bench:web holds each page to', () => {
  it('passes a page whose runs meet every target', () => {
    expect(missedTargets([fast, { ...fast, score: 98 }, { ...fast, score: 100 }])).toEqual([]);
  });

  it('names each missed figure with its value and target, judged on the median', () => {
    const slow = [
      { ...fast, tbtMs: 80.4, lcpMs: 1600 },
      { ...fast, tbtMs: 90, cls: 0.02 },
      { ...fast, tbtMs: 10, a11y: 96 },
    ];
    expect(missedTargets(slow)).toEqual(['/booking: TBT 80 ms (target ≤ 50 ms)']);
    expect(missedTargets([{ ...fast, lcpMs: 1600, cls: 0.02, a11y: 96, bestPractices: 92 }])).toEqual([
      '/booking: LCP 1600 ms (target ≤ 1500 ms)',
      '/booking: CLS 0.020 (target ≤ 0.01)',
      '/booking: accessibility 96 (target 100)',
      '/booking: best practices 92 (target 100)',
    ]);
  });

  it('fails a page with one run under 95 even when its median is met', () => {
    expect(missedTargets([fast, fast, { ...fast, score: 94 }])).toEqual(['/booking: performance 94 in one run (target ≥ 95 in every run)']);
  });

  it('counts a figure Lighthouse did not give as missed', () => {
    expect(missedTargets([fast, { ...fast, score: null }, fast])).toEqual(['/booking: no performance in every run']);
  });
});
