/**
 * Everything `npm run content:check` checks: every file (loadContent) and
 * every picture they name (checkPictures). The check itself, `npm run images`
 * and `npm run dev` all check through checkContent; contentCheckReport is what
 * the check prints, shared with the test that keeps the editors' guide true.
 */
import { countProblems, formatProblems, loadContent, mergeProblems, type Content, type Problem } from './load';
import { checkPictures } from './pictures';

/** The content, when it has no problem, and every problem of its files and pictures. */
export async function checkContent(dir: string): Promise<{ content?: Content; problems: Problem[] }> {
  const { content, problems: found } = loadContent(dir);
  const problems = mergeProblems(found, await checkPictures(dir));
  return problems.length > 0 ? { problems } : { content, problems };
}

export async function contentCheckReport(dir: string): Promise<{ ok: boolean; text: string }> {
  const { content, problems } = await checkContent(dir);
  if (!content) return { ok: false, text: `content:check found ${countProblems(problems)}:\n\n${formatProblems(problems)}` };
  const services = content.departments.reduce((n, d) => n + d.services.length, 0);
  return {
    ok: true,
    text:
      `content:check ok: ${content.departments.length} departments (${services} services), ${content.doctors.length} doctors, ` +
      `${content.articles.length} articles, ${content.gallery.images.length} gallery pictures`,
  };
}
