#!/usr/bin/env node
// `npm test`: every check of the project in one run — type checks, lint, unit, server and end-to-end tests.
// Runs them all even when one fails, streams each tool's own output, then prints a summary table and ends with
// exactly one line `N passed, N failed`. Exits non-zero when anything failed or a suite could not run (a suite
// that crashes counts as one failure).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const RESULTS = join(ROOT, 'test-results');
const E2E_REPORT = join(RESULTS, 'e2e-report.json');

/** @typedef {{ passed: number, failed: number, note?: string, failures?: string[] }} Counts */

/** The first line of a failure message, short enough for the summary. */
function firstLine(message) {
  const line = stripVTControlCharacters(String(message ?? '')).split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

/** A vitest report entry's file, relative to the project. */
function relative(file) {
  return String(file.name ?? '').replace(`${ROOT}/`, '');
}

/**
 * Runs a tool with the project's environment. Its output streams to the terminal, or, with `output` (an array),
 * is kept there instead, for a suite running beside another whose output is on screen.
 */
function runTool(command, args, env = {}, output = null) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => resolvePromise({ code: null, error }));
    child.on('exit', (code, signal) => resolvePromise({ code, signal }));
  });
}

function exitNote(result) {
  if (result.error) return `could not start: ${result.error.message}`;
  return result.signal ? `killed by ${result.signal}` : `exit ${result.code}`;
}

/** A tool whose exit code is its verdict (tsc, oxlint): one test. */
async function exitCodeCheck(command, args) {
  const result = await runTool(command, args);
  return result.code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, note: exitNote(result) };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** vitest with its default reporter on screen and the JSON reporter into a file. */
async function vitestProject(project, { env = {}, reportName = project, output = null, args = [] } = {}) {
  const report = join(RESULTS, `vitest-${reportName}.json`);
  rmSync(report, { force: true });
  const result = await runTool(join(BIN, 'vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...args,
  ], env, output);
  const json = readJson(report);
  if (json === null) return { passed: 0, failed: 1, note: `no report (${exitNote(result)})` };
  const files = json.testResults ?? [];
  // A test file that cannot even load has no failed test of its own: count it as one failure.
  const brokenFiles = files.filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'));
  // Named in the summary: CI may show only the tail of a long log.
  const failures = [
    ...brokenFiles.map((file) => `${relative(file)}: ${firstLine(file.message)}`),
    ...files.flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((a) => a.status === 'failed')
        .map((a) => `${relative(file)} › ${a.fullName}: ${firstLine((a.failureMessages ?? [])[0])}`),
    ),
  ];
  const counts = { passed: json.numPassedTests ?? 0, failed: (json.numFailedTests ?? 0) + brokenFiles.length, failures };
  if (result.code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: exitNote(result) };
  if (json.numTotalTests === 0) return { ...counts, failed: Math.max(counts.failed, 1), note: 'no tests ran' };
  return counts;
}

/** Titles and first error lines of the tests whose outcome was unexpected, from Playwright's JSON report. */
function playwrightFailures(suites, path = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = (test.results ?? []).flatMap((r) => r.errors ?? [])[0];
          return `${[...here, spec.title].join(' › ')}: ${firstLine(error?.message)}`;
        }),
    );
    return [...own, ...playwrightFailures(suite.suites ?? [], here)];
  });
}

/** playwright with the list reporter on screen and the JSON reporter (playwright.config.ts) into a file. */
async function playwright() {
  rmSync(E2E_REPORT, { force: true });
  const result = await runTool(join(BIN, 'playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_REPORT });
  const json = readJson(E2E_REPORT);
  if (json === null) return { passed: 0, failed: 1, note: `no report (${exitNote(result)})` };
  const stats = json.stats ?? {};
  const counts = {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    failures: playwrightFailures(json.suites ?? []),
  };
  // Errors outside tests (global setup, a spec that does not load) fail the run without failing a test.
  const outsideErrors = (json.errors ?? []).length;
  if (outsideErrors > 0) return { ...counts, failed: counts.failed + outsideErrors, note: `${outsideErrors} error(s) outside tests` };
  if (result.code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: exitNote(result) };
  return counts;
}

/** `vite build` and the server bundle when stale (tests/e2e/support/server.mjs): one check. */
async function buildOnce() {
  const { ensureClientBuilt } = await import('../tests/e2e/support/server.mjs');
  await ensureClientBuilt({ root: ROOT });
  return { passed: 1, failed: 0 };
}

/**
 * The suites in order. A step with `beside` runs that suite at the same time (its output shown when it ends): the
 * server suite on PGlite and on PostgreSQL are independent (their own servers, ports and databases) and each keeps
 * one core busy, so the pair takes about as long as the slower one.
 */
const EVERY_CORE = [`--maxWorkers=${availableParallelism()}`];

const SUITES = [
  { name: 'typecheck: client', run: () => exitCodeCheck(join(BIN, 'tsc'), ['-p', 'tsconfig.json', '--noEmit']) },
  { name: 'typecheck: sw', run: () => exitCodeCheck(join(BIN, 'tsc'), ['-p', 'sw/tsconfig.json', '--noEmit']) },
  { name: 'typecheck: server', run: () => exitCodeCheck(join(BIN, 'tsc'), ['-p', 'server/tsconfig.json', '--noEmit']) },
  {
    name: 'lint',
    run: () => exitCodeCheck(join(BIN, 'oxlint'), ['-c', '.oxlintrc.json', 'src', 'sw', 'server', 'tests', 'scripts']),
  },
  // The production build, once, before the suites that run it: the server suite starts the built server as a real
  // process (tests/server/process.test.ts) on PGlite and on PostgreSQL side by side, and neither may rebuild it under
  // the other; the e2e suite serves both builds.
  { name: 'build (client and server)', run: buildOnce },
  // A worker per core: 24 s against 41 s on two cores.
  { name: 'unit (vitest)', run: () => vitestProject('unit', { args: EVERY_CORE }) },
  {
    name: 'server (vitest)',
    // Beside the PostgreSQL run each takes vitest's default (one worker on two cores; both 118 s); alone, every core (62 s).
    run: () => vitestProject('server', { env: { TEST_DATABASE_URL: '' }, args: process.env['TEST_DATABASE_URL'] ? [] : EVERY_CORE }),
    // The same server suite on a real PostgreSQL (the DATABASE_URL driver) when one is given, as .ci/run does.
    beside: process.env['TEST_DATABASE_URL']
      ? { name: 'server on PostgreSQL (vitest)', run: (output) => vitestProject('server', { reportName: 'server-postgres', output }) }
      : undefined,
  },
  { name: 'e2e (playwright)', run: playwright },
];

function banner(text) {
  const line = '═'.repeat(Math.max(0, 100 - text.length - 4));
  process.stdout.write(`\n══ ${text} ${line}\n`);
}

function table(rows) {
  const header = ['suite', 'passed', 'failed', 'time', 'note'];
  const body = rows.map((r) => [r.name, String(r.passed), String(r.failed), `${(r.ms / 1000).toFixed(1)} s`, r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const format = (row) => row.map((cell, i) => (i === 1 || i === 2 || i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();
  return [format(header), widths.map((w) => '─'.repeat(w)).join('  '), ...body.map(format)].join('\n');
}

/** Runs one suite and times it; a suite that throws counts as one failure. */
async function timed(suite, output) {
  const started = Date.now();
  let counts;
  try {
    counts = await suite.run(output);
  } catch (error) {
    counts = { passed: 0, failed: 1, note: `crashed: ${error instanceof Error ? error.message : String(error)}` };
  }
  return { name: suite.name, ms: Date.now() - started, ...counts };
}

mkdirSync(RESULTS, { recursive: true });
const rows = [];
for (const suite of SUITES) {
  banner(suite.beside ? `${suite.name} (beside it: ${suite.beside.name})` : suite.name);
  const besideOutput = [];
  const besideRun = suite.beside ? timed(suite.beside, besideOutput) : null;
  rows.push(await timed(suite));
  if (besideRun) {
    const row = await besideRun;
    banner(row.name);
    process.stdout.write(Buffer.concat(besideOutput));
    rows.push(row);
  }
}

const passed = rows.reduce((sum, r) => sum + r.passed, 0);
const failed = rows.reduce((sum, r) => sum + r.failed, 0);
banner('summary');
process.stdout.write(`${table(rows)}\n`);
const failures = rows.flatMap((r) => (r.failures ?? []).map((f) => `  ✗ ${r.name}: ${f}`));
if (failures.length > 0) process.stdout.write(`failed tests:\n${failures.join('\n')}\n`);
if (existsSync(E2E_REPORT)) process.stdout.write(`(e2e report: ${E2E_REPORT})\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exitCode = failed > 0 ? 1 : 0;
