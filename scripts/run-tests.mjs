#!/usr/bin/env node
/**
 * `npm test`: every check in order (types, unit and component tests, the
 * content preview, the two builds, end-to-end and site-wide checks in Chromium, byte budgets included),
 * stopping at the first failing step, and a closing line "tests: N passed, N failed".
 *
 * Nothing here measures time: the same tree gives the same result on any
 * machine, however busy. Lighthouse scores and timings (LCP, TBT) are
 * `npm run bench`'s, which prints them against their budgets.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

fs.mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

/** The line that closes a step, with its time since `t`; returns whether it passed. */
function ended(name, ok, t) {
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  return ok;
}

function step(name, command, args, env = {}) {
  const t = Date.now();
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return ended(name, result.status === 0, t);
}

/**
 * A step that runs beside the next ones, its output held back and printed when it is awaited: for the type
 * check, which keeps one core busy while the unit tests, on both, leave some of the other idle.
 */
function besideNext(name, command, args) {
  const t = Date.now();
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')} (beside the next step)`);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const status = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  return async () => {
    const code = await status;
    process.stdout.write(output);
    return ended(name, code === 0, t);
  };
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
  totals.passed += s.expected + (s.flaky ?? 0);
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
}

function finish(ok) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nnpm test took ${minutes} min`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

const npx = 'npx';
for (const f of ['test-results/vitest.json', 'test-results/vitest-dev.json', 'test-results/playwright.json']) fs.rmSync(f, { force: true });
const types = besideNext('types', npx, ['tsc', '--noEmit']);
const unit = step('unit and component tests', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
countVitest('test-results/vitest.json');
if (!(await types()) || !unit) finish(false);
// npm run dev on a copy of the test fixture: live reload, the problems page, new pages at once
const dev = step('content preview (npm run dev)', npx, ['vitest', 'run', '--config', 'tests/dev/vitest.config.mts', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest-dev.json']);
countVitest('test-results/vitest-dev.json');
if (!dev) finish(false);
if (!step('build under a base path', 'npm', ['run', '--silent', 'build:base'])) finish(false);
if (!step('build', 'npm', ['run', '--silent', 'build'])) finish(false);
const e2e = step('end-to-end and site-wide checks', npx, ['playwright', 'test']);
countPlaywright('test-results/playwright.json');
if (!e2e) finish(false);
finish(true);
