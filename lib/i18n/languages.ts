/**
 * The languages of the site: English, and Kannada and Hindi for the pages a
 * patient needs most (lib/routes.ts TRANSLATED_ROUTES). Pure, so client code
 * may import it.
 */
export const LANGUAGES = ['en', 'kn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages besides English, each with its own folder of content (content/kn/) and of pages (/kn/). */
export const TRANSLATIONS = ['kn', 'hi'] as const satisfies readonly Language[];
export type Translation = (typeof TRANSLATIONS)[number];

/** The `lang` attribute of <html> and the Open Graph locale of each language (app/layout.tsx writes "en-IN", lib/seo/metadata.ts "en_IN"). */
export const LANG_TAGS: Record<Language, { html: string; og: string }> = {
  en: { html: 'en-IN', og: 'en_IN' },
  kn: { html: 'kn-IN', og: 'kn_IN' },
  hi: { html: 'hi-IN', og: 'hi_IN' },
};

/** Each language's name in its own script, as the language switcher shows it (the same on every page). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' };

/** Each language's name in English, for the editors' reports (content:check). */
export const ENGLISH_NAMES: Record<Language, string> = { en: 'English', kn: 'Kannada', hi: 'Hindi' };

export function isTranslation(value: string): value is Translation {
  return (TRANSLATIONS as readonly string[]).includes(value);
}
