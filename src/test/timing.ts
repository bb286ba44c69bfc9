import { expect } from 'vitest';

/**
 * A timing comparison that holds on a busy machine. A real difference (an early return that skips the
 * work) shows in every round; a burst of another process's work spoils one round, seldom three in a row.
 * Passes on the first round whose figures agree and fails with every round's figures otherwise.
 */
export async function expectAgreementInSomeRound<T>(
  rounds: number,
  measure: () => Promise<T>,
  agrees: (figures: T) => boolean,
  describe: (figures: T) => string,
): Promise<void> {
  const seen: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const figures = await measure();
    if (agrees(figures)) return;
    seen.push(describe(figures));
  }
  expect.fail(`no round of ${rounds} agreed: ${seen.join('; ')}`);
}

export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
