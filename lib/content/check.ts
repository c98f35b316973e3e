/**
 * What `npm run content:check` prints for a content folder: every problem of
 * every file and picture, grouped by file, or a one-line summary when all is
 * well. Shared by the script and the test that keeps the editors' guide true.
 */
import { countProblems, formatProblems, loadContent, mergeProblems } from './load';
import { checkPictures } from './pictures';

export async function contentCheckReport(dir: string): Promise<{ ok: boolean; text: string }> {
  const { content, problems: found } = loadContent(dir);
  const problems = mergeProblems(found, await checkPictures(dir));
  if (problems.length > 0 || !content) return { ok: false, text: `content:check found ${countProblems(problems)}:\n\n${formatProblems(problems)}` };
  const services = content.departments.reduce((n, d) => n + d.services.length, 0);
  return {
    ok: true,
    text:
      `content:check ok: ${content.departments.length} departments (${services} services), ${content.doctors.length} doctors, ` +
      `${content.articles.length} articles, ${content.gallery.images.length} gallery pictures`,
  };
}
