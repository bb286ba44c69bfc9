/**
 * npm test: type check, lint (ESLint, knip), unit and component tests, API integration tests on a
 * real PostgreSQL, the production build, and Playwright end-to-end tests in
 * Chromium. Runs every step even after a failure, then prints one summary.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from '../e2e/chromium';

interface Step {
  name: string;
  command: string[];
  /** JSON report to read test counts from, if the step writes one. */
  report?: { file: string; kind: 'vitest' | 'playwright' };
  env?: Record<string, string>;
}

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const chromium = findChromium();
const steps: Step[] = [
  { name: 'type check', command: ['npx', 'tsc', '--noEmit', '-p', '.'] },
  { name: 'lint (ESLint)', command: ['npx', 'eslint', '--max-warnings=0', '.'] },
  { name: 'unused files, exports and dependencies (knip)', command: ['npx', 'knip'] },
  // Production mode: the shipped code alone, so an export only tests use is reported too (or tagged @internal).
  { name: 'exports only tests use (knip --production)', command: ['npx', 'knip', '--production'] },
  {
    name: 'unit and component tests',
    command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'unit-fresh', '--project', 'component', '--project', 'component-own-modules', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/unit.json`],
    report: { file: `${reports}/unit.json`, kind: 'vitest' },
  },
  {
    name: 'API integration tests (PostgreSQL)',
    command: ['npx', 'vitest', 'run', '--project', 'integration', '--project', 'integration-own-modules', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/integration.json`],
    report: { file: `${reports}/integration.json`, kind: 'vitest' },
  },
  { name: 'production build', command: ['npm', 'run', 'build'] },
  {
    name: 'end-to-end tests (Chromium)',
    command: ['npx', 'playwright', 'test'],
    report: { file: `${reports}/e2e.json`, kind: 'playwright' },
    // A throwaway folder for the e2e server's database, removed after the run.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`, E2E_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kbh-e2e-')) },
  },
];

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The parts of vitest's and Playwright's JSON reports read here. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; message?: string; status: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}
interface PlaywrightSuite {
  file: string;
  specs: { title: string; line: number; tests: { projectName: string; results: { status: string; errors: { message?: string }[] }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

interface Failure {
  test: string;
  message: string;
}

/** The first lines of a failure message, without colour codes: enough to name the broken promise. */
function firstLines(message: string, lines = 12): string {
  // Stack frames name the runner's files more than the test's; the message and the code excerpt say more.
  // eslint-disable-next-line no-control-regex
  const text = message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => !/^\s+at /.test(line));
  return text.slice(0, lines).join('\n');
}

/**
 * The failed tests in a vitest report. CI keeps only the tail of the output, and a lane's output
 * can be long, so the summary repeats each failure where the tail shows it.
 */
function vitestFailures(data: VitestReport): Failure[] {
  return data.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    const fileName = path.relative(process.cwd(), file.name);
    if (failed.length === 0 && file.status === 'failed') return [{ test: fileName, message: firstLines(file.message ?? '') }];
    return failed.map((test) => ({ test: `${fileName} › ${test.fullName}`, message: firstLines(test.failureMessages.join('\n')) }));
  });
}

/** The failed tests in a Playwright report, each with its project, file and line. */
function playwrightFailures(data: PlaywrightReport): Failure[] {
  const walk = (suite: PlaywrightSuite): Failure[] => [
    ...suite.specs.flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results
          .filter((result) => result.status !== 'passed' && result.status !== 'skipped')
          .map((result) => ({
            test: `[${test.projectName}] ${suite.file}:${spec.line} › ${spec.title} (${result.status})`,
            message: firstLines(result.errors.map((error) => error.message ?? '').join('\n')),
          })),
      ),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return data.suites.flatMap(walk);
}

/** A step's JSON report, read once: its counts and its failed tests. */
function readReport(report: NonNullable<Step['report']>): { counts: Counts; failures: Failure[] } | null {
  if (!existsSync(report.file)) return null;
  if (report.kind === 'vitest') {
    const data = JSON.parse(readFileSync(report.file, 'utf8')) as VitestReport;
    return {
      counts: { passed: data.numPassedTests, failed: data.numFailedTests, skipped: data.numPendingTests + data.numTodoTests },
      failures: vitestFailures(data),
    };
  }
  const data = JSON.parse(readFileSync(report.file, 'utf8')) as PlaywrightReport;
  return {
    counts: { passed: data.stats.expected, failed: data.stats.unexpected + data.stats.flaky, skipped: data.stats.skipped },
    failures: playwrightFailures(data),
  };
}

/**
 * Two lanes run side by side, each step after the one before it in its lane: ESLint and the vitest
 * projects in one; the build, the browser tests (which wait on pages more than they compute), then
 * the type check and knip in the other, which so ends about when the first does. On two cores that is
 * about a third less time than one line of steps. Each step's output is kept and printed whole when it
 * ends, so lanes never interleave. TEST_LANES=1 runs every step one after another, printing as it goes.
 */
const BUILD_LANE = ['production build', 'end-to-end tests (Chromium)', 'type check', 'unused files, exports and dependencies (knip)', 'exports only tests use (knip --production)'];
const byName = (names: string[]) => names.map((name) => steps.find((step) => step.name === name)!);
const lanes: Step[][] =
  process.env.TEST_LANES === '1' ? [steps] : [steps.filter((step) => !BUILD_LANE.includes(step.name)), byName(BUILD_LANE)];

interface Result {
  step: Step;
  ok: boolean;
  seconds: number;
  counts: Counts | null;
  failures: Failure[];
}

const logs = 'test-results/logs';
mkdirSync(logs, { recursive: true });

function runStep(step: Step, streamed: boolean): Promise<Result> {
  if (step.name.startsWith('end-to-end') && !chromium) {
    console.error(
      "\nNo Chromium found for the end-to-end tests. Install Debian's package (apt-get install -y chromium)\n" +
        'or point CHROME_PATH at a Chromium or Chrome binary. This project never downloads a browser.\n',
    );
    return Promise.resolve({ step, ok: false, seconds: 0, counts: null, failures: [] });
  }
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}${streamed ? '' : ' (output follows when it ends)'}`);
  const started = Date.now();
  const logFile = path.join(logs, `${step.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  const output: Buffer[] = [];
  return new Promise((resolve) => {
    const child = spawn(step.command[0]!, step.command.slice(1), {
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env, ...(chromium ? { CHROME_PATH: chromium } : {}), ...(streamed ? {} : { FORCE_COLOR: '0' }) },
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (Date.now() - started) / 1000;
      if (!streamed) {
        const text = Buffer.concat(output).toString('utf8');
        mkdirSync(logs, { recursive: true });
        writeFileSync(logFile, text);
        console.log(`\n=== ${step.name}: output (${seconds.toFixed(1)} s)\n${text}`);
      }
      const report = step.report ? readReport(step.report) : null;
      const counts = report?.counts ?? null;
      // A runner's exit code alone is not trusted: a failed test in its report fails the step.
      resolve({ step, ok: status === 0 && (counts?.failed ?? 0) === 0, seconds, counts, failures: report?.failures ?? [] });
    });
  });
}

async function runLane(lane: Step[], streamed: boolean): Promise<Result[]> {
  const laneResults: Result[] = [];
  for (const step of lane) laneResults.push(await runStep(step, streamed));
  return laneResults;
}

const laneResults = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
const results = steps.map((step) => laneResults.flat().find((result) => result.step === step)!);

for (const step of steps) if (step.env?.E2E_DATA_DIR) rmSync(step.env.E2E_DATA_DIR, { recursive: true, force: true });

// Before the summary, which stays last: at most ten failures, each cut to its first lines.
const failures = results.flatMap((result) => result.failures);
if (failures.length > 0) {
  console.log(`\n=== Failed tests: ${failures.length} (each step's whole output is above and in ${logs}/)`);
  for (const failure of failures.slice(0, 10)) console.log(`\n✗ ${failure.test}\n${failure.message}`);
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
console.log('\n=== Summary');
for (const result of results) {
  const counts = result.counts ? ` (${result.counts.passed} passed, ${result.counts.failed} failed)` : '';
  console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.step.name}${counts}  ${result.seconds.toFixed(1)} s`);
  // The names again, one line each: CI may keep no more of the output than this summary.
  for (const failure of result.failures.slice(0, 5)) console.log(`      ✗ ${failure.test}`);
  if (result.counts) {
    total.passed += result.counts.passed;
    total.failed += result.counts.failed;
    total.skipped += result.counts.skipped;
  } else if (!result.ok) {
    total.failed += 1;
  }
}
const allOk = results.every((result) => result.ok);
console.log(allOk ? '\nnpm test: PASSED' : '\nnpm test: FAILED');
// Last line, in the plain form CI reads: "tests: N passed, N failed".
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);
