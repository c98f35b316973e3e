/**
 * `npm run dev` end to end (run by `npm run test:dev`, not by the default Vitest run): starts the preview on a
 * free port against a temporary copy of content/, then edits that copy as an editor would and checks what the
 * preview serves: a changed name, a new picture and a changed one, the list of problems while a file is broken,
 * the page again once it is fixed, and a new article at once, with a reload signal to open pages after every save.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/build/free-port';

const root = path.resolve(__dirname, '../..');
const DOCTOR_PAGE = '/ourdoctor/dr-arjun-hegde/';
const TEST_PICTURE = 'doctors/dev-preview-test.svg';

let tmp: string;
let content: string;
let port: number;
let preview: ChildProcess;
let output = '';
let reloads: { count: () => number; close: () => void };

const doctorsFile = () => path.join(content, 'doctors.json');
// The preview runs on a copy of the test fixture (tests/fixtures/content), so the names below are the fixture's, not the shipped sample's.
const FIXTURE = path.join(root, 'tests/fixtures/content');
const original = () => fs.readFileSync(path.join(FIXTURE, 'doctors.json'), 'utf8');

/** Saves the way many editors do: a temporary file renamed over the old one. */
function saveByRename(file: string, text: string) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}


async function get(pathname: string): Promise<{ status: number; type: string; text: string; bytes: Buffer }> {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { signal: AbortSignal.timeout(60_000) });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: bytes.toString('utf8'), bytes };
}

/** Polls until check passes; fails with the preview's output. */
async function until<T>(what: string, probe: () => Promise<T>, check: (value: T) => boolean, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    if (preview.exitCode !== null) throw new Error(`npm run dev exited (${preview.exitCode}) while waiting for ${what}:\n${output}`);
    try {
      last = await probe();
      if (check(last)) return last;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last answer: ${String(last).slice(0, 300)}\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A bare WebSocket client of the preview's live-reload channel that counts "reload" messages. */
function listenForReloads(): Promise<{ count: () => number; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: '/__content-reload',
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': crypto.randomBytes(16).toString('base64') },
    });
    req.on('upgrade', (_res, socket) => {
      let count = 0;
      socket.on('data', (data: Buffer) => (count += data.toString('latin1').split('reload').length - 1));
      resolve({ count: () => count, close: () => socket.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

async function reloadAfter(before: number) {
  await until('a reload message', async () => reloads.count(), (n) => n > before, 10_000);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-preview-'));
  content = path.join(tmp, 'content');
  // Dates kept, so the pictures already made in public/_img count as up to date.
  fs.cpSync(FIXTURE, content, { recursive: true, preserveTimestamps: true });
  port = await freePort();
  preview = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: content },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so npm, tsx, the proxy and next dev all stop together
  });
  preview.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  preview.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await until('the doctor page', () => get(DOCTOR_PAGE), (r) => r.status === 200 && r.text.includes('Dr. Arjun Hegde'), 75_000);
  reloads = await listenForReloads();
});

afterAll(async () => {
  reloads?.close();
  if (preview?.pid && preview.exitCode === null) {
    const exited = new Promise((r) => preview.once('exit', r));
    process.kill(-preview.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (preview.exitCode === null && preview.signalCode === null) process.kill(-preview.pid, 'SIGKILL');
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  for (const file of fs.readdirSync(path.join(root, 'public/_img/doctors')))
    if (file.startsWith('dev-preview-test-')) fs.rmSync(path.join(root, 'public/_img/doctors', file));
});

describe('npm run dev', () => {
  it('serves the browser editor at /admin/ under its own policy, its configuration and script with it', async () => {
    const page = await get('/admin/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('sveltia-cms.js');
    expect(page.text).not.toContain('__content-reload');
    const config = JSON.parse((await get('/admin/config.json')).text);
    expect(config.backend.name).toBe('github');
    expect(config.i18n.locales).toEqual(['en', 'kn', 'hi']);
    expect((await get('/admin/hooks.js')).status).toBe(200);
    const policy = (await fetch(`http://127.0.0.1:${port}/admin/`)).headers.get('content-security-policy');
    expect(policy).toMatch(/^default-src 'self'; script-src 'self';/);
  });

  it('serves the pages with the live-reload script', async () => {
    const page = await get(DOCTOR_PAGE);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain('/__content-reload');
  });

  it('shows a changed name after a save, and again after a second save of the same file', async () => {
    let before = reloads.count();
    saveByRename(doctorsFile(), original().replaceAll('Dr. Arjun Hegde', 'Dr. Arjun Hegde-Rao'));
    await until('the new name', () => get(DOCTOR_PAGE), (r) => r.status === 200 && r.text.includes('Dr. Arjun Hegde-Rao'));
    await reloadAfter(before);
    // Written in place this time: Node's recursive fs.watch misses this one after a rename.
    before = reloads.count();
    fs.writeFileSync(doctorsFile(), original().replaceAll('Dr. Arjun Hegde', 'Dr. Arjun Hegde-Shetty'));
    await until('the second name', () => get(DOCTOR_PAGE), (r) => r.status === 200 && r.text.includes('Dr. Arjun Hegde-Shetty'));
    await reloadAfter(before);
  });

  it('makes the sizes of a new picture and remakes them when the picture changes', async () => {
    const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${fill}"/></svg>`;
    const picture = path.join(content, 'images', TEST_PICTURE);
    let before = reloads.count();
    fs.writeFileSync(picture, svg('#2a9d8f'));
    fs.writeFileSync(doctorsFile(), original().replace('"doctors/dr-arjun-hegde.svg"', `"${TEST_PICTURE}"`));
    const variant = '/_img/doctors/dev-preview-test-240.webp';
    await until('the page with the new picture', () => get(DOCTOR_PAGE), (r) => r.status === 200 && r.text.includes(variant));
    await reloadAfter(before);
    const first = await get(variant);
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/webp');
    // A replacement whose file date is older than the sizes already made (as a copied photograph may be).
    before = reloads.count();
    fs.writeFileSync(picture, svg('#e76f51'));
    fs.utimesSync(picture, new Date('2020-01-01'), new Date('2020-01-01'));
    await until('the remade picture', () => get(variant), (r) => r.status === 200 && !r.bytes.equals(first.bytes), 10_000);
    await reloadAfter(before);
  });

  it('shows a new article at its address at once', async () => {
    // An article page seen first, so next dev holds a list of the articles.
    expect((await get('/blog/back-pain-which-doctor-to-see/')).status).toBe(200);
    const before = reloads.count();
    const article = JSON.parse(fs.readFileSync(path.join(content, 'articles/back-pain-which-doctor-to-see.json'), 'utf8'));
    const added = { ...article, slug: 'dev-preview-test-article', title: 'A Test Article of the Preview', featured: false };
    fs.writeFileSync(path.join(content, 'articles/dev-preview-test-article.json'), JSON.stringify(added, null, 2));
    await reloadAfter(before);
    // The first answer counts: next dev would still answer it from its list of articles before the change.
    const page = await get('/blog/dev-preview-test-article/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('A Test Article of the Preview');
  });

  it('lists the problems of a broken file in the page, then shows the page again once it is fixed', async () => {
    // A comma left out after the first doctor's name.
    let before = reloads.count();
    saveByRename(doctorsFile(), original().replace('"name": "Dr. Arjun Hegde",', '"name": "Dr. Arjun Hegde"'));
    const broken = await until('the problems page', () => get(DOCTOR_PAGE), (r) => r.status === 500 && r.text.includes('doctors.json'));
    expect(broken.type).toMatch(/^text\/html/);
    expect(broken.text).toContain('the content has 1 problem');
    expect(broken.text).toContain('line 7, column 7');
    expect(broken.text).toContain('add a comma at the end of line 6');
    expect(broken.text).toContain('<mark>');
    expect(broken.text).toContain('/__content-reload');
    await reloadAfter(before);

    // A number written as a word: the place is named, with the doctor's name.
    before = reloads.count();
    fs.writeFileSync(doctorsFile(), original().replace('"experienceYears": 16', '"experienceYears": "sixteen"'));
    const wrong = await until('the second problem', () => get(DOCTOR_PAGE), (r) => r.text.includes('› experienceYears'));
    expect(wrong.status).toBe(500);
    expect(wrong.text).toContain('doctor &quot;dr-arjun-hegde&quot; › experienceYears');
    expect(wrong.text).toContain('must be a whole number written without quotes');
    expect(wrong.text).not.toMatch(/expected|received|Invalid input/);
    await reloadAfter(before);

    before = reloads.count();
    saveByRename(doctorsFile(), original());
    const fixed = await until('the page again', () => get(DOCTOR_PAGE), (r) => r.status === 200);
    expect(fixed.text).toContain('Dr. Arjun Hegde');
    expect(fixed.text).not.toContain('the content has');
    await reloadAfter(before);
  });
});
