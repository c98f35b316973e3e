/**
 * `npm run content:check`: validates all of content/ and its pictures, and
 * lists every problem found, grouped by file, in words an editor can act on.
 */
import { contentDir, countProblems, formatProblems, loadContent, mergeProblems } from '../lib/content/load';
import { checkPictures } from '../lib/content/pictures';

async function main() {
  const { content, problems: found } = loadContent();
  const problems = mergeProblems(found, await checkPictures(contentDir()));
  if (problems.length > 0 || !content) {
    console.error(`content:check found ${countProblems(problems)}:\n`);
    console.error(formatProblems(problems));
    process.exit(1);
  }
  const services = content.departments.reduce((n, d) => n + d.services.length, 0);
  console.log(
    `content:check ok: ${content.departments.length} departments (${services} services), ${content.doctors.length} doctors, ` +
      `${content.articles.length} articles, ${content.gallery.images.length} gallery pictures`,
  );
}

void main();
