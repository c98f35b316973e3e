/**
 * `npm run report:js`: the JavaScript each kind of page loads, counted from the
 * build (every <script src> of the page, gzip-compressed as a CDN would send it).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { discoverPages } from '../lib/build/pages';

const out = process.argv[2] ?? 'out';
const kinds: [string, RegExp][] = [
  ['home', /^\/$/],
  ['about', /^\/about\/$/],
  ['our doctors', /^\/ourdoctor\/$/],
  ['doctor profile', /^\/ourdoctor\/[^/]+\/$/],
  ['department', /^\/mainservice\/[^/]+\/$/],
  ['departments index', /^\/mainservice\/$/],
  ['blog listing', /^\/blog\/(page\/\d+\/)?$/],
  ['article', /^\/blog\/[^/]+\/$/],
  ['contact', /^\/contact\/$/],
  ['gallery', /^\/gallery\/$/],
  ['services', /^\/services\/([^/]+\/)?$/],
  // without Pagefind's own files, which load only once the visitor starts to search
  ['search', /^\/search\/$/],
];
const gz = new Map<string, number>();
const sizeOf = (src: string) => {
  if (!gz.has(src)) gz.set(src, zlib.gzipSync(fs.readFileSync(path.join(out, src.replace(/^\/[^_]*?(?=\/_next\/)/, '')))).length);
  return gz.get(src)!;
};
const rows: { kind: string; page: string; kb: number }[] = [];
for (const page of discoverPages(out)) {
  const kind = kinds.find(([, re]) => re.test(page))?.[0];
  if (!kind) continue;
  const html = fs.readFileSync(path.join(out, page, 'index.html'), 'utf8');
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!))];
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => !/ld\+json/.test(m[0])).reduce((n, m) => n + zlib.gzipSync(m[1]!).length, 0);
  rows.push({ kind, page, kb: (scripts.reduce((n, s) => n + sizeOf(s), 0) + inline) / 1024 });
}
console.log('page type           pages  JS gzip KB (max)  (min)');
for (const [kind] of kinds) {
  const of = rows.filter((r) => r.kind === kind);
  if (of.length === 0) continue;
  const max = Math.max(...of.map((r) => r.kb));
  const min = Math.min(...of.map((r) => r.kb));
  console.log(`${kind.padEnd(20)}${String(of.length).padStart(5)}  ${max.toFixed(1).padStart(15)}  ${min.toFixed(1).padStart(6)}`);
}
