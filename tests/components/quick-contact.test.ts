// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initQuickContact } from '@/islands/site/quick-contact';

/**
 * jsdom has no layout, so the page's measures are set by hand: a 740 px
 * window, a 3000 px page, a footer with 96 px of bottom padding, the buttons
 * reaching 64 px up from the bottom edge, and a header that sticks 36 px
 * above the window's edge (the phone top bar's height).
 */
const PAGE = `
  <header style="position: sticky; top: -36px"><div>top bar</div><div data-header-bar>bar</div></header>
  <main><h1>A page</h1></main>
  <footer style="padding-bottom: 96px">footer</footer>
  <aside aria-label="Quick contact" data-quick-contact="waiting"><a href="#chat">Chat</a></aside>`;

let pageHeight = 3000;
/** The callbacks of the ResizeObservers made, so a test can say the page changed size. */
let resized: (() => void)[] = [];

const dock = () => document.querySelector<HTMLElement>('[data-quick-contact]')!;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
  await nextFrame();
}

beforeEach(() => {
  pageHeight = 3000;
  resized = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 740 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  document.body.innerHTML = PAGE;
  Object.defineProperty(dock(), 'offsetTop', { configurable: true, value: 740 - 64 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('initQuickContact', () => {
  it('keeps the buttons waiting at the top of a page and shows them once the header sticks, all the way down', async () => {
    initQuickContact();
    expect(dock().dataset.quickContact).toBe('waiting');
    await scrollTo(36);
    expect(dock().dataset.quickContact, 'the top bar is just gone; the bar has not moved yet').toBe('waiting');
    await scrollTo(37);
    expect(dock().dataset.quickContact).toBe('shown');
    await scrollTo(3000 - 740);
    expect(dock().dataset.quickContact).toBe('shown');
    await scrollTo(0);
    expect(dock().dataset.quickContact).toBe('waiting');
  });

  it('follows where the header sticks: a taller top bar after a resize moves the point', async () => {
    initQuickContact();
    document.querySelector<HTMLElement>('body > header')!.style.top = '-48px';
    window.dispatchEvent(new Event('resize'));
    await scrollTo(40);
    expect(dock().dataset.quickContact).toBe('waiting');
    await scrollTo(49);
    expect(dock().dataset.quickContact).toBe('shown');
  });

  it("shows them at the end of a page too short to scroll past the header, where they rest in the footer's padding", async () => {
    // it scrolls 34 px, less than the top bar's 36: at its top the buttons would reach 2 px past the padding, at its end they fit
    pageHeight = 740 + 34;
    initQuickContact();
    expect(dock().dataset.quickContact).toBe('waiting');
    await scrollTo(34);
    expect(dock().dataset.quickContact).toBe('shown');
  });

  it('checks again when the page changes length (pictures and islands settling)', async () => {
    pageHeight = 900;
    initQuickContact();
    expect(dock().dataset.quickContact).toBe('waiting');
    pageHeight = 760;
    for (const callback of resized) callback();
    await nextFrame();
    expect(dock().dataset.quickContact).toBe('shown');
  });

  it('wires the buttons once, however often it is called', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    initQuickContact();
    const first = listen.mock.calls.length;
    expect(first).toBeGreaterThan(0);
    initQuickContact();
    expect(listen.mock.calls.length).toBe(first);
    expect(resized).toHaveLength(1);
    listen.mockRestore();
  });

  it('does nothing on a page without the buttons', () => {
    document.body.innerHTML = '<main><h1>No buttons</h1></main>';
    expect(() => initQuickContact()).not.toThrow();
  });
});
