import { notFound } from 'next/navigation';
import { TRANSLATIONS, isTranslation, type Translation } from './languages';

/** The params of a page under app/[lang]/: the language segment, and the page's own (a department's slug, say). */
export type LangParams<P = object> = Promise<P & { lang: string }>;

/** The languages app/[lang]/ builds: one folder of pages each (/kn/, /hi/). */
export function translationParams(): { lang: Translation }[] {
  return TRANSLATIONS.map((lang) => ({ lang }));
}

/** The language of a page under app/[lang]/ (dynamicParams is off, so no other value reaches a page). */
export async function translationOf(params: LangParams): Promise<Translation> {
  const { lang } = await params;
  if (!isTranslation(lang)) notFound();
  return lang;
}
