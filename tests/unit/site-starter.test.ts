// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SITE_SCRIPT_RAN_KEY, STARTING_INPUT, startSiteScript } from '@/islands/site/start';

const SRC = '/_islands/site-AB12.js';

/** A page being loaded: its own document, a window whose load event, frames and tasks the test runs by hand, and a session store. */
function loadingPage({ search = '', stored = {} as Record<string, string>, storage = 'works' as 'works' | 'refused', readyState = 'loading' } = {}) {
  const doc = document.implementation.createHTMLDocument('page');
  Object.defineProperty(doc, 'readyState', { value: readyState, configurable: true });
  const store = new Map(Object.entries(stored));
  const onLoad: (() => void)[] = [];
  const queued: (() => void)[] = [];
  const refuse = () => {
    throw new DOMException('refused', 'SecurityError');
  };
  const win = {
    document: doc,
    location: { search } as Location,
    addEventListener: (type: string, listener: () => void) => type === 'load' && onLoad.push(listener),
    requestAnimationFrame: (callback: FrameRequestCallback) => queued.push(() => callback(0)),
    innerHeight: 800,
    innerWidth: 400,
    setTimeout: (callback: () => void) => queued.push(callback),
    sessionStorage: {
      getItem: (key: string) => (storage === 'refused' ? refuse() : (store.get(key) ?? null)),
      setItem: (key: string, value: string) => (storage === 'refused' ? refuse() : void store.set(key, value)),
    },
  };
  const scripts = () => [...doc.head.querySelectorAll('script')];
  /** The frames and tasks queued, and those they queue, after pending promises have settled. */
  const runQueued = async () => {
    do {
      await new Promise((resolve) => setTimeout(resolve, 0));
      while (queued.length) queued.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    } while (queued.length);
  };
  return {
    doc,
    store,
    scripts,
    start: () => startSiteScript(SRC, win as unknown as Parameters<typeof startSiteScript>[1]),
    /** The load event, then every frame and task that follows, once the pictures' promises have settled. */
    load: async () => {
      onLoad.splice(0).forEach((l) => l());
      await runQueued();
    },
    runQueued,
  };
}

describe("the site script's starter (islands/site/start.ts)", () => {
  it('on the first page of a visit asks for nothing until the first screen is drawn, then for the site script once, as a module', async () => {
    const page = loadingPage();
    page.start();
    expect(page.scripts()).toHaveLength(0);
    await page.load();
    expect(page.scripts().map((s) => [s.type, s.getAttribute('src')])).toEqual([['module', SRC]]);
    page.doc.dispatchEvent(new Event('keydown'));
    expect(page.scripts()).toHaveLength(1);
  });

  it.each(STARTING_INPUT)('starts at the first %s, before the page has loaded, and not again at load', async (type) => {
    const page = loadingPage();
    page.start();
    page.doc.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(page.scripts().map((s) => s.getAttribute('src'))).toEqual([SRC]);
    await page.load();
    expect(page.scripts()).toHaveLength(1);
  });

  it('remembers for the visit that this site script has run, once it has loaded', async () => {
    const page = loadingPage();
    page.start();
    await page.load();
    expect(page.store.get(SITE_SCRIPT_RAN_KEY)).toBeUndefined();
    page.scripts()[0]!.dispatchEvent(new Event('load'));
    expect(page.store.get(SITE_SCRIPT_RAN_KEY)).toBe(SRC);
  });

  it('on a later page of the visit starts at once: the same file is in the browser already', async () => {
    const page = loadingPage({ stored: { [SITE_SCRIPT_RAN_KEY]: SRC } });
    page.start();
    expect(page.scripts().map((s) => s.getAttribute('src'))).toEqual([SRC]);
  });

  it("waits as on a first page when the visit ran another build's site script", async () => {
    const page = loadingPage({ stored: { [SITE_SCRIPT_RAN_KEY]: '/_islands/site-OLD.js' } });
    page.start();
    expect(page.scripts()).toHaveLength(0);
    await page.load();
    expect(page.scripts()).toHaveLength(1);
  });

  it('starts at once on an address with a query (an old filter link leaves before the page is read)', async () => {
    const page = loadingPage({ search: '?department=Cardiology' });
    page.start();
    expect(page.scripts()).toHaveLength(1);
  });

  it('works as on a first page when the browser refuses storage', async () => {
    const page = loadingPage({ storage: 'refused' });
    page.start();
    expect(page.scripts()).toHaveLength(0);
    await page.load();
    expect(page.scripts()).toHaveLength(1);
    expect(() => page.scripts()[0]!.dispatchEvent(new Event('load'))).not.toThrow();
  });

  /** A picture at `top` px, whose decoding the test settles (or never). */
  const picture = (page: ReturnType<typeof loadingPage>, top: number, { loading = 'eager' as 'eager' | 'lazy', complete = true, drawn = true } = {}) => {
    const img = page.doc.createElement('img');
    img.loading = loading;
    // false: inside a subtree the browser does not draw, such as a folded <details>, which keeps its boxes
    img.checkVisibility = () => drawn;
    Object.defineProperty(img, 'complete', { value: complete });
    img.getBoundingClientRect = () => ({ top, bottom: top + 200, left: 0, right: 300, width: 300, height: 200 }) as DOMRect;
    let decoded: () => void = () => {};
    img.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    page.doc.body.append(img);
    return { decoded: () => decoded() };
  };

  it("waits for the first screen's pictures, lazy or not, to be decoded (drawn), not for those further down, nor for the load event", async () => {
    const page = loadingPage();
    const first = picture(page, 100);
    const lazy = picture(page, 400, { loading: 'lazy' });
    picture(page, 2000);
    page.start();
    await page.runQueued();
    expect(page.scripts()).toHaveLength(0);
    first.decoded();
    await page.runQueued();
    expect(page.scripts()).toHaveLength(0);
    lazy.decoded();
    await page.runQueued();
    expect(page.scripts()).toHaveLength(1);
  });

  it('does not wait for a picture in view whose subtree is not drawn (a folded filter list)', async () => {
    const page = loadingPage();
    const shown = picture(page, 100);
    picture(page, 300, { loading: 'lazy', complete: false, drawn: false });
    page.start();
    await page.runQueued();
    expect(page.scripts()).toHaveLength(0);
    shown.decoded();
    await page.runQueued();
    expect(page.scripts()).toHaveLength(1);
  });

  it('stops waiting at the load event for a first-screen picture that never arrives', async () => {
    const page = loadingPage();
    picture(page, 100, { complete: false });
    page.start();
    await page.runQueued();
    expect(page.scripts()).toHaveLength(0);
    await page.load();
    expect(page.scripts()).toHaveLength(1);
  });

  it('run after the page has loaded, starts after the next frame', async () => {
    const page = loadingPage({ readyState: 'complete' });
    page.start();
    expect(page.scripts()).toHaveLength(0);
    await page.runQueued();
    expect(page.scripts()).toHaveLength(1);
  });
});
