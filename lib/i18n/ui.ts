/**
 * The interface words of the site in every language it speaks: the fixed
 * words that code writes (menus, buttons, labels, screen-reader text, form
 * messages, chat-message labels), as opposed to content, which comes from
 * content/<lang>/*.json. `ui(lang)` gives a language's dictionary.
 *
 * Each language has a folder of its own, so that a translator reviews one
 * place: en/ui.ts (English, which gives every dictionary its shape,
 * UiStrings), kn/ui.ts and hi/ui.ts, and beside each the words its islands
 * write in the browser (chat-form.ts, carousel.ts), which the language's
 * ui.ts takes its form, validation, chat and carousel groups from. An island
 * loads those of its page's language alone (chat-form-texts.ts,
 * carousel-texts.ts), and never a ui.ts.
 *
 * Conventions:
 * - An entry that takes values is a function; where English has a plural,
 *   the function chooses (`summaryAll(1)` says "doctor", `summaryAll(4)`
 *   "doctors").
 * - Names of departments, doctors and services passed in come from the
 *   translated content (kn/ui.ts says how Kannada templates place them).
 * - Digits stay Western (0-9); phone numbers, "24x7", "WhatsApp", "OPD" and
 *   e-mail examples stay as they are.
 * - Terms follow each language's glossary (content/kn/GLOSSARY.md,
 *   content/hi/GLOSSARY.md).
 * - Words an island writes after it has loaded are passed to it as props,
 *   which are JSON: an island's entry that takes values is a template with
 *   "{name}" placeholders instead of a function (`searchPage.island`, filled
 *   in by lib/search.ts fillIn).
 * - Where the code writes "Label: value" in one text node the colon is part
 *   of the entry ('Emergency:'); where a template adds it (`${label}: `) it
 *   is not.
 */
import type { Language } from './languages';
import { en, type UiStrings } from './en/ui';
import { kn } from './kn/ui';
import { hi } from './hi/ui';

export type { UiStrings };

const DICTIONARIES: Record<Language, UiStrings> = { en, kn, hi };

/** The interface strings of a language. */
export function ui(lang: Language): UiStrings {
  return DICTIONARIES[lang];
}
