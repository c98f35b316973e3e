/**
 * An editor may publish English first: a Kannada page whose words are not all
 * translated shows those words in English and says so at its top, in
 * Kannada. Read off the content (whose translations may lag its English),
 * then made on a scratch copy of it with one item of a translation removed;
 * every expectation is read off the content or the copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ui } from '@/lib/i18n/ui';
import { contentCopies } from './support/content-copy';
import { editJson } from '../support/edit-json';

const copies = contentCopies();

afterEach(() => {
  vi.unstubAllEnvs();
  copies.removeAll();
});

/** Removes the "about" item from the Kannada overlay of about.json in a copy of the content (a copy without that file has no such item already). */
function dropKannadaAbout(dir: string): void {
  if (!fs.existsSync(path.join(dir, 'kn', 'about.json'))) return;
  editJson(dir, 'kn/about.json', (overlay) => {
    delete overlay.about;
    if (overlay._source) delete overlay._source.about;
  });
}

async function modules(dir?: string) {
  vi.resetModules();
  if (dir) vi.stubEnv('CONTENT_DIR', dir);
  return {
    queries: await import('@/lib/content/queries'),
    about: await import('@/views/about'),
    contact: await import('@/views/contact'),
  };
}
const render = (element: ReactElement) => renderToString(element);
const NOTE = ui('kn').notes.untranslated;
/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * The English files (or items of them, "pages.json:about") whose words each page shows, as the views name them,
 * and the two every page shows (its header and footer).
 */
const SHOWN = { about: ['about.json', 'home.json', 'pages.json:about'], contact: ['contact.json', 'pages.json:contact'] };
const EVERY_PAGE = ['site.json', 'navigation.json'];

type Modules = Awaited<ReturnType<typeof modules>>;
/** Whether the content has words of a page still in English in a language, read off content.translation.gaps. */
function inEnglish(m: Modules, lang: 'kn' | 'hi', page: keyof typeof SHOWN): boolean {
  const gaps = m.queries.getContent(lang).translation?.gaps ?? {};
  return [...SHOWN[page], ...EVERY_PAGE].some((source) => {
    const [file, item] = source.split(':') as [string, string | undefined];
    return (gaps[file] ?? []).some((g) => item === undefined || g.item === item);
  });
}
/** Which pages carry the note, by language and page. */
function notes(m: Modules) {
  return Object.fromEntries(
    (['kn', 'hi'] as const).flatMap((lang) => [
      [`${lang} about`, render(m.about.AboutPage({ lang })).includes(ui(lang).notes.untranslated)],
      [`${lang} contact`, render(m.contact.ContactPage({ lang })).includes(ui(lang).notes.untranslated)],
    ]),
  );
}

describe('the note on words not yet translated', () => {
  it('a translated page carries the note exactly when some of its words are still in English (none, for translations complete and up to date)', async () => {
    const m = await modules();
    const expected = Object.fromEntries((['kn', 'hi'] as const).flatMap((lang) => [[`${lang} about`, inEnglish(m, lang, 'about')], [`${lang} contact`, inEnglish(m, lang, 'contact')]]));
    expect(notes(m)).toEqual(expected);
    expect(render(m.about.AboutPage({ lang: 'en' }))).not.toContain(NOTE);
  });

  it('a page showing an untranslated item says so, in its language, and shows the English words; other pages and languages stay as they were', async () => {
    const dir = copies.copy('untranslated-');
    const before = await modules(dir);
    const unchanged = { banner: before.queries.untranslatedOn('kn', ['about.json:banner', 'contact.json']), hi: before.queries.untranslatedOn('hi', ['about.json']) };
    const notesBefore = notes(before);
    vi.unstubAllEnvs();

    dropKannadaAbout(dir);
    const { queries, about, contact } = await modules(dir);
    expect(queries.untranslatedOn('kn', ['about.json'])).toBe(true);
    expect(queries.getContent('kn').translation!.gaps['about.json']).toContainEqual({ item: 'about', kind: 'missing' });
    expect(queries.untranslatedOn('kn', ['about.json:banner', 'contact.json'])).toBe(unchanged.banner);
    expect(queries.untranslatedOn('hi', ['about.json'])).toBe(unchanged.hi);

    const english = queries.getContent('en').about.about.heading;
    const page = render(about.AboutPage({ lang: 'kn' }));
    expect(page).toContain(NOTE);
    expect(page).toContain(html(english));
    // the Kannada contact page and the Hindi pages as before
    expect({ ...notes({ queries, about, contact }), 'kn about': notesBefore['kn about'] }).toEqual(notesBefore);
    expect(render(about.AboutPage({ lang: 'en' }))).not.toContain(NOTE);
  });
});
