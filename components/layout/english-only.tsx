import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { isEnglishOnly } from '@/lib/routes';

/**
 * On a Kannada or Hindi page, a link to a page that exists in English only
 * (the blog, the gallery, an article) says so after its text, in the page's
 * language, and carries hreflang="en" (englishOnlyLink). Nothing on English pages.
 */
export function EnglishOnly({ lang, path }: { lang: Language; path: string }) {
  if (!isEnglishOnly(lang, path)) return null;
  return <span className="ml-1 text-[0.85em] font-normal opacity-80">{ui(lang).notes.inEnglish}</span>;
}

/** The attributes of such a link: hreflang="en" where the target is English only. */
export function englishOnlyLink(lang: Language, path: string): { hrefLang?: string } {
  return isEnglishOnly(lang, path) ? { hrefLang: 'en' } : {};
}
