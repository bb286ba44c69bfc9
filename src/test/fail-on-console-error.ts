import { afterEach, vi } from 'vitest';

// A console.error during a test means something broke that no assertion saw.
let errors: unknown[][] = [];
const original = console.error;
/**
 * React's word on the test harness, not on the app: it is printed when an update lands while an act() scope is open
 * and IS_REACT_ACT_ENVIRONMENT is false, both of which Testing Library flips around its own waits and user-event
 * calls. About one run in thirty on a loaded machine, with no test doing anything different, it hit one of the
 * manual booking dialog's tests (CI, stop 27; reproduced alone at a load average of 15).
 */
const HARNESS_ONLY = 'The current testing environment is not configured to support act(...)';
console.error = (...args: unknown[]) => {
  if (args[0] !== HARNESS_ONLY) errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.useRealTimers();
  if (seen.length > 0) throw new Error(`console.error was called during the test:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`);
});
