// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fontCachedKey, fontLanguageOf, loadPageFonts, loadWebFont, type FontFiles, type WebFont } from '@/islands/site/fonts';
import { LANGUAGE_FONTS } from '@/lib/fonts';

const font: WebFont = { family: 'Source Sans 3', url: 'https://example.test/_islands/source-sans-3-AAAA.woff2', weight: '200 900' };
const FONT_CACHED_KEY = fontCachedKey(font);
const files: FontFiles = {
  body: font.url,
  kn: 'https://example.test/_islands/noto-sans-kannada-kannada-wght-normal-BBBB.woff2',
  hi: 'https://example.test/_islands/noto-sans-devanagari-devanagari-wght-normal-CCCC.woff2',
};

/** jsdom has no FontFace nor document.fonts: a stand-in that records what the page did with the font. */
function fakeFonts(loads: 'ok' | 'fail' = 'ok') {
  const added: string[] = [];
  const loaded: string[] = [];
  /** Every face made, loaded or added: its family, source and descriptors. */
  const faces: Array<{ family: string; source: string; descriptors: Record<string, string> }> = [];
  class FakeFontFace {
    constructor(
      public family: string,
      public source: string,
      public descriptors: Record<string, string>,
    ) {
      faces.push({ family, source, descriptors });
    }
    load() {
      loaded.push(this.source);
      return loads === 'ok' ? Promise.resolve(this) : Promise.reject(new Error('network'));
    }
  }
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', { value: { add: (f: FakeFontFace) => added.push(f.family) }, configurable: true });
  return { added, loaded, faces };
}

describe('the site\'s web font (islands/site/fonts.ts)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('on a first visit waits for the first screen, fetches the font without using it on this page, and remembers it', async () => {
    const { added, loaded } = fakeFonts();
    let firstScreenDone: () => void = () => {};
    const later = () => new Promise<void>((resolve) => (firstScreenDone = resolve));
    const result = loadWebFont(font, later);
    await Promise.resolve();
    expect(loaded).toEqual([]);
    firstScreenDone();
    expect(await result).toBe('fetched');
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toContain(font.url);
    expect(added).toEqual([]);
    expect(sessionStorage.getItem(FONT_CACHED_KEY)).toBe(font.url);
  });

  it('on a later page uses the font at once, without waiting for the first screen', async () => {
    const { added } = fakeFonts();
    sessionStorage.setItem(FONT_CACHED_KEY, font.url);
    const later = vi.fn(() => new Promise<void>(() => {}));
    expect(await loadWebFont(font, later)).toBe('used');
    expect(added).toEqual(['Source Sans 3']);
    expect(later).not.toHaveBeenCalled();
  });

  it('fetches a new font file afresh: the remembered URL must be this one', async () => {
    const { added } = fakeFonts();
    sessionStorage.setItem(FONT_CACHED_KEY, 'https://example.test/_islands/source-sans-3-OLD.woff2');
    expect(await loadWebFont(font, () => Promise.resolve())).toBe('fetched');
    expect(added).toEqual([]);
  });

  it('remembers nothing when the font could not be fetched, so the next page tries again', async () => {
    fakeFonts('fail');
    expect(await loadWebFont(font, () => Promise.resolve())).toBe('none');
    expect(sessionStorage.getItem(FONT_CACHED_KEY)).toBeNull();
  });

  it('keeps working when the browser refuses storage', async () => {
    fakeFonts();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(await loadWebFont(font, () => Promise.resolve())).toBe('fetched');
    vi.restoreAllMocks();
  });
});

describe('the language fonts (lib/fonts.ts LANGUAGE_FONTS, loadPageFonts)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = '';
  });

  /** The page's fonts on a first visit, with the first screen already painted. */
  async function firstPage(lang: string) {
    const fonts = fakeFonts();
    document.documentElement.lang = lang;
    await loadPageFonts(files, () => Promise.resolve());
    return fonts;
  }

  it('a Kannada page (lang="kn") loads Noto Sans Kannada for its script alone, with display swap, besides the body font', async () => {
    const { faces } = await firstPage('kn');
    expect(faces.map((f) => f.family).sort()).toEqual(['Noto Sans Kannada', 'Source Sans 3']);
    const kannada = faces.find((f) => f.family === 'Noto Sans Kannada')!;
    expect(kannada.source).toContain(files.kn);
    expect(kannada.descriptors).toEqual({ weight: '100 900', display: 'swap', unicodeRange: LANGUAGE_FONTS.kn.unicodeRange });
    // the Kannada letters, and no Latin (Source Sans 3 keeps it)
    expect(kannada.descriptors.unicodeRange).toContain('U+0C80-0CF3');
    expect(kannada.descriptors.unicodeRange).not.toMatch(/U\+00/);
    expect(faces.find((f) => f.family === 'Source Sans 3')!.descriptors).not.toHaveProperty('unicodeRange');
  });

  it('a Hindi page (lang="hi") loads Noto Sans Devanagari for its script alone', async () => {
    const { faces } = await firstPage('hi');
    expect(faces.map((f) => f.family).sort()).toEqual(['Noto Sans Devanagari', 'Source Sans 3']);
    const devanagari = faces.find((f) => f.family === 'Noto Sans Devanagari')!;
    expect(devanagari.source).toContain(files.hi);
    expect(devanagari.descriptors).toEqual({ weight: '100 900', display: 'swap', unicodeRange: LANGUAGE_FONTS.hi.unicodeRange });
    expect(devanagari.descriptors.unicodeRange).toContain('U+0900-097F');
  });

  it('an English page, or one without a lang, fetches neither language font', async () => {
    for (const lang of ['en', 'en-IN', '']) {
      const { faces, loaded } = await firstPage(lang);
      expect(faces.map((f) => f.family), lang).toEqual(['Source Sans 3']);
      expect(loaded.join(' '), lang).not.toMatch(/noto-sans/);
    }
    expect(Object.keys(sessionStorage)).toEqual([FONT_CACHED_KEY]);
  });

  it('reads the language from a regional tag, and takes nothing else for one', () => {
    expect(fontLanguageOf('kn')).toBe('kn');
    expect(fontLanguageOf('kn-IN')).toBe('kn');
    expect(fontLanguageOf('HI-in')).toBe('hi');
    expect(fontLanguageOf('en')).toBeUndefined();
    expect(fontLanguageOf('ta')).toBeUndefined();
    expect(fontLanguageOf('constructor')).toBeUndefined();
  });

  it('marks each font cached under its own key: one font fetched leaves the other\'s mark alone', async () => {
    await firstPage('kn');
    const kannadaKey = fontCachedKey(LANGUAGE_FONTS.kn);
    const devanagariKey = fontCachedKey(LANGUAGE_FONTS.hi);
    expect(new Set([FONT_CACHED_KEY, kannadaKey, devanagariKey]).size).toBe(3);
    expect(sessionStorage.getItem(FONT_CACHED_KEY)).toBe(files.body);
    expect(sessionStorage.getItem(kannadaKey)).toBe(files.kn);
    expect(sessionStorage.getItem(devanagariKey)).toBeNull();

    // then a Hindi page: the body font from the cache at once, the Devanagari font fetched after the first screen
    const { added } = fakeFonts();
    document.documentElement.lang = 'hi';
    expect(await loadPageFonts(files, () => Promise.resolve())).toEqual(['used', 'fetched']);
    expect(added).toEqual(['Source Sans 3']);
    expect(sessionStorage.getItem(devanagariKey)).toBe(files.hi);
    expect(sessionStorage.getItem(kannadaKey)).toBe(files.kn);
    expect(sessionStorage.getItem(FONT_CACHED_KEY)).toBe(files.body);

    // back on a Kannada page, both its fonts come from the cache, without waiting for the first screen
    const again = fakeFonts();
    document.documentElement.lang = 'kn';
    const later = vi.fn(() => new Promise<void>(() => {}));
    expect(await loadPageFonts(files, later)).toEqual(['used', 'used']);
    expect(again.added).toEqual(['Source Sans 3', 'Noto Sans Kannada']);
    expect(later).not.toHaveBeenCalled();
  });

  it('a language font that could not be fetched is tried again on the next page; the body font stays marked', async () => {
    fakeFonts();
    document.documentElement.lang = 'kn';
    const kannadaKey = fontCachedKey(LANGUAGE_FONTS.kn);
    class Failing {
      constructor(
        public family: string,
        public source: string,
      ) {}
      load() {
        return this.family === 'Noto Sans Kannada' ? Promise.reject(new Error('network')) : Promise.resolve(this);
      }
    }
    vi.stubGlobal('FontFace', Failing);
    expect(await loadPageFonts(files, () => Promise.resolve())).toEqual(['fetched', 'none']);
    expect(sessionStorage.getItem(FONT_CACHED_KEY)).toBe(files.body);
    expect(sessionStorage.getItem(kannadaKey)).toBeNull();
  });
});
