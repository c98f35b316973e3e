import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@/lib/build/search-index';

/** A small build folder shaped like out/: one page per route kind, the legacy pages and a 404. */
const PAGES: Record<string, string> = {
  '': '<h1>Hasiru Multispecialty Hospital</h1><p>Emergency care in Jayanagar.</p>',
  'ourdoctor/dr-arjun-hegde': '<h1>Dr. Arjun Hegde</h1><p>Consultant.</p><div hidden data-pagefind-weight="2"><p>Conditions treated: Varicose veins.</p></div>',
  'mainservice/urology': '<h1>Urology</h1><p>Kidney stones.</p>',
  'blog/what-does-a-urologist-treat': '<h1>What does a urologist treat?</h1><p>Kidney stones.</p>',
  'blog/page/2': '<h1>Blog page 2</h1><p>Teasers.</p>',
  'services/pinhole-endovascular-surgery': '<h1>Pinhole endovascular surgery</h1><p>Veins.</p>',
  subblog: '<h1>Articles</h1><p>Legacy list.</p>',
  Hospitalservice: '<h1>Services</h1><p>Legacy list.</p>',
  search: '<h1>Search the site</h1>',
};
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en-IN"><body><header><nav>Home About</nav></header><main id="main" data-pagefind-body="">${body}</main><footer>Footer words</footer></body></html>`;

let dir = '';
let fragments: { url: string; content: string; meta: Record<string, string>; filters: Record<string, string[]> }[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  for (const [p, body] of Object.entries(PAGES)) {
    fs.mkdirSync(path.join(dir, p), { recursive: true });
    fs.writeFileSync(path.join(dir, p, 'index.html'), page(body));
  }
  // a page kept out of search engines (a listing's stand-in page 1): kept out of site search too
  fs.mkdirSync(path.join(dir, 'ourdoctor/page/1'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'ourdoctor/page/1/index.html'), page('<h1>Our doctors</h1>').replace('<body>', '<head><meta name="robots" content="noindex, follow"/></head><body>'));
  fs.writeFileSync(path.join(dir, '404.html'), page('<h1>Unexpected Application Error!</h1>'));
  fs.mkdirSync(path.join(dir, '404'));
  fs.writeFileSync(path.join(dir, '404', 'index.html'), page('<h1>Unexpected Application Error!</h1>'));
  await buildSearchIndex(dir);
  const fragmentDir = path.join(dir, 'pagefind', 'fragment');
  fragments = fs.readdirSync(fragmentDir).map((f) => {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(fragmentDir, f))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{')));
  });
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the search index build', () => {
  it('indexes the real pages and leaves out the legacy pages, the search page, the 404, later blog listings and noindex pages', () => {
    expect(fragments.map((f) => f.url).sort()).toEqual([
      '/',
      '/blog/what-does-a-urologist-treat/',
      '/mainservice/urology/',
      '/ourdoctor/dr-arjun-hegde/',
      '/services/pinhole-endovascular-surgery/',
    ]);
  });

  it('gives every page its type as meta and filter, and its h1 as title', () => {
    const byUrl = Object.fromEntries(fragments.map((f) => [f.url, f]));
    expect(byUrl['/ourdoctor/dr-arjun-hegde/']!.meta).toMatchObject({ title: 'Dr. Arjun Hegde', type: 'doctor' });
    expect(byUrl['/mainservice/urology/']!.meta.type).toBe('department');
    expect(byUrl['/blog/what-does-a-urologist-treat/']!.filters.type).toEqual(['article']);
    expect(byUrl['/services/pinhole-endovascular-surgery/']!.filters.type).toEqual(['service']);
    expect(byUrl['/']!.filters.type).toEqual(['page']);
  });

  it('reads only <main>: header and footer words are not indexed, a doctor’s hidden conditions are', () => {
    for (const f of fragments) expect(f.content).not.toMatch(/Footer words|Home About/);
    expect(fragments.find((f) => f.url === '/ourdoctor/dr-arjun-hegde/')!.content).toContain('Varicose veins');
  });

  it('writes the browser bundle the search page loads, without Pagefind’s unused ready-made interfaces', () => {
    const files = fs.readdirSync(path.join(dir, 'pagefind'));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.en.pagefind']));
    expect(files.filter((f) => /ui|highlight/.test(f))).toEqual([]);
  });
});
