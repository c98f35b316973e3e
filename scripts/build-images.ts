/**
 * `npm run images`: makes the WebP variants of every picture that content refers to, the Open Graph pictures
 * and the site's icons (favicon.ico, the SVG, Apple touch and app icons, from the logo) into public/
 * (lib/routes assetPaths names their folders).
 */
import path from 'node:path';
import { PictureBuildError, buildImages } from '../lib/build/images';
import { buildSiteIcons } from '../lib/build/icons';
import { buildOgImage } from '../lib/build/og';
import { checkContent } from '../lib/content/check';
import { countProblems, formatProblems } from '../lib/content/problems';
import { contentDir } from '../lib/content/read';
import { findPictures } from '../lib/content/integrity';
import { siteColours } from '../lib/palette';
import { assetPaths, outputPath } from '../lib/routes';
import { argFlag } from '../lib/args.mjs';

async function main() {
  // The same checks as content:check, so a bad picture stops here with a plain message, not a stack trace.
  const { content, problems } = await checkContent(contentDir());
  if (!content) {
    console.error(`images: stopped, the content has ${countProblems(problems)}:\n`);
    console.error(formatProblems(problems));
    process.exit(1);
  }
  const force = argFlag('force');
  const images = path.join(contentDir(), 'images');
  const started = Date.now();
  const result = await buildImages({
    imagesDir: images,
    publicDir: path.join(process.cwd(), 'public'),
    sources: findPictures(content).map((p) => p.src),
    force,
  });
  // Open Graph pictures: one per department, doctor and article, and one for every other page.
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
        force,
      }).catch((error: unknown) => {
        throw new PictureBuildError(job.src, error);
      })
    )
      og++;
  // The icons of every page (browser tab, bookmarks, home screen), drawn from the logo in the palette's colours.
  const logo = content.site.logo.src;
  const icons = await buildSiteIcons({
    logo: path.join(images, logo),
    publicDir: path.join(process.cwd(), 'public'),
    colours: siteColours(),
    // drawn again when the palette or the way icons are drawn changes, not only the logo
    dependsOn: ['app/globals.css', 'lib/site-icons.ts', 'lib/build/icons.ts'].map((f) => path.join(process.cwd(), f)),
    force,
  }).catch((error: unknown) => {
    throw new PictureBuildError(logo, error);
  });
  console.log(
    `images: ${result.sources} pictures, ${result.written} variants written, ${result.kept} up to date, ${og} of ${jobs.length} Open Graph pictures written, site icons ${icons ? 'written' : 'up to date'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/** Settles when the step is done (scripts/build.ts runs the steps of `npm run build` in one process). */
export const done = main().catch((error: unknown) => {
  console.error(`images: ${error instanceof PictureBuildError ? error.message : `stopped: ${error instanceof Error ? error.message : String(error)}`}`);
  process.exit(1);
});
