/**
 * Bundles the browser code with esbuild: each island of islands/ on its own,
 * React and other shared code in chunks they share (cached once for the whole
 * site), and the site script, which carries the manifest of those files.
 * Every file name carries a content hash.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import type { IslandFiles, IslandManifest } from '../../islands/runtime/loader';
import { basePath, siteOrigin } from '../routes';
import { writeLanguageNameFonts, type LanguageNameFace } from './language-names-font';

export const ISLANDS_DIR = 'islands';
/** The bundle's own record of its files, beside them in the build folder. */
export const MANIFEST_FILE = 'manifest.json';

export function readBundleManifest(islandsFolder: string): BundleResult {
  return JSON.parse(fs.readFileSync(path.join(islandsFolder, MANIFEST_FILE), 'utf8')) as BundleResult;
}
/** Files of islands/ that are not islands. */
const NOT_ISLANDS = new Set(['registry.ts']);

/** An island's file: `name.tsx` for a React island, `name.ts` for a DOM island (islands/registry.ts). */
const ISLAND_FILE = /^(?<name>[^.]+)\.(?<ext>tsx|ts)$/;

/** The islands' files at the top of islands/, by the name the registry gives them. */
export function islandFiles(root = process.cwd()): Map<string, { file: string; dom: boolean }> {
  const found = new Map<string, { file: string; dom: boolean }>();
  for (const e of fs.readdirSync(path.join(root, ISLANDS_DIR), { withFileTypes: true })) {
    const m = ISLAND_FILE.exec(e.name);
    if (!e.isFile() || !m || NOT_ISLANDS.has(e.name)) continue;
    const { name, ext } = m.groups as { name: string; ext: string };
    if (found.has(name)) throw new Error(`bundle: islands/${name}.ts and islands/${name}.tsx: an island is one file`);
    found.set(name, { file: path.join(root, ISLANDS_DIR, e.name), dom: ext === 'ts' });
  }
  return found;
}

/** The islands: one file each at the top of islands/, named as the registry names it. */
export function islandNames(root = process.cwd()): string[] {
  return [...islandFiles(root).keys()].sort();
}

const COMMON = {
  bundle: true,
  format: 'esm',
  minify: true,
  // the browsers the site supports: module scripts and dynamic import
  target: ['es2020', 'chrome91', 'firefox90', 'safari15'] as string[],
  jsx: 'automatic',
  define: {
    'process.env.NODE_ENV': '"production"',
    // lib/routes.ts reads these; the browser gets the build's values, as Next inlines NEXT_PUBLIC_ variables
    'process.env.NEXT_PUBLIC_BASE_PATH': JSON.stringify(basePath),
    'process.env.BASE_PATH': JSON.stringify(basePath),
    'process.env.SITE_URL': JSON.stringify(siteOrigin()),
    'process.env': '{}',
  },
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
} as const;

/**
 * The inline code that starts the site script (islands/site/start.ts), with
 * its URL written in: a classic script, the same text on every page of a
 * build, so the policy allows it by one hash (lib/build/csp.ts).
 */
export async function siteStarterCode(siteScriptUrl: string, root = process.cwd()): Promise<string> {
  const result = await build({
    ...COMMON,
    stdin: {
      contents: `import { startSiteScript } from './start';\nstartSiteScript(${JSON.stringify(siteScriptUrl)});`,
      resolveDir: path.join(root, ISLANDS_DIR, 'site'),
      sourcefile: 'site-starter.ts',
      loader: 'ts',
    },
    format: 'iife',
    write: false,
    metafile: false,
    absWorkingDir: root,
  });
  const code = result.outputFiles[0]!.text.trim();
  // "</script" inside it would end the element early
  if (/<\/script/i.test(code)) throw new Error('bundle: the site starter contains "</script"');
  return code;
}

/** Every chunk an output can import later (import()), with what those import, transitively. */
export function lazyImports(metafile: Metafile, output: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of metafile.outputs[file]?.imports ?? []) {
      if (i.kind === 'dynamic-import') {
        found.add(i.path);
        for (const s of staticImports(metafile, i.path)) found.add(s);
      }
      walk(i.path);
    }
  };
  walk(output);
  return [...found].sort();
}

/** Every chunk an output imports statically, transitively (what must arrive before it runs). */
export function staticImports(metafile: Metafile, output: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    for (const i of metafile.outputs[file]?.imports ?? []) {
      if (i.kind !== 'import-statement' || seen.has(i.path)) continue;
      seen.add(i.path);
      walk(i.path);
    }
  };
  walk(output);
  return [...seen].sort();
}

export interface BundleResult {
  /** The site script's file name inside the output folder. */
  siteScript: string;
  manifest: IslandManifest;
  /** For each island, the chunks it can fetch later by itself (the carousel's engine, the popup's form). */
  lazy: Record<string, string[]>;
  /** Every file written, relative to the output folder. */
  files: string[];
  /** The language switcher's font files beside the script, for the stylesheet's @font-face (lib/build/css.ts). */
  languageNameFaces: LanguageNameFace[];
}

/** Bundles islands/ into `outDir` (emptied first). */
export async function bundleIslands(outDir: string, root = process.cwd()): Promise<BundleResult> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const found = islandFiles(root);
  const names = [...found.keys()].sort();
  const entryPoints: Record<string, string> = { hydrate: path.join(root, ISLANDS_DIR, 'runtime', 'hydrate.tsx') };
  for (const name of names) entryPoints[name] = found.get(name)!.file;
  const islands = await build({
    ...COMMON,
    entryPoints,
    splitting: true,
    outdir: outDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    absWorkingDir: root,
  });
  const meta = islands.metafile!;
  const rel = (file: string) => `./${path.relative(outDir, path.resolve(root, file)).split(path.sep).join('/')}`;
  /** The file esbuild wrote for an entry point. */
  const outputOf = (entry: string): string => {
    const source = path.relative(root, entryPoints[entry]!).split(path.sep).join('/');
    const output = Object.keys(meta.outputs).find((o) => meta.outputs[o]!.entryPoint === source);
    if (!output) throw new Error(`bundle: esbuild wrote no file for ${source}`);
    return output;
  };
  const filesOf = (entry: string): IslandFiles => {
    const output = outputOf(entry);
    return { file: rel(output), imports: staticImports(meta, output).map(rel) };
  };
  const islandEntry = (name: string): IslandFiles => (found.get(name)!.dom ? { ...filesOf(name), dom: true } : filesOf(name));
  const manifest: IslandManifest = { runtime: filesOf('hydrate'), islands: Object.fromEntries(names.map((n) => [n, islandEntry(n)])) };
  const lazy = Object.fromEntries(names.map((n) => [n, lazyImports(meta, outputOf(n)).map(rel)]));
  const site = await build({
    ...COMMON,
    entryPoints: { site: path.join(root, ISLANDS_DIR, 'site', 'index.ts') },
    outdir: outDir,
    entryNames: '[name]-[hash]',
    define: { ...COMMON.define, ISLAND_FILES: JSON.stringify(manifest) },
    // the web fonts the site script loads (islands/site/fonts.ts), copied beside it under hashed names
    loader: { '.woff2': 'file' },
    assetNames: '[name]-[hash]',
    absWorkingDir: root,
  });
  const siteOutputs = Object.keys(site.metafile!.outputs);
  const siteOutput = siteOutputs.find((o) => site.metafile!.outputs[o]!.entryPoint);
  if (!siteOutput) throw new Error('bundle: esbuild wrote no site script');
  // the language switcher's font, made here from LANGUAGE_NAMES (lib/build/language-names-font.ts)
  const languageNameFaces = await writeLanguageNameFonts(outDir, root);
  const files = [...[...Object.keys(meta.outputs), ...siteOutputs].map((f) => rel(f).slice(2)), ...languageNameFaces.map((f) => f.file)];
  const result: BundleResult = { siteScript: rel(siteOutput).slice(2), manifest, lazy, files, languageNameFaces };
  // for the byte counts of lib/build/js-size.ts and the tests; no page loads it
  fs.writeFileSync(path.join(outDir, MANIFEST_FILE), JSON.stringify(result, null, 1));
  return result;
}
