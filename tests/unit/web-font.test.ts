// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_CACHED_KEY, loadWebFont, type WebFont } from '@/islands/site/fonts';

const font: WebFont = { family: 'Source Sans 3', url: 'https://example.test/_islands/source-sans-3-AAAA.woff2', weight: '200 900' };

/** jsdom has no FontFace nor document.fonts: a stand-in that records what the page did with the font. */
function fakeFonts(loads: 'ok' | 'fail' = 'ok') {
  const added: string[] = [];
  const loaded: string[] = [];
  class FakeFontFace {
    constructor(
      public family: string,
      public source: string,
      public descriptors: Record<string, string>,
    ) {}
    load() {
      loaded.push(this.source);
      return loads === 'ok' ? Promise.resolve(this) : Promise.reject(new Error('network'));
    }
  }
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', { value: { add: (f: FakeFontFace) => added.push(f.family) }, configurable: true });
  return { added, loaded };
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
