/**
 * `npm run bench:scale`: does the build keep up as content grows?
 *
 * For 1×, 3× and 10× the shipped doctors, department services and articles
 * (lib/bench/scale.ts writes the synthetic content into a temporary folder),
 * runs the whole build (content check, pictures, next build, CSP, sitemap,
 * search index) into .scale/out-N and prints pages built, build time, peak
 * memory of the build's processes, and the heaviest listing pages: their
 * cards, HTML and JavaScript, against the size budgets. Exits 1 if the 10×
 * build takes more than 6 times the 1× build or a listing breaks a budget.
 *
 *   --factors 1,3,10   which sizes to build
 *   --keep             keep .scale/ afterwards (to look at the pages)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BUDGETS, KB, routeKind, table } from '../lib/bench/budgets';
import { writeScaledContent } from '../lib/bench/scale';
import { argFlag, argOption } from '../lib/args.mjs';
import { createJsCounter } from '../lib/build/js-size';
import { discoverPages } from '../lib/build/pages';
import { pageFile } from '../lib/routes';

const factors = (argOption('factors') ?? '1,3,10').split(',').map(Number);
const MAX_GROWTH = 6;
/** No listing page renders more cards than this at once, however much content there is. */
const MAX_CARDS = 60;

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      /* the process ended while we looked */
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a shell command, sampling the memory of its process tree; resolves with seconds and peak bytes. */
function measured(command: string, env: NodeJS.ProcessEnv): Promise<{ seconds: number; peak: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('bash', ['-c', command], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 200);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code === 0) resolve({ seconds: (Date.now() - started) / 1000, peak });
      else reject(new Error(`bench:scale: "${command}" failed (exit ${code})`));
    });
  });
}

/** The pages that list cards which grow with content: the home page's carousels, the doctors' directory, departments and their services, the blog. */
const LISTING_KINDS = ['home', 'our doctors', 'department', 'departments index', 'blog listing', 'services'];

interface Listing {
  page: string;
  cards: number;
  htmlGz: number;
  js: number;
}

/** The listing pages of a build, with how many cards each renders at once, and its weight. */
function listings(outDir: string): Listing[] {
  const { countPage } = createJsCounter(outDir);
  const listingPages = discoverPages(outDir).filter((p) => LISTING_KINDS.includes(routeKind(p)));
  return listingPages.map((page) => {
    const html = fs.readFileSync(path.join(outDir, pageFile(page)), 'utf8');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    // a card is a doctor's or an article's <article>, or a service card (its full text, an <article id=…>, goes with it)
    const cards = (main.match(/<article\b(?![^>]*\bid=)/g) ?? []).length + (main.match(/data-service-card=/g) ?? []).length;
    return { page, cards, htmlGz: zlib.gzipSync(html).length, js: countPage(page).start };
  });
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-scale-'));
  const rows: (string | number)[][] = [];
  const heavy: (string | number)[][] = [];
  const problems: string[] = [];
  const times = new Map<number, number>();
  try {
    for (const factor of factors) {
      const contentDir = path.join(tmp, `content-${factor}`);
      const counts = writeScaledContent('content', contentDir, factor);
      const outDir = path.join('.scale', `out-${factor}`);
      fs.rmSync(outDir, { recursive: true, force: true });
      const env = { ...process.env, CONTENT_DIR: contentDir, NEXT_DIST_DIR: outDir };
      process.stderr.write(`bench:scale: building ${factor}× (${counts.doctors} doctors, ${counts.services} services, ${counts.articles} articles)…\n`);
      // `npm run build` itself: every step honours CONTENT_DIR and builds into NEXT_DIST_DIR
      const run = await measured('npm run --silent build > /dev/null', env);
      times.set(factor, run.seconds);
      const pages = discoverPages(outDir).length;
      rows.push([`${factor}×`, counts.doctors, counts.services, counts.articles, pages, run.seconds.toFixed(0), (run.peak / 1024 ** 2).toFixed(0)]);
      const found = listings(outDir).sort((a, b) => b.htmlGz - a.htmlGz);
      for (const l of found.slice(0, 4)) heavy.push([`${factor}×`, l.page, l.cards, (l.htmlGz / KB).toFixed(1), (l.js / KB).toFixed(1)]);
      for (const l of found) {
        if (l.js > BUDGETS.heaviestJsBytes) problems.push(`${factor}×: ${l.page} loads ${(l.js / KB).toFixed(1)} KB of JavaScript`);
        if (l.cards > MAX_CARDS) problems.push(`${factor}×: ${l.page} renders ${l.cards} cards at once (at most ${MAX_CARDS})`);
        // pictures below the first screen load lazily, so a listing's first load is about its HTML and scripts
        if (l.htmlGz + l.js > BUDGETS.homeTotalBytes) problems.push(`${factor}×: ${l.page} sends ${((l.htmlGz + l.js) / KB).toFixed(0)} KB of HTML and JavaScript (the whole-page budget is ${BUDGETS.homeTotalBytes / KB} KB)`);
      }
      if (!argFlag('keep')) fs.rmSync(outDir, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  console.log('\nBuild at 1×, 3× and 10× the shipped content (whole build: content check, pictures, next build, CSP, sitemap, search index):\n');
  console.log(table(['content', 'doctors', 'services', 'articles', 'pages built', 'build s', 'peak MB'], rows));
  console.log('\nHeaviest listing pages (cards rendered at once, HTML gzip KB, JavaScript gzip KB at start):\n');
  console.log(table(['content', 'page', 'cards', 'HTML KB', 'JS KB'], heavy));

  const base = times.get(Math.min(...factors));
  const top = times.get(Math.max(...factors));
  if (base && top && factors.length > 1) {
    const growth = top / base;
    console.log(`\n${Math.max(...factors)}× content built in ${growth.toFixed(1)}× the time of ${Math.min(...factors)}× (budget ≤ ${MAX_GROWTH}×)`);
    if (growth > MAX_GROWTH) problems.push(`the build grew ${growth.toFixed(1)}× (budget ${MAX_GROWTH}×)`);
  }
  for (const p of problems) console.log(`MISS  ${p}`);
  console.log(problems.length ? `\nbench:scale: ${problems.length} budget(s) missed` : '\nbench:scale: every budget met');
  if (problems.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
