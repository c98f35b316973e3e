/** `npm run content:check`: validates all of content/ and lists every problem found. */
import { formatProblem, loadContent } from '../lib/content/load';

const { content, problems } = loadContent();
if (problems.length > 0 || !content) {
  console.error(`content:check found ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const p of problems) console.error('  ' + formatProblem(p));
  process.exit(1);
}
const services = content.departments.reduce((n, d) => n + d.services.length, 0);
console.log(
  `content:check ok: ${content.departments.length} departments (${services} services), ${content.doctors.length} doctors, ` +
    `${content.articles.length} articles, ${content.gallery.images.length} gallery pictures`,
);
