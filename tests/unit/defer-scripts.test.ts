import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferScripts, deferredSources, loaderScript } from '@/lib/build/defer-scripts';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '</head><body><p>Hello</p><script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

/** Runs the loader against a stand-in document and reports the scripts it added. */
function runLoader(code: string, readyState: 'loading' | 'complete', paintTiming?: { painted: boolean }) {
  const added: { src: string; async: boolean }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: (() => void)[] = [];
  const context = {
    document: {
      readyState,
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (e: { src: string; async: boolean }) => added.push(e) },
    },
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    setTimeout: (fn: () => void) => timers.push(fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    ...(paintTiming && {
      performance: { getEntriesByName: (name: string) => (paintTiming.painted && name === 'first-contentful-paint' ? [{}] : []) },
      PerformanceObserver: Object.assign(
        function PerformanceObserver(this: unknown, callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {
          observed.push(() => callback({ getEntriesByName: (n: string) => (n === 'first-contentful-paint' ? [{}] : []) }));
          return { observe: () => undefined, disconnect: () => undefined };
        },
        { supportedEntryTypes: ['paint'] },
      ),
    }),
  };
  const observed: (() => void)[] = [];
  const frames: (() => void)[] = [];
  vm.runInNewContext(code, context);
  return {
    added,
    fire: (type: string) => listeners[type]?.(),
    tick: () => timers.splice(0).forEach((t) => t()),
    paint: () => frames.splice(0).forEach((f) => f()),
    firstContentfulPaint: () => observed.splice(0).forEach((f) => f()),
  };
}

describe('deferScripts: Next’s script files wait for the page to load', () => {
  it('takes the async script tags and their preloads out of the head and leaves everything else', () => {
    const { html, deferred } = deferScripts(page);
    expect(deferred).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(html).toContain('<p>Hello</p><script>self.__next_f.push([1,"x"])</script>');
    // the loader is the last thing in the body
    expect(html).toMatch(/<script>\(function\(s\)[^<]*<\/script><\/body><\/html>$/);
  });

  it('adds the scripts, in order and async, only after the load event and the next painted frame', () => {
    const { html } = deferScripts(page);
    const code = html.match(/<script>(\(function\(s\)[^<]*)<\/script><\/body>/)![1]!;
    const run = runLoader(code, 'loading');
    run.paint();
    run.tick();
    expect(run.added).toEqual([]);
    run.fire('load');
    run.tick();
    expect(run.added, 'not before the frame').toEqual([]);
    run.paint();
    run.tick();
    expect(run.added).toEqual([
      { src: '/_next/static/chunks/a.js', async: true },
      { src: '/_next/static/chunks/b.js', async: true },
    ]);
  });

  it('with the Paint Timing API, waits for the first contentful paint too, then one frame', () => {
    const run = runLoader(loaderScript(['/x.js']), 'loading', { painted: false });
    run.fire('load');
    run.paint();
    expect(run.added).toEqual([]);
    run.firstContentfulPaint();
    run.paint();
    // the 3 s safety timer and the frame's timer both fire; the scripts are still added once
    run.tick();
    expect(run.added.map((a) => a.src)).toEqual(['/x.js']);
    // a page that has already painted by load time goes by the frame alone
    const painted = runLoader(loaderScript(['/y.js']), 'complete', { painted: true });
    painted.paint();
    painted.tick();
    expect(painted.added.map((a) => a.src)).toEqual(['/y.js']);
  });

  it('adds them at once when the page has already loaded', () => {
    const run = runLoader(loaderScript(['/x.js']), 'complete');
    run.paint();
    run.tick();
    expect(run.added.map((a) => a.src)).toEqual(['/x.js']);
  });

  it('leaves a page without script files untouched, and is safe to run twice', () => {
    const plain = '<html><head></head><body><p>No scripts</p></body></html>';
    expect(deferScripts(plain)).toEqual({ html: plain, deferred: [] });
    const once = deferScripts(page).html;
    expect(deferScripts(once).html).toBe(once);
  });
});

describe('deferredSources', () => {
  it('reads back the files a rewritten page loads', () => {
    expect(deferredSources(deferScripts(page).html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(deferredSources(page)).toEqual([]);
  });
});
