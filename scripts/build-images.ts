/** `npm run images`: makes the WebP variants of every picture that content refers to, and the Open Graph pictures, into public/ (lib/routes assetPaths names their folders). */
import path from 'node:path';
import { buildImages } from '../lib/build/images';
import { buildOgImage } from '../lib/build/og';
import { contentDir, formatProblem, loadContent } from '../lib/content/load';
import { findPictures } from '../lib/content/integrity';
import { assetPaths, outputPath } from '../lib/routes';

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
})
  .then(async (result) => {
    // Open Graph pictures: one per department, doctor and article, and one for every other page.
    const images = path.join(contentDir(), 'images');
    const jobs = [
      { kind: 'site', slug: 'default', src: content.home.slides[0]!.large.src },
      ...content.departments.map((d) => ({ kind: 'department', slug: d.slug, src: d.picture.src })),
      ...content.doctors.map((d) => ({ kind: 'doctor', slug: d.id, src: d.photo.src })),
      ...content.articles.map((a) => ({ kind: 'article', slug: a.slug, src: a.picture.src })),
    ];
    let og = 0;
    for (const job of jobs)
      if (
        await buildOgImage({
          source: path.join(images, job.src),
          logo: path.join(images, content.site.logo.src),
          target: path.join(process.cwd(), 'public', outputPath(assetPaths.ogPicture(job.kind, job.slug))),
          portrait: job.kind === 'doctor',
          force: process.argv.includes('--force'),
        })
      )
        og++;
    return { ...result, og, ogTotal: jobs.length };
  })
  .then((result) =>
  console.log(`images: ${result.sources} pictures, ${result.written} variants written, ${result.kept} up to date, ${result.og} of ${result.ogTotal} Open Graph pictures written (${((Date.now() - started) / 1000).toFixed(1)} s)`),
);
