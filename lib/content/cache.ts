/**
 * getContent: the validated content in a language, as pages and build steps
 * read it. Loaded once per process, or once per request in `next dev`, so an
 * editor's saved change shows on the next page load.
 */
import { cache } from 'react';
import type { Language } from '../i18n/languages';
import { loadContent, type Content } from './load';
import { ContentError } from './problems';
import { contentDir } from './read';

function loadOrThrow(lang: Language): Content {
  const { content, problems } = loadContent(contentDir(), lang === 'en' ? undefined : lang);
  if (!content) throw new ContentError(problems);
  return content;
}

/**
 * In `next dev` (`npm run dev`) content is read afresh for every request, once
 * per request (React's cache lasts one server render), so an editor's saved
 * change shows on the next page load without a restart.
 */
const loadPerRequest = cache(loadOrThrow);

const cached = new Map<Language, Content>();

/**
 * The validated content in a language, loaded once per process; throws a
 * ContentError listing every problem. A translation is the English with the
 * language's overlay on it (content/kn/…): an item not translated, or
 * translated from older English, is the English (content.translation.gaps).
 */
export function getContent(lang: Language = 'en'): Content {
  if (process.env.NODE_ENV === 'development') return loadPerRequest(lang);
  let content = cached.get(lang);
  if (!content) cached.set(lang, (content = loadOrThrow(lang)));
  return content;
}
