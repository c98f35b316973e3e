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
  // Kannada and Hindi pages: the same routes under /kn/ and /hi/, <html lang> set from the address
  kn: '<h1>ಹಸಿರು ಮಲ್ಟಿಸ್ಪೆಷಾಲಿಟಿ ಆಸ್ಪತ್ರೆ</h1><p>ಜಯನಗರದಲ್ಲಿ ತುರ್ತು ಚಿಕಿತ್ಸೆ.</p>',
  'kn/mainservice/urology': '<h1>ಮೂತ್ರರೋಗ (ಯೂರಾಲಜಿ)</h1><p>ಮೂತ್ರಪಿಂಡದ ಕಲ್ಲು.</p>',
  'kn/ourdoctor/dr-arjun-hegde': '<h1>ಡಾ. ಅರ್ಜುನ್ ಹೆಗ್ಡೆ</h1><p>MBBS, MD</p>',
  'kn/ourdoctor/department/urology': '<h1>ನಮ್ಮ ವೈದ್ಯರು</h1><p>ಮೂತ್ರರೋಗ ವೈದ್ಯರು.</p>',
  'kn/search': '<h1>ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಹುಡುಕಿ</h1>',
  'hi/mainservice/urology': '<h1>मूत्र रोग (यूरोलॉजी)</h1><p>पथरी।</p>',
  'hi/ourdoctor/page/2': '<h1>हमारे डॉक्टर</h1><p>पेज 2</p>',
};
const LANG_OF: Record<string, string> = { kn: 'kn-IN', hi: 'hi-IN' };
const page = (body: string, lang = 'en-IN') =>
  `<!DOCTYPE html><html lang="${lang}"><body><header><nav>Home About</nav></header><main id="main" data-pagefind-body="">${body}</main><footer>Footer words</footer></body></html>`;

let dir = '';
let fragments: { url: string; content: string; meta: Record<string, string>; filters: Record<string, string[]>; language: string }[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  for (const [p, body] of Object.entries(PAGES)) {
    fs.mkdirSync(path.join(dir, p), { recursive: true });
    fs.writeFileSync(path.join(dir, p, 'index.html'), page(body, LANG_OF[p.split('/')[0]!]));
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
    // a fragment's file name starts with its index's language: "kn-in_1a2b3c4.pf_fragment"
    return { ...JSON.parse(text.slice(text.indexOf('{'))), language: f.split('_')[0] };
  });
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the search index build', () => {
  it('indexes the real pages and leaves out the legacy pages, the search page, the 404, later blog listings and noindex pages', () => {
    expect(fragments.filter((f) => f.language === 'en-in').map((f) => f.url).sort()).toEqual([
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
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.en-in.pagefind', 'wasm.hi-in.pagefind', 'wasm.unknown.pagefind']));
    expect(files.filter((f) => /ui|highlight/.test(f))).toEqual([]);
  });

  it('writes one index per language, by each page\'s <html lang>: no Kannada or Hindi page in the English index', () => {
    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number; wasm: string | null }> };
    expect(Object.fromEntries(Object.entries(entry.languages).map(([lang, l]) => [lang, l.page_count]))).toEqual({ 'en-in': 5, 'kn-in': 3, 'hi-in': 1 });
    // Pagefind has no Kannada stemmer: its index is searched word by word with the language-neutral engine (wasm.unknown)
    expect(entry.languages['kn-in']!.wasm).toBeNull();
    expect(entry.languages['hi-in']!.wasm).toBe('hi-in');
    for (const f of fragments) expect(f.language, f.url).toBe(f.url.startsWith('/kn/') ? 'kn-in' : f.url.startsWith('/hi/') ? 'hi-in' : 'en-in');
  });

  it('reads a Kannada or Hindi page by its English route: the directory filter pages, the later directory pages and the search page are left out, types as in English', () => {
    expect(fragments.filter((f) => f.language !== 'en-in').map((f) => f.url).sort()).toEqual(['/hi/mainservice/urology/', '/kn/', '/kn/mainservice/urology/', '/kn/ourdoctor/dr-arjun-hegde/']);
    const byUrl = Object.fromEntries(fragments.map((f) => [f.url, f]));
    expect(byUrl['/kn/ourdoctor/dr-arjun-hegde/']!.meta).toMatchObject({ title: 'ಡಾ. ಅರ್ಜುನ್ ಹೆಗ್ಡೆ', type: 'doctor' });
    expect(byUrl['/kn/mainservice/urology/']!.filters.type).toEqual(['department']);
    expect(byUrl['/hi/mainservice/urology/']!.meta.type).toBe('department');
    expect(byUrl['/kn/']!.meta.type).toBe('page');
  });
});
