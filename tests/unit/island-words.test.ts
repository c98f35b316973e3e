/**
 * Each language's words live in its own folder (lib/i18n/en/, kn/, hi/), and
 * an island carries its page's language alone: bundled as the build bundles
 * them (esbuild, code splitting), no island reaches a dictionary of the
 * server (a ui.ts) or the words of Kannada or Hindi by a static import; those
 * come in chunks of their own, one language each, fetched with import() on
 * that language's pages only.
 */
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { islandFiles, staticImports } from '@/lib/build/bundle-islands';
import { TRANSLATIONS, type Language } from '@/lib/i18n/languages';

const root = process.cwd();
const I18N = 'lib/i18n/';

/** The language folder a source file of the bundle belongs to, if any. */
function languageOf(input: string): Language | undefined {
  const m = /^lib\/i18n\/(en|kn|hi)\//.exec(input);
  return m?.[1] as Language | undefined;
}

/** The source files esbuild put into an output. */
const inputsOf = (meta: Metafile, output: string) => Object.keys(meta.outputs[output]!.inputs);

describe('the islands carry their page language alone', () => {
  let meta: Metafile;
  let entries: Map<string, string>;

  beforeAll(async () => {
    const found = islandFiles(root);
    const result = await build({
      entryPoints: Object.fromEntries([...found].map(([name, { file }]) => [name, file])),
      absWorkingDir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      jsx: 'automatic',
      outdir: path.join(root, 'out-test-island-words'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    meta = result.metafile;
    // an island's output, by the island's name (an import() target is an entry point of esbuild's too)
    const islandOf = new Map([...found].map(([name, { file }]) => [path.relative(root, file).split(path.sep).join('/'), name]));
    entries = new Map(Object.entries(meta.outputs).flatMap(([file, o]) => (o.entryPoint && islandOf.has(o.entryPoint) ? [[islandOf.get(o.entryPoint)!, file]] : [])));
    expect([...entries.keys()].sort()).toEqual([...found.keys()].sort());
  }, 60_000);

  it('bundles some of each language, so the checks below look at something', () => {
    const languages = new Set(Object.keys(meta.inputs).map(languageOf));
    expect([...languages].filter(Boolean).sort()).toEqual(['en', 'hi', 'kn']);
  });

  it('reaches no ui.ts: the interface dictionaries stay on the server', () => {
    const dictionaries = Object.keys(meta.inputs).filter((i) => i.startsWith(I18N) && path.basename(i) === 'ui.ts');
    expect(dictionaries).toEqual([]);
  });

  it.each([...TRANSLATIONS])('keeps the %s words in chunks of their own: no other language in them or in what they import', (lang) => {
    const holding = Object.keys(meta.outputs).filter((o) => inputsOf(meta, o).some((i) => languageOf(i) === lang));
    expect(holding.length).toBeGreaterThan(0);
    for (const output of holding) {
      expect(inputsOf(meta, output).filter((i) => !i.startsWith(`${I18N}${lang}/`)), output).toEqual([]);
      const loaded = [output, ...staticImports(meta, output)].flatMap((o) => inputsOf(meta, o));
      expect(loaded.filter((i) => ![undefined, 'en', lang].includes(languageOf(i))), output).toEqual([]);
    }
  });

  it('loads no Kannada or Hindi word with an island itself: only import() reaches them', () => {
    for (const [island, output] of entries) {
      const loaded = [output, ...staticImports(meta, output)].flatMap((o) => inputsOf(meta, o));
      expect(loaded.filter((i) => (TRANSLATIONS as readonly string[]).includes(languageOf(i) ?? '')), island).toEqual([]);
    }
  });
});
