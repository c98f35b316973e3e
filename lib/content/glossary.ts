/**
 * Each language's glossary as data (content/kn/glossary.json,
 * content/hi/glossary.json): for a term, the word the translation uses and
 * the variants it avoids, as a translator's termbase has them. content:check
 * reads it and warns, naming the file, the item and the preferred word,
 * where a translated text uses an avoided variant; a warning never stops the
 * build. The reasons behind the choices stay in each language's GLOSSARY.md.
 */
import { z } from 'zod';
import { schemaPointer } from './schema';
import type { OverlayProblem, TranslatedText } from './translations';

/** The glossary file of a language, relative to the content folder. */
export const glossaryFile = (lang: string): string => `${lang}/glossary.json`;

const text = z.string().trim().min(1, 'must not be empty');

export const glossaryTermSchema = z
  .object({
    english: text
      .optional()
      .describe('The English term, as it starts a word in the English text ("cyst" also finds "cysts"). Leave it out for a variant avoided in every text.'),
    preferred: text.describe('The word the translation uses for it.'),
    avoid: z.array(text.describe('A word or phrase not to use for the term.')).min(1, 'needs at least one variant to avoid').describe('Variants a translation should not use for the term; each found where a word starts ("ಗಡ್ಡೆ" also finds "ಗಡ್ಡೆಗಳು").'),
    unlessEnglishSays: z
      .array(text.describe('An English word that makes the variant right (it starts a word of the English text).'))
      .optional()
      .describe('English words that make an avoided variant right in the same text (a text that also says "tumour" may use the word for tumour).'),
    why: text.optional().describe('Why, in a few words, for the translator who sees the warning.'),
  })
  .strict();

export const glossarySchema = z
  .object({
    $schema: schemaPointer,
    terms: z.array(glossaryTermSchema.describe('One term: the word to use, and the variants to avoid.')).describe("The language's terms, in any order."),
  })
  .strict()
  .describe("A language's glossary as data (content/kn/glossary.json, content/hi/glossary.json): npm run content:check warns where a translation uses a variant to avoid. The reasons stay in GLOSSARY.md beside it.");

export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `word` starts a word of `text` (no letter, mark or digit just before it), in any script, ignoring case. */
function startsAWord(text: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escape(word)}`, 'iu').test(text);
}

/**
 * A translation's text as the check reads it: without what stands in round
 * brackets, where the house style puts the English term a patient may know
 * ("ಎಕ್ಸ್-ರೇ (X-ray)").
 */
const outsideBrackets = (text: string) => text.replace(/\([^()]*\)/g, ' ');

/** The glossary's warnings on a file's translated texts: one per text and term, naming the variants found and the preferred word. */
export function glossaryWarnings(terms: readonly GlossaryTerm[], texts: readonly TranslatedText[]): OverlayProblem[] {
  const warnings: OverlayProblem[] = [];
  for (const { at, english, translated } of texts) {
    const read = outsideBrackets(translated);
    for (const term of terms) {
      if (term.english && !startsAWord(english, term.english)) continue;
      if (term.unlessEnglishSays?.some((word) => startsAWord(english, word))) continue;
      const found = term.avoid.filter((variant) => startsAWord(read, variant));
      if (found.length === 0) continue;
      const variants = found.map((v) => `"${v}"`).join(' and ');
      const said = term.english ? ` where the English says "${term.english}"` : '';
      warnings.push({
        at,
        message: `uses ${variants}${said}; the glossary's word is "${term.preferred}"${term.why ? ` (${term.why})` : ''}`,
        warning: true,
      });
    }
  }
  return warnings;
}
