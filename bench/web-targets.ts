/** One Lighthouse run's figures, as bench/web-bench.ts reads them (undefined or null where Lighthouse gave none). */
export interface PageRun {
  path: string;
  score: number | null;
  a11y: number | null;
  bestPractices: number | null;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
}

/**
 * The page targets of issue 23 (Lighthouse mobile, median of the runs, on a quiet machine): performance at least 98
 * in the median and at least 95 in every run, TBT at most 50 ms, LCP at most 1.5 s, CLS at most 0.01, accessibility
 * and best practices 100.
 */
export const WEB_TARGETS = { medianScore: 98, everyRunScore: 95, tbtMs: 50, lcpMs: 1500, cls: 0.01, a11y: 100, bestPractices: 100 } as const;

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const known = (values: readonly (number | null | undefined)[]) => values.filter((value): value is number => typeof value === 'number');

/**
 * Each target one page's runs missed, as a line to print ("/booking: TBT 120 ms > 50 ms"); a figure Lighthouse did not
 * give counts as missed, so a broken run never passes for a fast one.
 */
export function missedTargets(runs: readonly PageRun[]): string[] {
  if (runs.length === 0) return [];
  const page = runs[0]!.path;
  const missed: string[] = [];
  const check = (label: string, values: (number | null | undefined)[], unit: string, isMet: (value: number) => boolean, target: string) => {
    const present = known(values);
    const value = present.length === values.length ? median(present) : undefined;
    if (value === undefined) missed.push(`${page}: no ${label} in every run`);
    else if (!isMet(value)) missed.push(`${page}: ${label} ${unit === ' ms' ? Math.round(value) : Number.isInteger(value) ? value : value.toFixed(3)}${unit} (target ${target})`);
  };
  check('performance', runs.map((run) => run.score), '', (value) => value >= WEB_TARGETS.medianScore, `≥ ${WEB_TARGETS.medianScore} in the median`);
  const worst = known(runs.map((run) => run.score));
  if (worst.length === runs.length && Math.min(...worst) < WEB_TARGETS.everyRunScore) {
    missed.push(`${page}: performance ${Math.min(...worst)} in one run (target ≥ ${WEB_TARGETS.everyRunScore} in every run)`);
  }
  check('TBT', runs.map((run) => run.tbtMs), ' ms', (value) => value <= WEB_TARGETS.tbtMs, `≤ ${WEB_TARGETS.tbtMs} ms`);
  check('LCP', runs.map((run) => run.lcpMs), ' ms', (value) => value <= WEB_TARGETS.lcpMs, `≤ ${WEB_TARGETS.lcpMs} ms`);
  check('CLS', runs.map((run) => run.cls), '', (value) => value <= WEB_TARGETS.cls, `≤ ${WEB_TARGETS.cls}`);
  check('accessibility', runs.map((run) => run.a11y), '', (value) => value >= WEB_TARGETS.a11y, `${WEB_TARGETS.a11y}`);
  check('best practices', runs.map((run) => run.bestPractices), '', (value) => value >= WEB_TARGETS.bestPractices, `${WEB_TARGETS.bestPractices}`);
  return missed;
}
