import { Languages } from 'lucide-react';
import { LANG_TAGS, LANGUAGES, type Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { href, inLanguage, languageVersions, paths } from '@/lib/routes';

/**
 * The language switcher: a link to this same page in each other language,
 * each named in its own script and marked with `lang` and `hreflang`, so a
 * screen reader speaks it in that language and a browser knows where it goes.
 * A page with no version in a language (the blog, an article) links to that
 * language's home page and says so. Plain links: no JavaScript. It sits in
 * the top bar from md up; on a phone, where the top bar has room only for
 * the emergency number and WhatsApp, at the top of the menu.
 * The names are drawn in a tiny face of their own glyphs
 * (font-language-names, lib/fonts.ts LANGUAGE_NAMES_FONT), so they show on a
 * device without a font for their script.
 */
export function LanguageSwitcher({
  lang,
  path,
  tone = 'dark',
  className = '',
}: {
  lang: Language;
  path: string;
  /** On the dark top bar, or on the white phone menu. */
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const versions = languageVersions(path);
  const t = ui(lang).switcher;
  return (
    <nav aria-label={t.label} className={className}>
      <ul className="flex items-center gap-x-1">
        <li aria-hidden="true">
          <Languages className={`size-4 ${tone === 'light' ? 'text-brand-700' : ''}`} />
        </li>
        {LANGUAGES.filter((other) => other !== lang).map((other) => {
          const target = versions[other];
          return (
            <li key={other}>
              <a
                href={href(target ?? inLanguage(other, paths.home()))}
                lang={LANG_TAGS[other].html}
                hrefLang={LANG_TAGS[other].html}
                className={
                  tone === 'dark'
                    ? 'inline-flex min-h-7 items-center rounded px-1.5 font-language-names leading-5 text-white no-underline hover:underline'
                    : 'inline-flex min-h-11 items-center rounded-md px-3 font-language-names text-lg font-semibold text-brand-800 hover:bg-brand-50'
                }
              >
                {t.names[other]}
                {!target && <span className="sr-only">{ui(other).switcher.homeOnly}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
