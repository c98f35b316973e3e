/**
 * Imports go one way. Every import of every source file in app/, views/,
 * components/, islands/, lib/ and scripts/ (import, import type, export … from
 * and import(), as the TypeScript compiler's own scanner reads them), resolved
 * as tsconfig.json's paths ('@/…') and relative paths resolve. The test fails on
 * - an import cycle, type-only imports included (a cycle of types is still two
 *   files that cannot be understood, moved or tested one without the other);
 * - an import that goes the wrong way between layers (LAYERS below);
 * - a local import that resolves to no file, so a change of layout cannot make
 *   the check quietly see nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The folders whose files are read; tests/ may import anything and is not read. */
const SOURCE_FOLDERS = ['app', 'views', 'components', 'islands', 'lib', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;

/** Code only tools run: the steps of `npm run build`, the bench, the live preview. Never part of a page or of the browser's code. */
const TOOLS = ['lib/build/', 'lib/bench/', 'lib/dev/'];
/** What reads content/ or writes a page's head: server work, never shipped in an island. */
const SERVER_ONLY = ['lib/content/', 'lib/seo/'];

interface Layer {
  /** A folder prefix; a file belongs to the first layer whose folder it is in. */
  folder: string;
  /** What it is, and so why it may import what it may. */
  is: string;
  /** The folder prefixes its files may import. */
  may: string[];
  /** Prefixes inside `may` that are still out of bounds. */
  mayNot?: string[];
}

/**
 * The layers, most specific folder first. Nothing lists scripts/ (entry
 * points, which run when imported) but scripts/ itself, and nothing lists
 * tests/: what the site is made of never depends on its checks.
 */
export const LAYERS: Layer[] = [
  { folder: 'app/', is: "the routes: a page's params, metadata and view", may: ['app/', 'views/', 'components/', 'lib/'], mayNot: TOOLS },
  {
    folder: 'views/',
    is: 'the pages in three languages, made of components (and of the markup islands share, islands/parts/)',
    may: ['views/', 'components/', 'islands/', 'lib/'],
    mayNot: TOOLS,
  },
  {
    folder: 'components/',
    is: 'server-rendered HTML; it places islands and renders the markup they share (islands/parts/)',
    may: ['components/', 'islands/', 'lib/'],
    mayNot: TOOLS,
  },
  { folder: 'islands/', is: "the browser's code: bundled for the browser, so only itself and shared rules", may: ['islands/', 'lib/'], mayNot: [...TOOLS, ...SERVER_ONLY] },
  { folder: 'lib/build/', is: 'the steps of npm run build; the island seam speaks the protocol of islands/runtime/', may: ['lib/', 'islands/runtime/'] },
  { folder: 'lib/bench/', is: "npm run bench's budgets and measurements; it finds a page's first screen by the rule of islands/runtime/", may: ['lib/', 'islands/runtime/'] },
  { folder: 'lib/dev/', is: "the live preview's parts", may: ['lib/'] },
  { folder: 'lib/', is: 'rules, content and words shared by the layers above, without tool code, which a page render must not load', may: ['lib/'], mayNot: TOOLS },
  { folder: 'scripts/', is: "the npm scripts' entry points", may: ['scripts/', 'lib/'] },
];

/**
 * TEMPORARY, to be emptied: cycles known and being fixed on another branch,
 * each listed by its files exactly. The test fails once a listed cycle is gone
 * (or has changed), so an entry cannot outlive its reason: delete it then.
 */
export const CYCLES_BEING_FIXED: string[][] = [];

/** The import specifiers of a source text: static, type-only, export … from, import() and require(). */
export function specifiersOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

type Aliases = [prefix: string, targets: string[]][];

/** tsconfig.json's `paths`, as prefix → target prefixes relative to the root ('@/*' → ['./*'] becomes '@/' → ['']). */
export function aliasesOf(tsconfigText: string): Aliases {
  const { config, error } = ts.parseConfigFileTextToJson('tsconfig.json', tsconfigText);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const paths = (config.compilerOptions?.paths ?? {}) as Record<string, string[]>;
  const baseUrl = path.posix.normalize(config.compilerOptions?.baseUrl ?? '.');
  return Object.entries(paths).map(([pattern, targets]) => [
    pattern.replace(/\*$/, ''),
    targets.map((t) => path.posix.join(baseUrl, t.replace(/\*$/, '')).replace(/^\.\/?/, '')),
  ]);
}

const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '.mts', '.mjs', '/index.ts', '/index.tsx'];

/** The file (root-relative, with /) an import of `from` names; null for a package; undefined when a local import names no file. */
export function resolveImport(from: string, specifier: string, aliases: Aliases, isFile: (file: string) => boolean): string | null | undefined {
  let bases: string[];
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  if (specifier.startsWith('.')) bases = [path.posix.join(path.posix.dirname(from), specifier)];
  else if (alias) bases = alias[1].map((target) => path.posix.join(target, specifier.slice(alias[0].length)));
  else return null;
  for (const base of bases) for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  return undefined;
}

export interface ImportGraph {
  edges: Map<string, string[]>;
  unresolved: string[];
}

/** Every file's local imports, resolved; `sources` maps a root-relative path to its text. */
export function importGraph(sources: Map<string, string>, aliases: Aliases, isFile: (file: string) => boolean): ImportGraph {
  const edges = new Map<string, string[]>();
  const unresolved: string[] = [];
  for (const [file, text] of sources) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(text)) {
      const target = resolveImport(file, specifier, aliases, isFile);
      if (target === undefined) unresolved.push(`${file} imports '${specifier}', which names no file`);
      else if (target !== null) targets.add(target);
    }
    edges.set(file, [...targets].sort());
  }
  return { edges, unresolved };
}

/** The layer a file belongs to, or undefined. */
export function layerOf(file: string, layers = LAYERS): Layer | undefined {
  return layers.find((l) => file.startsWith(l.folder));
}

/** Each import that goes the wrong way, in words. */
export function wrongWayImports(graph: ImportGraph, layers = LAYERS): string[] {
  const wrong: string[] = [];
  for (const [file, targets] of graph.edges) {
    const layer = layerOf(file, layers);
    if (!layer) {
      wrong.push(`${file} is in no layer: add its folder to LAYERS`);
      continue;
    }
    for (const target of targets) {
      const forbidden = layer.mayNot?.find((p) => target.startsWith(p));
      if (!forbidden && layer.may.some((p) => target.startsWith(p))) continue;
      wrong.push(
        `${file} imports ${target}: ${layer.folder} (${layer.is}) may import ${layer.may.join(', ')}${layer.mayNot ? ` but not ${layer.mayNot.join(', ')}` : ''}`,
      );
    }
  }
  return wrong;
}

/** The strongly connected components of more than one file (or a file importing itself), each sorted (Tarjan's algorithm). */
export function cyclesOf(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One way round a cycle, from its first file back to it ("a → b → a"), for the message. */
export function cyclePath(component: string[], edges: Map<string, string[]>): string {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of edges.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const way = [start];
        for (let at: string | undefined = v; at !== undefined && at !== start; at = cameFrom.get(at)) way.splice(1, 0, at);
        return [...way, start].join(' → ');
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return component.join(' ↔ ');
}

/** The cycles in words, apart from those being fixed; and the entries of `beingFixed` that no longer match a cycle. */
export function cycleProblems(graph: ImportGraph, beingFixed = CYCLES_BEING_FIXED): { cycles: string[]; staleExceptions: string[] } {
  const key = (files: string[]) => [...files].sort().join(' ');
  const allowed = new Set(beingFixed.map(key));
  const components = cyclesOf(graph.edges);
  const present = new Set(components.map(key));
  return {
    cycles: components.filter((c) => !allowed.has(key(c))).map((c) => `import cycle: ${cyclePath(c, graph.edges)}`),
    staleExceptions: beingFixed
      .filter((files) => !present.has(key(files)))
      .map((files) => `CYCLES_BEING_FIXED lists ${files.join(', ')}, which is no longer a cycle of exactly these files: delete the entry`),
  };
}

const root = process.cwd();

function sourcesOnDisk(): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (SOURCE_FILE.test(entry.name)) sources.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
    }
  };
  for (const folder of SOURCE_FOLDERS) walk(folder);
  return sources;
}

const isFileOnDisk = (file: string) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile() ?? false;

describe('the import check itself', () => {
  const aliases = aliasesOf('{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }');
  const graphOf = (files: Record<string, string>) => {
    const sources = new Map(Object.entries(files));
    return importGraph(sources, aliases, (file) => sources.has(file));
  };

  it('reads every kind of import and resolves @/ and relative paths', () => {
    const graph = graphOf({
      'lib/a.ts': "import { b } from './b';\nimport type { C } from '@/lib/c';\nexport { d } from '../lib/d/index';\nconst e = () => import('@/lib/e');\nimport 'react';",
      'lib/b.ts': '',
      'lib/c.tsx': '',
      'lib/d/index.ts': '',
      'lib/e.ts': '// import { x } from "./nowhere"',
    });
    expect(graph.edges.get('lib/a.ts')).toEqual(['lib/b.ts', 'lib/c.tsx', 'lib/d/index.ts', 'lib/e.ts']);
    expect(graph.unresolved).toEqual([]);
    expect(graphOf({ 'lib/a.ts': "import { x } from '@/lib/gone';" }).unresolved).toEqual(["lib/a.ts imports '@/lib/gone', which names no file"]);
  });

  it('finds a cycle, also one made of type imports, and names a way round it', () => {
    const graph = graphOf({
      'islands/a.tsx': "import type { B } from './parts/b';",
      'islands/parts/b.tsx': "import { c } from './c';",
      'islands/parts/c.tsx': "import type { A } from '../a';",
      'islands/d.tsx': "import { c } from './parts/c';",
    });
    expect(cycleProblems(graph, []).cycles).toEqual(['import cycle: islands/a.tsx → islands/parts/b.tsx → islands/parts/c.tsx → islands/a.tsx']);
    expect(cycleProblems(graphOf({ 'lib/a.ts': "import { a } from './a';" }), []).cycles).toEqual(['import cycle: lib/a.ts → lib/a.ts']);
  });

  it('lets a cycle being fixed pass only while it exists as listed', () => {
    const graph = graphOf({ 'lib/a.ts': "import { b } from './b';", 'lib/b.ts': "import type { A } from './a';" });
    expect(cycleProblems(graph, [['lib/b.ts', 'lib/a.ts']])).toEqual({ cycles: [], staleExceptions: [] });
    expect(cycleProblems(graphOf({ 'lib/a.ts': '' }), [['lib/a.ts', 'lib/b.ts']]).staleExceptions).toHaveLength(1);
  });

  it('finds imports that go the wrong way between layers', () => {
    const graph = graphOf({
      'islands/search.tsx': "import { Links } from '@/components/links';\nimport { ok } from '@/lib/ok';",
      'components/links.tsx': "import { Chip } from '@/islands/search';",
      'lib/seo.ts': "import { WIDTH } from './build/og';",
      'lib/build/og.ts': "import { ok } from '../ok';",
      'lib/ok.ts': "import { main } from '../scripts/main';",
      'scripts/main.ts': "import { helper } from '../tests/helper';",
      'tests/helper.ts': '',
      'other/x.ts': '',
    });
    expect(wrongWayImports(graph).map((w) => w.split(':')[0])).toEqual([
      'islands/search.tsx imports components/links.tsx',
      'lib/seo.ts imports lib/build/og.ts',
      'lib/ok.ts imports scripts/main.ts',
      'scripts/main.ts imports tests/helper.ts',
      'tests/helper.ts is in no layer',
      'other/x.ts is in no layer',
    ]);
  });
});

describe('the imports of app/, views/, components/, islands/, lib/ and scripts/', () => {
  const sources = sourcesOnDisk();
  const graph = importGraph(sources, aliasesOf(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')), isFileOnDisk);

  it('are read (every local import names a file)', () => {
    expect(sources.size).toBeGreaterThan(100);
    expect([...graph.edges.values()].flat().length).toBeGreaterThan(sources.size);
    expect(graph.unresolved).toEqual([]);
  });

  it('go the right way between layers', () => {
    expect(wrongWayImports(graph)).toEqual([]);
  });

  it('form no cycle', () => {
    const { cycles, staleExceptions } = cycleProblems(graph);
    expect(cycles).toEqual([]);
    expect(staleExceptions).toEqual([]);
  });
});
