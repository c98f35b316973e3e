/**
 * Everything `npm run content:check` checks: every file (loadContent) and
 * every picture they name (checkPictures), then each translation merged onto
 * the English (lib/content/translations.ts). The check itself, `npm run images`
 * and `npm run dev` all check through checkContent; contentCheckReport is what
 * the check prints, shared with the test that keeps the editors' guide true.
 */
import { ENGLISH_NAMES, TRANSLATIONS } from '../i18n/languages';
import { loadContent, type Content } from './load';
import type { TranslationState } from './overlay';
import { countProblems, formatProblems, mergeProblems, type Problem } from './problems';
import { checkPictures } from './pictures';
import type { Gap } from './translations';

/** The content, when it has no problem, and every problem of its files, pictures and translations; with each translation's gaps. */
export async function checkContent(dir: string): Promise<{ content?: Content; problems: Problem[]; translations: TranslationState[] }> {
  const { content, problems: found } = loadContent(dir);
  let problems = mergeProblems(found, await checkPictures(dir));
  const translations: TranslationState[] = [];
  // a translation is checked once the English it lays over is sound
  if (problems.length === 0)
    for (const lang of TRANSLATIONS) {
      const merged = loadContent(dir, lang);
      problems = mergeProblems(problems, merged.problems);
      if (merged.content?.translation) translations.push(merged.content.translation);
    }
  return problems.length > 0 ? { problems, translations } : { content, problems, translations };
}

const GAP_WORDS: Record<Gap['kind'], string> = {
  missing: 'not translated yet',
  unstamped: 'translated but not marked done (stamp it once checked)',
  outdated: 'out of date: the English changed after it was translated',
  partial: 'partly translated',
};

/** The translation part of the report: what each language shows in English, by file and item, and how to mark an updated item. */
export function translationReport(reports: readonly TranslationState[]): string {
  return reports
    .map(({ lang, gaps, missingFiles, warnings }) => {
      const entries = Object.entries(gaps);
      const count = entries.reduce((n, [, list]) => n + list.length, 0);
      const name = `${ENGLISH_NAMES[lang]} (content/${lang}/)`;
      if (count === 0 && warnings.length === 0) return `${name}: complete and up to date.`;
      const lines = entries.flatMap(([file, list]) =>
        missingFiles.includes(file)
          ? [`  content/${lang}/${file}: not translated yet (no such file, so all of it is shown in English)`]
          : list.map((g) => `  content/${lang}/${file} · ${g.item}: ${GAP_WORDS[g.kind]}${g.fields ? ` (${g.fields.join(', ')})` : ''}`),
      );
      const warned = warnings.map((w) => `  ${formatProblems([w]).replace(/\n\s+/, ' · ')}`);
      return [
        `${name}: ${count} item${count === 1 ? '' : 's'} shown in English until translated:`,
        ...lines,
        ...warned,
        `  After translating or updating an item, mark it done: npm run translations -- stamp ${lang} <file> <item>`,
      ].join('\n');
    })
    .join('\n');
}

export async function contentCheckReport(dir: string): Promise<{ ok: boolean; text: string }> {
  const { content, problems, translations } = await checkContent(dir);
  if (!content) return { ok: false, text: `content:check found ${countProblems(problems)}:\n\n${formatProblems(problems)}` };
  const services = content.departments.reduce((n, d) => n + d.services.length, 0);
  return {
    ok: true,
    text:
      `content:check ok: ${content.departments.length} departments (${services} services), ${content.doctors.length} doctors, ` +
      `${content.articles.length} articles, ${content.gallery.images.length} gallery pictures` +
      (translations.length > 0 ? `\n\nTranslations:\n${translationReport(translations)}` : ''),
  };
}
