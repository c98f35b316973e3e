import type { Language } from './i18n/languages';
import { ui } from './i18n/ui';

/** "2026-10-15" -> "15 October 2026" (in Kannada "15 ಅಕ್ಟೋಬರ್ 2026"), the same on every machine (no time zone involved). */
export function formatDate(isoDate: string, lang: Language = 'en'): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return ui(lang).dates.format(day, month, year);
}

/** Words in a text, for reading time and content checks. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
