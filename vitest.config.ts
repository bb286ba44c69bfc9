import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** Unit tests about a module's first load (zod's eval probe is cached when zod first runs), so they need modules of their own. */
// idle.test.ts resets its module per test (whether the page has settled is that module's state).
const FRESH_MODULES = ['src/shared/lib/zod-jitless.test.ts', 'src/client/lib/idle.test.ts'];

/**
 * The test files under `dir` ending in `suffix` that need modules of their own: those that replace a module with
 * vi.mock (a module another file loaded first would stay real for them), and those marked `@own-modules` with the
 * reason. Found by reading the files, so a new one needs no list.
 */
function filesNeedingOwnModules(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\bvi\.(mock|doMock)\(|@own-modules\b/.test(readFileSync(file, 'utf8')));
}

/**
 * Component and integration files share their worker's modules (and, for components, one jsdom, blanked before each
 * file by component-setup.ts), which roughly halved both projects' time; the files above run in projects of their own.
 */
const OWN_MODULE_COMPONENTS = filesNeedingOwnModules('src/client', '.test.tsx');
const OWN_MODULE_INTEGRATION = filesNeedingOwnModules('src/server', '.int.test.ts');

const component = {
  environment: 'jsdom',
  setupFiles: ['src/test/fail-on-console-error.ts', 'src/client/test/component-setup.ts'],
  // A test's own waits end on events (component-setup.ts); this only bounds a stuck one on a busy machine
  // (at a load average of 12 a file of eleven tests took 70 s).
  testTimeout: 60_000,
};

const integration = {
  environment: 'node',
  globalSetup: ['src/test/integration-global-setup.ts'],
  setupFiles: ['src/test/fail-on-console-error.ts'],
  // Beside the browser tests on two cores, a file's scrypt-heavy tests took over 30 s in CI.
  testTimeout: 90_000,
  hookTimeout: 90_000,
  // Two files at a time suit a 2-core machine.
  maxWorkers: 2,
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // Dates must never depend on where the tests run: pick a zone far from Honolulu.
    env: { TZ: 'Asia/Tokyo' },
    // A test that passes takes what it takes; the budget only decides how long a hung one waits.
    // 5 s (vitest's default) failed working tests when the machine was busy with other work.
    testTimeout: 30_000,
    onConsoleLog: () => true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'e2e/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', ...FRESH_MODULES],
          // Pure functions: the files share a worker's modules, which cut this project from about 180 s to 30 s.
          isolate: false,
          setupFiles: ['src/test/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-fresh',
          environment: 'node',
          include: FRESH_MODULES,
          setupFiles: ['src/test/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...component,
          name: 'component',
          include: ['src/client/**/*.test.tsx'],
          exclude: OWN_MODULE_COMPONENTS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...component, name: 'component-own-modules', include: OWN_MODULE_COMPONENTS },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'integration',
          include: ['src/server/**/*.int.test.ts'],
          exclude: OWN_MODULE_INTEGRATION,
          // Each file still has its own database (a copy of the run's template, src/test/test-database.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...integration, name: 'integration-own-modules', include: OWN_MODULE_INTEGRATION },
      },
    ],
  },
});
