/**
 * `npm run dev`: a live preview for content editors. It runs `next dev` behind a small local proxy that,
 * whenever a file under content/ is saved, checks the content, remakes changed pictures and reloads the open
 * pages; while the content has mistakes, every page shows the list of them instead of a stack trace. It also serves
 * the browser editor at /admin/ (lib/build/admin.ts), whose "Work with Local Repository" saves into this folder.
 *
 * (`next dev` alone cannot do this: the content is read with fs, outside the module graph it watches.)
 * Usage: npm run dev [-- --port 3000]; CONTENT_DIR=… previews another content folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type { Duplex } from 'node:stream';
import sharp from 'sharp';
import { adminCsp, adminFiles, cmsBackend } from '../lib/build/admin';
import { buildSiteIcons } from '../lib/build/icons';
import { buildImages } from '../lib/build/images';
import { findPictures } from '../lib/content/integrity';
import { checkContent } from '../lib/content/check';
import type { Content } from '../lib/content/load';
import { formatProblem, type Problem } from '../lib/content/problems';
import { contentDir } from '../lib/content/read';
import { RELOAD_PATH, RELOAD_SCRIPT, ReloadHub } from '../lib/dev/live-reload';
import { problemsPage } from '../lib/dev/problems-page';
import { watchTree } from '../lib/dev/watch-tree';
import { variantsOf } from '../lib/images';
import { siteColours } from '../lib/palette';
import { freePort } from '../lib/build/free-port';
import { assetPaths } from '../lib/routes';
import { argOption } from '../lib/args.mjs';

const port = Number(argOption('port') ?? process.env.PORT ?? 3000);
const dir = contentDir();
const imagesDir = path.join(dir, 'images');
const publicDir = path.join(process.cwd(), 'public');
const log = (line: string) => console.log(`[preview] ${line}`);
const shown = (file: string) => {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
};

// libvips keeps files it has read by name: a replaced picture would be read as the old one in this long-lived process.
sharp.cache(false);

if (!fs.existsSync(dir)) {
  console.error(`[preview] The content folder ${dir} does not exist.`);
  process.exit(1);
}

// ---- Content: checked, and its pictures made, after every change -------------------------------------

let problems: Problem[] = [];
let checkedAt = new Date();
/** The current check; page requests wait for it so they never show a half-updated state. */
let work: Promise<void> = Promise.resolve();
/** Which source file each picture's variants were last made from (variants are named without the extension). */
const madeFrom = new Map<string, string>();
/** The logo the site icons were last drawn from. */
let iconsFrom: string | undefined;

async function makePictures(content: Content, changed: readonly string[]): Promise<Problem[]> {
  const sources = [...new Set(findPictures(content).map((p) => p.src))];
  // buildImages keeps a variant newer than its source. Remake a picture's variants when its file changed (a copied
  // photograph can carry an older date) or when content now names another file of the same name (dr-x.svg → dr-x.jpg).
  const stale = new Set(changed.filter((f) => f.startsWith('images/')).map((f) => f.slice('images/'.length)));
  for (const src of sources) {
    const name = src.replace(/\.[a-z]+$/i, '');
    if (madeFrom.has(name) && madeFrom.get(name) !== src) stale.add(src);
    madeFrom.set(name, src);
  }
  for (const src of stale) for (const v of variantsOf(src)) fs.rmSync(path.join(publicDir, v.path), { force: true });
  const started = Date.now();
  try {
    const result = await buildImages({ imagesDir, publicDir, sources });
    if (result.written > 0) log(`pictures: ${result.written} sizes made (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return await makeSiteIcons(content, stale);
  } catch {
    // Find which pictures cannot be read, one by one, to name them.
    const bad: Problem[] = [];
    for (const src of sources)
      await buildImages({ imagesDir, publicDir, sources: [src] }).catch((error: unknown) =>
        bad.push({
          file: shown(path.join(imagesDir, src)),
          at: '',
          message: `cannot be read as a picture (${error instanceof Error ? error.message : String(error)}); save it again as JPEG, PNG or WebP`,
        }),
      );
    return bad;
  }
}

/** The browser-tab and app icons, drawn again when the logo file changed or content names another one. */
async function makeSiteIcons(content: Content, stale: Set<string>): Promise<Problem[]> {
  const logo = content.site.logo.src;
  const force = stale.has(logo) || (iconsFrom !== undefined && iconsFrom !== logo);
  iconsFrom = logo;
  try {
    const css = path.join(process.cwd(), 'app/globals.css');
    if (await buildSiteIcons({ logo: path.join(imagesDir, logo), publicDir, colours: siteColours(), dependsOn: [css], force })) log('site icons drawn from the logo');
    return [];
  } catch (error) {
    return [{ file: shown(path.join(imagesDir, logo)), at: '', message: `cannot be made into the site's icons (${error instanceof Error ? error.message : String(error)})` }];
  }
}

async function check(changed: readonly string[]): Promise<void> {
  const wasBroken = problems.length > 0;
  // the same checks as content:check, pictures included, before any picture is made
  const checked = await checkContent(dir);
  problems = checked.content ? await makePictures(checked.content, changed) : checked.problems;
  checkedAt = new Date();
  retried = new Set();
  // Name what the editor saved, not editors' (or sed's) temporary files.
  const saved = changed.filter((f) => f.endsWith('.json') || f.startsWith('images/')).map((f) => shown(path.join(dir, f)));
  const what = saved.length > 0 ? `${saved.slice(0, 3).join(', ')}${saved.length > 3 ? ', …' : ''}: ` : changed.length > 0 ? 'content changed: ' : '';
  if (problems.length > 0) {
    log(`${what}the content has ${problems.length} problem${problems.length === 1 ? '' : 's'} (the browser lists them too):`);
    for (const p of problems) console.log('    ' + formatProblem(p));
  } else if (wasBroken) log(`${what}the content is right again.`);
  else if (changed.length > 0) log(`${what}saved; the open pages are updated.`);
}

/** A JSON file's text for the problems page (file names are relative to the project, as loadContent gives them). */
const readSource = (file: string) => {
  if (!file.endsWith('.json')) return undefined;
  try {
    return fs.readFileSync(path.resolve(file), 'utf8');
  } catch {
    return undefined;
  }
};

const hub = new ReloadHub();
let stopping = false;
const IGNORED = /(^|\/)\.|~$|\.(swp|swx|tmp)$|(^|\/)4913$/; // editors' hidden and temporary files
const failed = (error: unknown) => log(`checking the content failed: ${error instanceof Error ? error.stack : String(error)}`);

/** The files changed since the first event of a save. From that first event on, page requests wait for its check. */
let batch: { files: Set<string>; run: () => void; started: number } | undefined;
let timer: NodeJS.Timeout | undefined;

function startBatch(): { files: Set<string>; run: () => void; started: number } {
  const files = new Set<string>();
  const before = work;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  work = before.then(() => finished);
  const run = () => {
    batch = undefined;
    void before
      .then(() => check([...files].sort()))
      .catch(failed)
      .then(() => {
        hub.reload();
        finish();
      });
  };
  return { files, run, started: Date.now() };
}

function onContentChange(file: string) {
  if (!file || IGNORED.test(file)) return;
  batch ??= startBatch();
  batch.files.add(file);
  clearTimeout(timer);
  // Editors often write a file in several steps; wait until they are done (but not over a second).
  timer = setTimeout(batch.run, Math.max(0, Math.min(150, batch.started + 1000 - Date.now())));
}

// ---- next dev, on a private port --------------------------------------------------------------------


function canConnect(to: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(to, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function startNext(nextPort: number): Promise<void> {
  // next dev sets NODE_ENV itself; another value inherited from the shell (or a test runner) misleads it
  // (spawn leaves out variables whose value is undefined).
  const env = { ...process.env, NODE_ENV: undefined, NEXT_TELEMETRY_DISABLED: '1', ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) };
  const next = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '--port', String(nextPort), '--hostname', '127.0.0.1'], {
    env: env as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Next's own lines, with its private address replaced by the one to open.
  let sawReady: () => void = () => {};
  const readyLine = new Promise<void>((resolve) => (sawReady = resolve));
  const relay = (stream: NodeJS.ReadableStream, to: NodeJS.WriteStream) =>
    readline.createInterface({ input: stream }).on('line', (line) => {
      const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
      if (/^\s*- (Local|Network):/.test(plain)) return;
      if (/\bReady in\b/.test(plain)) sawReady();
      to.write(line.replaceAll(`127.0.0.1:${nextPort}`, `localhost:${port}`).replaceAll(`localhost:${nextPort}`, `localhost:${port}`) + '\n');
    });
  relay(next.stdout!, process.stdout);
  relay(next.stderr!, process.stderr);

  let exited = false;
  next.on('exit', (code) => {
    exited = true;
    if (stopping) return;
    log(`next dev stopped (exit code ${code}).`);
    process.exit(code || 1);
  });
  const stop = () => {
    stopping = true;
    if (!exited) next.kill('SIGTERM');
  };
  process.on('SIGINT', () => (stop(), process.exit(0)));
  process.on('SIGTERM', () => (stop(), process.exit(0)));
  process.on('exit', stop);

  while (!(await canConnect(nextPort))) {
    if (exited) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  // Let Next's "Ready" line come before ours.
  await Promise.race([readyLine, new Promise((r) => setTimeout(r, 1000))]);
}

// ---- The proxy the browser talks to -------------------------------------------------------------------

/** Page addresses (/ourdoctor/, /blog/page/2/ …), not Next's files, pictures or other files with an extension. */
function isPage(req: http.IncomingMessage): boolean {
  const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
  return (req.method === 'GET' || req.method === 'HEAD') && !/\/_next\/|\/__/.test(pathname) && path.posix.extname(pathname) === '';
}

/**
 * next dev keeps each dynamic route's list of pages (generateStaticParams) and renews it in the background on a
 * request, answering that request from the old list: just after content changed, a new article or doctor would be
 * "not found" at first. So a page request answered 404 is asked again for a few seconds, once per address after
 * each content change.
 */
const RETRY_FOR_MS = 10_000;
let retried = new Set<string>();

function forward(req: http.IncomingMessage, res: http.ServerResponse, nextPort: number, retryUntil = isPage(req) && !retried.has(req.url ?? '') ? Date.now() + RETRY_FOR_MS : 0) {
  // Uncompressed, so the reload script can be added to pages.
  const headers = { ...req.headers, 'accept-encoding': 'identity' };
  const upstream = http.request({ host: '127.0.0.1', port: nextPort, method: req.method, path: req.url, headers }, (answer) => {
    if (answer.statusCode === 404 && retryUntil > 0) {
      if (Date.now() < retryUntil) {
        answer.resume();
        res.off('close', stop);
        setTimeout(() => !res.destroyed && forward(req, res, nextPort, retryUntil), 200);
        return;
      }
      retried.add(req.url ?? '');
    }
    const html = String(answer.headers['content-type'] ?? '').startsWith('text/html') && !answer.headers['content-encoding'];
    if (!html || req.method === 'HEAD') {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      return;
    }
    const out = { ...answer.headers };
    delete out['content-length'];
    delete out['transfer-encoding'];
    res.writeHead(answer.statusCode ?? 502, out);
    answer.on('data', (chunk: Buffer) => res.write(chunk));
    // After </html> the parser puts it at the end of <body>; React ignores such extra tags when it hydrates.
    answer.on('end', () => res.end(RELOAD_SCRIPT));
    answer.on('error', () => res.destroy());
  });
  const stop = () => {
    if (!res.writableFinished) upstream.destroy();
  };
  res.on('close', stop);
  upstream.on('error', (error) => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`The preview could not reach next dev: ${error.message}`);
  });
  // Page requests (GET, HEAD) have no body; only they are asked again.
  if (retryUntil > 0) upstream.end();
  else req.pipe(upstream);
}

/** Passes a WebSocket (Next's own hot reload) through to next dev. */
function forwardUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, nextPort: number) {
  const upstream = net.connect(nextPort, '127.0.0.1', () => {
    let request = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`;
    for (let i = 0; i < req.rawHeaders.length; i += 2) request += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
    upstream.write(request + '\r\n');
    if (head.length > 0) upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
}

// ---- The browser editor at /admin/ ------------------------------------------------------------------------

const ADMIN = assetPaths.admin();
const ADMIN_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.woff2': 'font/woff2' };
let admin: Promise<Map<string, Buffer>> | undefined;

/** Answers a request for the editor (made once, on the first request) and returns true, or returns false for any other address. */
function serveAdmin(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
  if (pathname === ADMIN.replace(/\/$/, '')) {
    res.writeHead(301, { location: ADMIN });
    res.end();
    return true;
  }
  if (!pathname.startsWith(ADMIN)) return false;
  admin ??= adminFiles();
  void admin.then(
    (files) => {
      const body = files.get(pathname.slice(ADMIN.length) || 'index.html');
      if (!body) return void res.writeHead(404).end();
      res.writeHead(200, {
        'content-type': ADMIN_TYPES[path.extname(pathname) || '.html'] ?? 'application/octet-stream',
        'content-security-policy': adminCsp(cmsBackend()),
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    (error: unknown) => {
      log(`the editor could not be made: ${error instanceof Error ? error.message : String(error)}`);
      res.writeHead(500).end();
    },
  );
  return true;
}

async function main() {
  log(`content: ${shown(dir)}`);
  const nextPort = await freePort();
  const nextReady = startNext(nextPort);
  work = check([]).catch(failed);

  const server = http.createServer(async (req, res) => {
    if (serveAdmin(req, res)) return;
    await nextReady;
    if (!isPage(req)) return forward(req, res, nextPort);
    await work;
    if (problems.length === 0) return forward(req, res, nextPort);
    res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : problemsPage(problems, { checkedAt, script: RELOAD_SCRIPT, readSource }));
  });
  server.on('upgrade', async (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://preview').pathname === RELOAD_PATH) return hub.accept(req, socket);
    await nextReady;
    forwardUpgrade(req, socket, head, nextPort);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      console.error(`[preview] Port ${port} is in use (is a preview already running?). Stop it, or choose another port: npm run dev -- --port ${port + 1}`);
    else console.error(`[preview] ${error.message}`);
    process.exit(1);
  });
  server.listen(port);

  watchTree(dir, onContentChange);
  await Promise.all([nextReady, work]);
  log(`ready: open http://localhost:${port}/ in your browser.`);
  log('Pages update by themselves when you save a file under content/. Press Ctrl+C to stop.');
  log(`To edit in forms: open http://localhost:${port}${ADMIN} in Chrome or Edge and choose "Work with Local Repository".`);
}

void main();
