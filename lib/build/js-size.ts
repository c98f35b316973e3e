import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { filesNeeded } from '../../islands/runtime/loader';
import { readBundleManifest } from './bundle-islands';
import { inlineScripts } from './csp';
import { islandsOf } from './islands';
import { discoverPages } from './pages';
import { assetPaths, outputPath, pageFile } from '../routes';

/**
 * The JavaScript a page makes a browser download, counted from the build and
 * gzip-compressed as a CDN sends it. Pages carry no inline code but the
 * build's own (the speculation rules, the site script's starter); what they
 * load is the site script, plus, for each island on the page, the runtime
 * (React) and the island's own files, fetched when the island's moment comes
 * (islands/runtime/loader.ts):
 * - `start`: what every visit loads (the site script, and the islands that
 *   hydrate at load, whose files the page preloads);
 * - `onDemand`: what the page's other islands can add when they come into
 *   view or are used, and what islands fetch later by themselves (the
 *   carousel's engine), counted once (shared chunks are shared).
 */
export interface PageJs {
  page: string;
  /** gzip bytes of every script file the page loads or can load (start + onDemand). */
  files: number;
  start: number;
  onDemand: number;
  /** gzip bytes of the inline scripts the policy allows (the speculation rules and the site script's starter; data blocks such as JSON-LD and props aside). */
  inline: number;
  /** The files, as paths under the build folder ("/_islands/site-X.js"). */
  chunks: string[];
  /** The islands on the page, by name (repeats left out). */
  islands: string[];
}

export function createJsCounter(outDir = 'out') {
  const root = path.resolve(outDir);
  const folder = outputPath(assetPaths.islands());
  const bundle = readBundleManifest(path.join(root, folder));
  const asset = (file: string) => `/${folder}/${file.replace(/^\.\//, '')}`;
  const gz = new Map<string, number>();
  /** "/_islands/x.js", with or without a base path in front → gzip bytes. */
  const sizeOf = (src: string) => {
    const file = src.replace(/^.*?(?=\/_islands\/)/, '');
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(root, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const known = new Set(Object.keys(bundle.manifest.islands));

  function countPage(page: string): PageJs {
    const html = fs.readFileSync(path.join(root, pageFile(page)), 'utf8');
    const islands = islandsOf(html, page, known);
    const start = new Set([asset(bundle.siteScript)]);
    const later = new Set<string>();
    for (const { name, hydrate } of islands) {
      for (const f of filesNeeded(bundle.manifest, bundle.manifest.islands[name]!)) (hydrate === 'load' ? start : later).add(asset(f));
      for (const f of bundle.lazy[name] ?? []) later.add(asset(f));
    }
    for (const f of start) later.delete(f);
    const bytes = (files: Set<string>) => [...files].reduce((n, f) => n + sizeOf(f), 0);
    const inline = inlineScripts(html).reduce((n, text) => n + zlib.gzipSync(text, { level: 9 }).length, 0);
    return { page, start: bytes(start), onDemand: bytes(later), inline, files: bytes(start) + bytes(later), chunks: [...start, ...later], islands: [...new Set(islands.map((i) => i.name))] };
  }
  return { countPage, sizeOf };
}

/** Every page of a build with its JavaScript. */
export function jsOfPages(outDir = 'out'): PageJs[] {
  const { countPage } = createJsCounter(outDir);
  return discoverPages(outDir).map(countPage);
}
