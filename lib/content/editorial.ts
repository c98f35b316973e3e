/**
 * The house rules of the site's writing, checked by `npm run content:check`
 * so an editor sees them in plain words: medical pages end with the advice to
 * consult a qualified professional, no placeholder text is published, and no
 * page promises a cure.
 */
import type { Problem } from './problems';
import type { Article, BodyBlock, Department, Expertise } from './schema';
import { blockText } from './text';

/** What the closing advice must say (any wording around it is the editor's). */
export const CONSULT_ADVICE = /consult a qualified/i;
const FILLER = /\b(lorem|ipsum|TBD|TODO|FIXME|placeholder|coming soon)\b/i;
const PROMISE = /\b(guarantee[sd]?|100% (safe|cure)|painless|permanent cure|miracle)\b/i;

export interface EditorialInput {
  /** Every file's parsed JSON, by the name the report uses for it. */
  files: { file: string; value: unknown }[];
  departments: { file: string; data: Department }[];
  articles: { file: string; data: Article }[];
  expertise?: { file: string; data: Expertise };
}

/** Every string in a value with its JSON path; picture paths and $schema are not text. */
export function textsOf(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (k === '$schema' || k === 'src' ? [] : textsOf(v, at ? `${at}.${k}` : k)));
  return [];
}

const endsWithAdvice = (blocks: BodyBlock[]) => {
  const last = blocks.at(-1);
  return last !== undefined && CONSULT_ADVICE.test(blockText(last).join(' '));
};

const ADVICE_FIX = 'end it with a paragraph that advises readers to consult a qualified professional, e.g. "For advice about your own health, please consult a qualified doctor."';

export function editorialCheck(input: EditorialInput, problems: Problem[]): void {
  const add = (file: string, at: string, message: string) => problems.push({ file, at, message });

  for (const { file, data } of input.departments) {
    const paragraphs = data.specialty.paragraphs;
    if (!CONSULT_ADVICE.test(paragraphs.at(-1) ?? ''))
      add(file, `specialty.paragraphs[${paragraphs.length - 1}]`, `the last paragraph of "${data.specialty.heading}" is medical advice: ${ADVICE_FIX}`);
  }
  for (const { file, data } of input.articles)
    if (!endsWithAdvice(data.body)) add(file, `body[${data.body.length - 1}]`, `this article gives medical information: ${ADVICE_FIX}`);
  if (input.expertise)
    input.expertise.data.services.forEach((s, i) => {
      if (!endsWithAdvice(s.body)) add(input.expertise!.file, `services[${i}].body[${s.body.length - 1}]`, `"${s.name}" gives medical information: ${ADVICE_FIX}`);
    });

  for (const { file, value } of input.files)
    for (const { at, text } of textsOf(value)) {
      const filler = FILLER.exec(text);
      if (filler) add(file, at, `"${filler[0]}" looks like placeholder text: write the real text before publishing`);
      const promise = PROMISE.exec(text);
      if (promise) add(file, at, `"${promise[0]}" promises an outcome no doctor can promise: describe what the treatment aims to do instead`);
    }
}
