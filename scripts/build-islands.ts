/**
 * After `next build` (npm run build:islands): bundles the browser code of
 * islands/ into out/_islands/ and turns every exported page into an island
 * page (lib/build/islands.ts): Next's runtime out, the site script's starter,
 * and speculation rules in. Then deletes what nothing loads any more: Next's
 * script files and its RSC payload files (.txt beside each page).
 * Usage: tsx scripts/build-islands.ts [--dir out]   (BASE_PATH as for the build)
 */
import fs from 'node:fs';
import path from 'node:path';
import { bundleIslands, siteStarterCode } from '../lib/build/bundle-islands';
import { fontFaceCss, pageStylesheet } from '../lib/build/css';
import { LANGUAGE_NAMES_FONT } from '../lib/fonts';
import { buildDir } from '../lib/build/cli';
import { IslandPageError, speculationRules, toIslandPage } from '../lib/build/islands';
import { htmlFilesOf } from '../lib/build/pages';
import { assetPaths, basePath, href, likelyNextPatterns, outputPath } from '../lib/routes';

async function main() {
const out = path.resolve(buildDir());
const islandsFolder = path.join(out, outputPath(assetPaths.islands()));
const bundle = await bundleIslands(islandsFolder);
const url = (file: string) => href(`${assetPaths.islands()}${file.replace(/^\.\//, '')}`);
const known = new Set(Object.keys(bundle.manifest.islands));
const styles = new Map<string, string>();
const languageNameFaces = fontFaceCss(
  LANGUAGE_NAMES_FONT.family,
  LANGUAGE_NAMES_FONT.weight,
  bundle.languageNameFaces.map((f) => ({ url: url(f.file), unicodeRange: f.unicodeRange })),
);
const parts = {
  siteStarter: await siteStarterCode(url(bundle.siteScript)),
  speculationRules: speculationRules(likelyNextPatterns()),
  known,
  reactIslands: new Set(Object.entries(bundle.manifest.islands).filter(([, files]) => !files.dom).map(([name]) => name)),
  css: (sheet: string) => {
    const file = path.join(out, sheet.slice(basePath.length));
    if (!sheet.startsWith(`${basePath}/`) || !fs.existsSync(file)) throw new Error(`build:islands: no stylesheet ${sheet} in ${out}`);
    // Tailwind's output made cheaper to apply, and the switcher's faces declared (lib/build/css.ts): the same text on every page, one CSP hash
    if (!styles.has(file)) styles.set(file, pageStylesheet(fs.readFileSync(file, 'utf8')) + languageNameFaces);
    return styles.get(file)!;
  },
};

const counts = new Map<string, number>();
let pages = 0;
try {
  for (const { file, sitePath } of htmlFilesOf(out)) {
    const { html, islands } = toIslandPage(fs.readFileSync(file, 'utf8'), sitePath, parts);
    fs.writeFileSync(file, html);
    pages++;
    for (const i of islands) counts.set(i.name, (counts.get(i.name) ?? 0) + 1);
  }
} catch (error) {
  if (error instanceof IslandPageError) {
    console.error(`build:islands: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
if (pages === 0) throw new Error(`build:islands: no HTML files in ${out}; run next build first`);

// What Next wrote for its runtime and client router, which no page loads now.
let removed = 0;
const sweep = (dir: string, inNext: boolean) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== islandsFolder) sweep(full, inNext || (dir === out && entry.name === '_next'));
    } else if ((inNext && entry.name.endsWith('.js')) || (!inNext && (entry.name === 'index.txt' || /^__next\..*\.txt$/.test(entry.name)))) {
      fs.rmSync(full);
      removed++;
    }
  }
};
sweep(out, false);

const kb = (files: string[]) => (files.reduce((n, f) => n + fs.statSync(path.join(islandsFolder, f)).size, 0) / 1024).toFixed(1);
console.log(
  `build:islands: ${pages} pages without Next's runtime; ${bundle.files.length} files in ${path.relative(process.cwd(), islandsFolder)}/ (${kb(bundle.files)} KB before compression); ${removed} runtime files removed; islands used: ${[...counts].map(([n, c]) => `${n} ×${c}`).join(', ')}`,
);
}

/** Settles when the step is done (scripts/build.ts runs the steps of `npm run build` in one process). */
export const done = main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
