/**
 * `npm run bench`: how fast the built site is on a cheap phone, beside
 * floors measured in the same run (issues 14 and 31).
 *
 * Builds the site (timed) unless --no-build, writes the floors into out/ for
 * the length of the run (the plain-HTML floor, a page with one picture and no
 * JavaScript, lib/bench/floor.ts; and each page type's own floor, its HTML
 * without the scripts that run, lib/bench/own-floor.ts), and serves out/ as a
 * static host does: HTTP/2 over TLS (with
 * a certificate made for the run, which the bench's Chromium is told to
 * accept), gzip-compressed, with the headers of out/_headers. Then, --runs times (default 3), round after
 * round over the floor and every page type:
 * 1. Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU), on the
 *    pages and on every floor;
 * 2. "main thread quiet" on a throttled phone in Playwright's Chromium
 *    (lib/bench/quiet.ts, lib/bench/quiet-browser.ts), on the pages and the
 *    plain floor.
 * Both browsers have the system fonts a phone has for the Indian scripts
 * (lib/bench/phone-fonts.ts): without them Chromium searches for a fallback
 * font on every run of Kannada text, a cost no phone pays.
 * Prints one table of medians per page type with the floor's row and the
 * ratios to it, Lighthouse's details, the JavaScript each route can load as
 * counted from the build, the build time, and the verdict of every budget in
 * lib/bench/budgets.ts.
 *
 *   --no-build            measure the out/ folder as it is
 *   --runs N              visits per page type and measurement (median of N)
 *   --only lighthouse|quiet   run one of the two measurements
 *   --pages "home,about"  only these page types (names as in the table), beside the floor
 *   --settle MS           quiet: how long without a long task counts as quiet (default 2000)
 *   --cap MS              quiet: give up on a visit after this long (default 20000)
 *   --test-margin         hold the performance score at 95 and LCP/TBT only through it (a looser check on a busy machine)
 *   --check               exit 1 when a budget is missed
 *   --json FILE           also write every run and verdict as JSON
 *
 * Chromium is the tests' own (CHROME_PATH, else the pinned @sparticuz/chromium) and started with the same flags, so nothing reaches
 * the internet.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import {
  BUDGETS, FLOOR_TYPE, TEST_MARGIN, benchTable, jsRouteTable, judgeJs, judgeLighthouse, judgeQuiet, medianFigures, pageTypes,
  summaryTable, type RunFigures, type SummaryRow, type Verdict,
} from '../lib/bench/budgets';
import { FLOOR_PATH, floorFile, floorHtml, floorPicture } from '../lib/bench/floor';
import { OWN_FLOOR_ROOT, ownFloorFile, ownFloorHtml, ownFloorPath } from '../lib/bench/own-floor';
import { QUIET_DEFAULTS, SLOW_PHONE, medianQuiet } from '../lib/bench/quiet';
import { phoneFonts } from '../lib/bench/phone-fonts';
import { BENCH_CERTIFICATE_FLAG, launchQuietBrowser, measureQuiet, type QuietVisit } from '../lib/bench/quiet-browser';
import { argFlag, argOption } from '../lib/args.mjs';
import { freePort } from '../lib/build/free-port';
import { createJsCounter } from '../lib/build/js-size';
import { discoverPages } from '../lib/build/pages';
import { getContent } from '../lib/content/queries';
import { pageFile, paths } from '../lib/routes';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/bench/chromium';

const outDir = 'out';
const require = createRequire(import.meta.url);
/** What an interrupt must stop: the server, Chromium and a Lighthouse run under way. */
const running = new Set<{ kill: () => unknown }>();

/** A whole number of at least `min` from --name, or the fallback. */
function wholeOption(name: string, fallback: number, min: number): number {
  const raw = argOption(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`bench: --${name} takes a whole number of ${min} or more, not "${raw}"`);
  return value;
}

/** The command line, checked before anything runs. */
function readOptions() {
  const only = argOption('only');
  if (only !== undefined && only !== 'lighthouse' && only !== 'quiet') throw new Error(`bench: --only takes "lighthouse" or "quiet", not "${only}"`);
  return {
    runs: wholeOption('runs', 3, 1),
    settleMs: wholeOption('settle', QUIET_DEFAULTS.settleMs, 0),
    capMs: wholeOption('cap', QUIET_DEFAULTS.capMs, 1000),
    only,
    withLighthouse: only !== 'quiet',
    withQuiet: only !== 'lighthouse',
    testMargin: argFlag('test-margin'),
  };
}

/** The page types --pages names (all without it); a name that is not a page type stops the run, listing the names. */
function onlyPages<T extends { type: string }>(all: T[]): T[] {
  const raw = argOption('pages');
  if (raw === undefined) return all;
  const wanted = raw.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = wanted.filter((name) => !all.some((p) => p.type === name));
  if (unknown.length || !wanted.length)
    throw new Error(`bench: --pages takes page types separated by commas (${all.map((p) => p.type).join(', ')}), not "${raw}"`);
  return all.filter((p) => wanted.includes(p.type));
}

/** Whether the server answers `url` with 200 (its certificate is this run's own, so not checked). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = https.get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`bench: ${url} did not answer`);
}

/**
 * One Lighthouse run through its command line, against the Chromium we
 * started. (Its Node API cannot run under tsx: esbuild's name helpers end up
 * in the functions Lighthouse sends into the page.)
 */
async function runLighthouse(url: string, chromePort: number): Promise<any> {
  const file = path.join(os.tmpdir(), `bench-${process.pid}.json`);
  const cli = require.resolve('lighthouse/cli/index.js');
  // spawned, not spawnSync: the event loop stays free, so an interrupt removes the floor at once
  const child = spawn(
    process.execPath,
    [cli, url, `--port=${chromePort}`, '--output=json', `--output-path=${file}`, '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  running.add(child);
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  }).finally(() => running.delete(child));
  if (status !== 0) throw new Error(`bench: Lighthouse failed on ${url}`);
  const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file, { force: true });
  return lhr;
}

/** The script files of one Lighthouse run, each once (the site's own by path, any other by its whole URL), with Lighthouse's transfer size (headers included). */
function scriptsOf(lhr: any, origin: string): { path: string; transferSize: number }[] {
  const seen = new Map<string, number>();
  for (const r of lhr.audits['network-requests']?.details?.items ?? []) {
    if (r.resourceType !== 'Script') continue;
    const url = new URL(r.url);
    // another origin's script would be a bug of its own (the site loads nothing from elsewhere): counted by its URL
    const key = url.origin === origin ? url.pathname : url.href;
    if (!seen.has(key)) seen.set(key, Number(r.transferSize ?? 0));
  }
  return [...seen].map(([p, transferSize]) => ({ path: p, transferSize }));
}

/** The figures we keep from one Lighthouse result; `jsLoaded` is the compressed size of the scripts it fetched, without headers. */
function figuresOf(lhr: any, jsLoaded: number): RunFigures {
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
    jsLoaded,
  };
}

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');

interface Target {
  type: string;
  path: string;
  /** the plain-HTML floor */
  floor: boolean;
  /** the own floor of the page type named so (measured by Lighthouse only) */
  ownOf?: string;
}

async function main() {
  const { runs, settleMs, capMs, only, withLighthouse, withQuiet, testMargin } = readOptions();
  let buildSeconds: number | undefined;
  if (!argFlag('no-build')) {
    const t = Date.now();
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('bench: the build failed');
    buildSeconds = (Date.now() - t) / 1000;
  }
  if (!fs.existsSync(path.join(outDir, pageFile(paths.home())))) throw new Error('bench: out/ has no build; run "npm run build" or drop --no-build');

  const content = getContent();
  // the department with the most services, the first doctor, the newest article: chosen from the content as it is today
  const pages = onlyPages(pageTypes(content));
  // each page, then its own floor, so both see the machine in the same state
  const targets: Target[] = [
    { type: FLOOR_TYPE, path: FLOOR_PATH, floor: true },
    ...pages.flatMap((p) => [
      { ...p, floor: false },
      { type: `${p.type} (own floor)`, path: ownFloorPath(p.path), floor: false, ownOf: p.type },
    ]),
  ];

  // The floor: written for this run only, served by the same server as the pages.
  const picture = floorPicture(content, (publicPath) => fs.existsSync(path.join(outDir, publicPath)));
  if (!picture) throw new Error('bench: no picture for the floor: neither a home slide nor the logo has its variants in out/ (run "npm run images")');
  const floorAt = path.join(outDir, floorFile());
  const removeFloor = () => {
    fs.rmSync(path.dirname(floorAt), { recursive: true, force: true });
    fs.rmSync(path.join(outDir, OWN_FLOOR_ROOT), { recursive: true, force: true });
  };
  // interrupted: no floor left in out/, nothing left running
  const onSignal = (signal: NodeJS.Signals) => {
    removeFloor();
    for (const child of running) child.kill();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  fs.mkdirSync(path.dirname(floorAt), { recursive: true });
  fs.writeFileSync(floorAt, floorHtml(picture));
  for (const p of pages) {
    const ownAt = path.join(outDir, ownFloorFile(p.path));
    fs.mkdirSync(path.dirname(ownAt), { recursive: true });
    fs.writeFileSync(ownAt, ownFloorHtml(fs.readFileSync(path.join(outDir, pageFile(p.path)), 'utf8')));
  }

  const loadAtStart = loadAverage();
  const lighthouse = new Map(targets.map((t) => [t.path, { runs: [] as RunFigures[], scripts: [] as string[][] }]));
  const quiet = new Map(targets.map((t) => [t.path, [] as QuietVisit[]]));
  const { sizeOf } = createJsCounter(outDir);
  const port = await freePort();
  // the browsers get a phone's fonts for the Indian scripts (lib/bench/phone-fonts.ts)
  const fonts = await phoneFonts();
  // HTTP/2 over TLS with gzip and the site's headers, as the static hosts serve it
  const origin = `https://localhost:${port}`;
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', outDir, '--port', String(port), '--gzip', '--headers', '--h2'], { stdio: ['ignore', 'ignore', 'inherit'] });
  running.add(server);
  try {
    await waitFor(`${origin}/`);
    if (withLighthouse) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumExecutable(),
        chromeFlags: [...CHROMIUM_ARGS, BENCH_CERTIFICATE_FLAG, '--headless=new'],
        envVars: { ...process.env, ...fonts.env },
        logLevel: 'silent',
      });
      running.add(chrome);
      try {
        for (let round = 1; round <= runs; round++) {
          for (const target of targets) {
            const lhr = await runLighthouse(`${origin}${target.path}`, chrome.port);
            if (lhr.runtimeError) throw new Error(`bench: ${target.path}: ${lhr.runtimeError.message}`);
            const scripts = scriptsOf(lhr, origin);
            // each file at its gzip size from the build (what the server sends, headers aside); a file not in the build at Lighthouse's size
            const jsLoaded = scripts.reduce((n, s) => n + (s.path.startsWith('/') && fs.existsSync(path.join(outDir, s.path)) ? sizeOf(s.path) : s.transferSize), 0);
            const record = lighthouse.get(target.path)!;
            record.runs.push(figuresOf(lhr, jsLoaded));
            record.scripts.push(scripts.map((s) => s.path));
          }
          process.stderr.write(`bench: Lighthouse round ${round} of ${runs} done (load average ${loadAverage()})\n`);
        }
      } finally {
        chrome.kill();
        running.delete(chrome);
      }
    }
    if (withQuiet) {
      const browser = await launchQuietBrowser(fonts.env);
      try {
        // one visit that is not counted: the first page of a new browser pays for starting its renderer
        await measureQuiet(browser, `${origin}${FLOOR_PATH}`, { expectsMark: false, settleMs: 0, capMs });
        for (let round = 1; round <= runs; round++) {
          for (const target of targets.filter((t) => !t.ownOf))
            quiet.get(target.path)!.push(await measureQuiet(browser, `${origin}${target.path}`, { expectsMark: !target.floor, settleMs, capMs }));
          process.stderr.write(`bench: main-thread-quiet round ${round} of ${runs} done (load average ${loadAverage()})\n`);
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.kill();
    running.delete(server);
    removeFloor();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  const loadAtEnd = loadAverage();

  const rows = targets.map((t) => {
    const l = lighthouse.get(t.path)!;
    const q = quiet.get(t.path)!;
    return { ...t, m: l.runs.length ? medianFigures(l.runs) : undefined, q: q.length ? medianQuiet(q) : undefined };
  });
  const floorRow = rows.find((r) => r.floor)!;
  const pageRows = rows.filter((r) => !r.floor && !r.ownOf);
  const ownFloorOf = (type: string) => rows.find((r) => r.ownOf === type)?.m;
  const summary = (r: (typeof rows)[number]): SummaryRow => ({ type: r.type, lighthouse: r.m, own: r.floor ? undefined : ownFloorOf(r.type), quiet: r.q });

  const verdicts: Verdict[] = [];
  if (withLighthouse) {
    const plain = { lcpMs: floorRow.m!.lcpMs };
    const options = testMargin ? { minPerformance: TEST_MARGIN.performance, timings: false } : {};
    verdicts.push(...pageRows.flatMap((r) => judgeLighthouse(r.type, r.m!, { plain, own: ownFloorOf(r.type) }, options)));
    verdicts.push(...judgeJs(pageRows.map((r) => ({ page: `${r.type} (${r.path})`, kind: r.type, files: r.m!.jsLoaded }))));
  }
  if (withQuiet) verdicts.push(...judgeQuiet(pageRows.map((r) => ({ type: r.type, ...r.q! })), floorRow.q!));

  const js = discoverPages(outDir).map(createJsCounter(outDir).countPage);

  console.log(
    `\nnpm run bench: ${runs} run${runs > 1 ? 's' : ''} per page type, medians. Floors measured in the same run: the plain floor, an HTML page with one picture (${picture.src}) and no CSS or JavaScript;` +
      ` and each page's own floor, its HTML without the scripts that run (JSON-LD and other data kept; lib/bench/own-floor.ts).`,
  );
  console.log(`The browsers have a phone's system fonts for Kannada and Devanagari (${fonts.files.map((f) => path.basename(f)).join(', ')}; lib/bench/phone-fonts.ts), as every Android phone does.`);
  console.log(`Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end; ${os.cpus().length} CPUs.\n`);
  console.log(summaryTable(pageRows.map(summary), summary(floorRow)));
  console.log(
    `\nperf, LCP, TBT: Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU); "own": the page's own floor, TBT-own the page's TBT less its own floor's. JS KB: the script files the page fetched in Lighthouse, gzip-compressed, without headers.` +
      `\nquiet: load event, hydration mark and last long task all behind, then ${settleMs} ms without a long task; Chromium with a ${SLOW_PHONE.cpuSlowdown}× slower CPU,` +
      ` ${((SLOW_PHONE.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbps down, ${(SLOW_PHONE.uploadBytesPerSecond * 8) / 1024} Kbps up, ${SLOW_PHONE.latencyMs} ms latency, no cache` +
      ` ("+": a visit never settled within ${capMs} ms).`,
  );
  if (withLighthouse) {
    console.log('\nLighthouse in detail (medians; sizes are Lighthouse\'s transfer sizes, headers included):\n');
    console.log(benchTable(rows.map((r) => ({ type: r.type, m: r.m! }))));
  }
  console.log('\nJavaScript each route can load, counted from the build by lib/build/js-size.ts (gzip KB): script files at start and later, and inline scripts:\n');
  console.log(jsRouteTable(js));
  console.log(`\nBuild time: ${buildSeconds === undefined ? 'not measured (--no-build)' : `${buildSeconds.toFixed(0)} s`}`);

  if (withQuiet) {
    // not a budget (where content puts a picture moves with the content), a pointer: each one holds the site script
    const lazy = pageRows.map((r) => ({ type: r.type, paths: [...new Set(quiet.get(r.path)!.flatMap((v) => v.lazyOnFirstScreen))] })).filter((r) => r.paths.length > 0);
    console.log(`\nLazy pictures on the phone's first screen (fetched only once laid out; the site script's starter waits for them; make them eager): ${lazy.length === 0 ? 'none' : ''}`);
    for (const r of lazy) console.log(`  ${r.type}: ${r.paths.join(', ')}`);
  }

  console.log('\nBudgets:');
  for (const v of verdicts) console.log(`  ${v.ok ? 'ok  ' : 'MISS'}  ${v.what}: ${v.detail}`);
  const missed = verdicts.filter((v) => !v.ok).length;
  console.log(`\nbudgets: ${verdicts.length - missed} met, ${missed} missed`);

  const jsonFile = argOption('json');
  if (jsonFile) {
    fs.mkdirSync(path.dirname(path.resolve(jsonFile)), { recursive: true });
    fs.writeFileSync(
      jsonFile,
      JSON.stringify(
        {
          settings: { runs, only: only ?? 'both', testMargin, settleMs, capMs, slowPhone: SLOW_PHONE, budgets: BUDGETS },
          loadAverage: { start: loadAtStart, end: loadAtEnd, cpus: os.cpus().length },
          floor: { path: FLOOR_PATH, picture },
          pages: rows.map((r) => ({
            type: r.type,
            path: r.path,
            floor: r.floor,
            lighthouse: { median: r.m, runs: lighthouse.get(r.path)!.runs, scripts: lighthouse.get(r.path)!.scripts },
            quiet: { median: r.q, runs: quiet.get(r.path) },
          })),
          js,
          buildSeconds: buildSeconds ?? null,
          verdicts,
        },
        null,
        2,
      ),
    );
  }
  if (argFlag('check') && missed > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
