import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { deferredSources } from './defer-scripts';
import { discoverPages } from './pages';
import { pageFile } from '../routes';

/**
 * The JavaScript a page makes a modern browser download, counted from the
 * build and gzip-compressed as a CDN sends it:
 * - every `<script src>` of the page except `noModule` ones (Next's legacy
 *   polyfills, which browsers with ES modules never fetch), and every file
 *   the page's loader adds after `load` (lib/build/defer-scripts.ts), and
 * - every chunk those scripts can load later (client islands imported on
 *   demand), followed transitively through the chunk files.
 * Inline scripts are counted apart: they are the React Server Components
 * payload and the CSP-hashed helpers, sent inside the HTML document.
 */
export interface PageJs {
  page: string;
  /** gzip bytes of the script files the page loads or can load (start + onDemand). */
  files: number;
  /** gzip bytes of the script files named in the page itself. */
  start: number;
  /** gzip bytes of the chunks those can import later (islands' code fetched on demand). */
  onDemand: number;
  /** gzip bytes of the page's inline scripts (JSON-LD excluded: it is data, not script). */
  inline: number;
  chunks: string[];
}

/** "/hospital-site/_next/static/…" → "/_next/static/…": assets live under _next/ in the build folder. */
const withoutBasePath = (src: string) => src.replace(/^.*?(?=\/_next\/)/, '');

const chunkRef = /(?:\/_next\/)?static\/chunks\/[A-Za-z0-9_.~-]+\.js/g;

export function createJsCounter(outDir = 'out') {
  const root = path.resolve(outDir);
  const gz = new Map<string, number>();
  const refs = new Map<string, string[]>();
  /** "/_next/static/chunks/x.js", with or without a base path in front → gzip bytes. */
  const sizeOf = (src: string) => {
    const asset = withoutBasePath(src);
    if (!gz.has(asset)) gz.set(asset, zlib.gzipSync(fs.readFileSync(path.join(root, asset)), { level: 9 }).length);
    return gz.get(asset)!;
  };
  const referencedBy = (asset: string) => {
    if (!refs.has(asset)) {
      const text = fs.readFileSync(path.join(root, asset), 'utf8');
      refs.set(asset, [...new Set([...text.matchAll(chunkRef)].map((m) => `/_next/${m[0].replace(/^\/?(_next\/)?/, '')}`))]);
    }
    return refs.get(asset)!;
  };

  function countPage(page: string): PageJs {
    const html = fs.readFileSync(path.join(root, pageFile(page)), 'utf8');
    const start = [
      ...[...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)].filter((m) => !/\bnomodule\b/i.test(`${m[1]} ${m[3]}`)).map((m) => m[2]!),
      ...deferredSources(html),
    ].map(withoutBasePath);
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const asset = queue.shift()!;
      if (seen.has(asset) || !asset.endsWith('.js')) continue;
      seen.add(asset);
      queue.push(...referencedBy(asset));
    }
    const chunks = [...seen];
    const startBytes = [...new Set(start)].reduce((n, c) => n + sizeOf(c), 0);
    const files = chunks.reduce((n, c) => n + sizeOf(c), 0);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/application\/ld\+json/.test(m[1]!))
      .reduce((n, m) => n + zlib.gzipSync(m[2]!, { level: 9 }).length, 0);
    return { page, files, start: startBytes, onDemand: files - startBytes, inline, chunks };
  }
  return { countPage, sizeOf };
}

/** Every page of a build with its JavaScript. */
export function jsOfPages(outDir = 'out'): PageJs[] {
  const { countPage } = createJsCounter(outDir);
  return discoverPages(outDir).map(countPage);
}
