/** `npm run images`: makes the WebP variants of every picture that content refers to, into public/_img. */
import path from 'node:path';
import { buildImages } from '../lib/build/images';
import { contentDir, formatProblem, loadContent } from '../lib/content/load';
import { findPictures } from '../lib/content/integrity';

const { content, problems } = loadContent();
if (!content) {
  for (const p of problems) console.error('  ' + formatProblem(p));
  process.exit(1);
}
const sources = findPictures(content).map((p) => p.src);
const started = Date.now();
buildImages({
  imagesDir: path.join(contentDir(), 'images'),
  publicDir: path.join(process.cwd(), 'public'),
  sources,
  force: process.argv.includes('--force'),
}).then((result) =>
  console.log(`images: ${result.sources} pictures, ${result.written} variants written, ${result.kept} up to date (${((Date.now() - started) / 1000).toFixed(1)} s)`),
);
