/**
 * An editor may publish English first: a Kannada page whose words are not all
 * translated shows those words in English and says so at its top, in
 * Kannada. Made on a scratch copy of the shipped content, with one item of a
 * translation removed; every expectation is read off the copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ui } from '@/lib/i18n/ui';
import { contentCopies } from './support/content-copy';

const copies = contentCopies();

afterEach(() => {
  vi.unstubAllEnvs();
  copies.removeAll();
});

/** A copy of content/ with the Kannada overlay of about.json lacking its "about" item. */
function copyWithoutKannadaAbout(): string {
  const dir = copies.copy('untranslated-');
  const file = path.join(dir, 'kn', 'about.json');
  const overlay = JSON.parse(fs.readFileSync(file, 'utf8'));
  delete overlay.about;
  delete overlay._source.about;
  fs.writeFileSync(file, JSON.stringify(overlay, null, 2));
  return dir;
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

describe('the note on words not yet translated', () => {
  it('the shipped translations are complete: no translated page carries the note', async () => {
    const { about, contact } = await modules();
    for (const lang of ['kn', 'hi'] as const) {
      expect(render(about.AboutPage({ lang }))).not.toContain(ui(lang).notes.untranslated);
      expect(render(contact.ContactPage({ lang }))).not.toContain(ui(lang).notes.untranslated);
    }
  });

  it('a page showing an untranslated item says so, in its language, and shows the English words; other pages and languages do not', async () => {
    const dir = copyWithoutKannadaAbout();
    const { queries, about, contact } = await modules(dir);
    expect(queries.untranslatedOn('kn', ['about.json'])).toBe(true);
    expect(queries.untranslatedOn('kn', ['about.json:banner', 'contact.json'])).toBe(false);
    expect(queries.untranslatedOn('hi', ['about.json'])).toBe(false);

    const english = queries.getContent('en').about.about.heading;
    const page = render(about.AboutPage({ lang: 'kn' }));
    expect(page).toContain(NOTE);
    expect(page).toContain(english);
    expect(render(contact.ContactPage({ lang: 'kn' }))).not.toContain(NOTE);
    expect(render(about.AboutPage({ lang: 'hi' }))).not.toContain(ui('hi').notes.untranslated);
    expect(render(about.AboutPage({ lang: 'en' }))).not.toContain(NOTE);
  });
});
