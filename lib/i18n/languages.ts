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

/** Each language's name in its own script, as the language switcher shows it (the same on every page). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' };

/** Each language's name in English, for the editors' reports (content:check). */
export const ENGLISH_NAMES: Record<Language, string> = { en: 'English', kn: 'Kannada', hi: 'Hindi' };

export function isTranslation(value: string): value is Translation {
  return (TRANSLATIONS as readonly string[]).includes(value);
}
