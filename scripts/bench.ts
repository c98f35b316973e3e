/**
 * `npm run bench`: how fast the built site is on a cheap phone.
 *
 * Builds the site (timed) unless --no-build, serves out/ gzip-compressed with
 * the headers of out/_headers (as a CDN would), and runs Lighthouse (mobile
 * preset, simulated slow 4G and a 4× slower CPU) --runs times (default 3) on
 * each page type. Prints the median of every figure per page type, the
 * compressed JavaScript each route loads as counted from the build, the build
 * time, and the verdict of every budget in lib/bench/budgets.ts.
 *
 *   --no-build            measure the out/ folder as it is
 *   --runs N              Lighthouse runs per page type (median of N)
 *   --test-margin         hold the performance score at 95 and LCP/TBT only through it (a looser check on a busy machine)
 *   --check               exit 1 when a budget is missed
 *   --json FILE           also write every run and verdict as JSON
 *
 * Chromium is found as the tests find it (CHROME_PATH, /usr/bin/chromium,
 * @sparticuz/chromium) and started with the same flags, so nothing reaches
 * the internet.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import {
  BUDGETS, TEST_MARGIN, benchTable, jsRouteTable, judgeJs, judgeLighthouse, medianFigures,
  pageTypes, type RunFigures, type Verdict,
} from '../lib/bench/budgets';
import { argFlag, argOption } from '../lib/build/cli';
import { createJsCounter } from '../lib/build/js-size';
import { discoverPages } from '../lib/build/pages';
import { getContent } from '../lib/content/queries';
import { pageFile, paths } from '../lib/routes';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/e2e/support/chromium';
import { freePort } from '../lib/build/free-port';

const runs = Number(argOption('runs') ?? 3);
const testMargin = argFlag('test-margin');
const minPerformance = testMargin ? TEST_MARGIN.performance : BUDGETS.performance;
const outDir = 'out';
const require = createRequire(import.meta.url);


async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`bench: ${url} did not answer`);
}

/**
 * One Lighthouse run through its command line, against the Chromium we
 * started. (Its Node API cannot run under tsx: esbuild's name helpers end up
 * in the functions Lighthouse sends into the page.)
 */
function runLighthouse(url: string, chromePort: number): any {
  const file = path.join(os.tmpdir(), `bench-${process.pid}.json`);
  const cli = require.resolve('lighthouse/cli/index.js');
  const run = spawnSync(
    process.execPath,
    [cli, url, `--port=${chromePort}`, '--output=json', `--output-path=${file}`, '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`bench: Lighthouse failed on ${url}`);
  const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file, { force: true });
  return lhr;
}

/** The figures we keep from one Lighthouse result. */
function figuresOf(lhr: any): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const bytes = (type: string) =>
    (lhr.audits['resource-summary']?.details?.items ?? []).find((i: any) => i.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    js: bytes('script'),
    css: bytes('stylesheet'),
    img: bytes('image'),
    font: bytes('font'),
    html: bytes('document'),
    total: bytes('total'),
  };
}

async function main() {
  let buildSeconds: number | undefined;
  if (!argFlag('no-build')) {
    const t = Date.now();
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('bench: the build failed');
    buildSeconds = (Date.now() - t) / 1000;
  }
  if (!fs.existsSync(path.join(outDir, pageFile(paths.home())))) throw new Error('bench: out/ has no build; run "npm run build" or drop --no-build');

  // the department with the most services, the first doctor, the newest article: chosen from the content as it is today
  const measured = pageTypes(getContent());

  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', outDir, '--port', String(port), '--gzip', '--headers'], { stdio: 'inherit' });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  const all: { type: string; path: string; runs: RunFigures[]; scripts: string[] }[] = [];
  try {
    await waitFor(`http://localhost:${port}/`);
    for (const { type, path: sitePath } of measured) {
      const results: RunFigures[] = [];
      const scripts = new Set<string>();
      for (let i = 0; i < runs; i++) {
        const lhr = runLighthouse(`http://localhost:${port}${sitePath}`, chrome.port);
        if (lhr.runtimeError) throw new Error(`bench: ${sitePath}: ${lhr.runtimeError.message}`);
        results.push(figuresOf(lhr));
        for (const r of lhr.audits['network-requests']?.details?.items ?? [])
          if (r.resourceType === 'Script') scripts.add(new URL(r.url).pathname);
      }
      all.push({ type, path: sitePath, runs: results, scripts: [...scripts] });
      process.stderr.write(`bench: ${type} (${sitePath}) measured ${runs}×\n`);
    }
  } finally {
    chrome.kill();
    server.kill();
  }

  const medians = all.map((a) => ({ type: a.type, path: a.path, m: medianFigures(a.runs) }));
  const { countPage, sizeOf } = createJsCounter(outDir);
  const js = discoverPages(outDir).map(countPage);
  // The JavaScript budget on what each page type actually fetched in Lighthouse, at its gzip size from the build
  // (Lighthouse's own "JS KB" adds each response's headers); tests/e2e/js-budget.spec.ts does the same for every page.
  const loaded = all.map((a) => ({ page: `${a.type} (${a.path})`, files: a.scripts.reduce((n, s) => n + sizeOf(s), 0) }));
  const verdicts: Verdict[] = [...medians.flatMap(({ type, m }) => judgeLighthouse(type, m, minPerformance, { timings: !testMargin })), ...judgeJs(loaded)];

  console.log(`\nLighthouse ${runs}× per page type, mobile preset (simulated slow 4G, 4× CPU), median of each figure; sizes are bytes transferred gzip-compressed:\n`);
  console.log(benchTable(medians));
  console.log('\nJavaScript fetched per page type (gzip KB of the script files, without headers):');
  console.log(loaded.map((l) => `  ${l.page}: ${(l.files / 1024).toFixed(1)}`).join('\n'));

  console.log('\nJavaScript each route loads, counted from the build (gzip KB): the script files it loads or can load (islands fetched on demand included), and the inline scripts inside its HTML (mostly the React Server Components payload):\n');
  console.log(jsRouteTable(js));
  console.log(`\nBuild time: ${buildSeconds === undefined ? 'not measured (--no-build)' : `${buildSeconds.toFixed(0)} s`}`);

  console.log('\nBudgets:');
  for (const v of verdicts) console.log(`  ${v.ok ? 'ok  ' : 'MISS'}  ${v.what}: ${v.detail}`);
  const missed = verdicts.filter((v) => !v.ok).length;
  console.log(`\nbudgets: ${verdicts.length - missed} met, ${missed} missed`);

  const jsonFile = argOption('json');
  if (jsonFile) {
    fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
    fs.writeFileSync(jsonFile, JSON.stringify({ runs: all, medians, js, buildSeconds, verdicts }, null, 2));
  }
  if (argFlag('check') && missed > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
