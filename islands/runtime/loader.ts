/**
 * The island loader, part of the site script every page runs. It finds the
 * page's <island-root> elements and, for each, fetches the island's code
 * (and, for a React island, React: one shared, cached chunk) only when the
 * island's moment comes:
 *
 * - load: at once, as soon as the site script starts its work (right after
 *   the page's first paint): the search page, whose whole purpose is the island;
 * - visible: when the island comes within half a screen of the viewport,
 *   once the page has loaded and the first screen's pictures have arrived,
 *   or on the first interaction with it;
 * - interaction: on the first pointer, touch or focus inside it. On an island
 *   marked to hold clicks, a click that comes before its code is waited for
 *   and replayed on the same element.
 *
 * The build tells it each island's file and the chunks that file imports
 * (ISLAND_FILES below), so all of an island's files are requested at once
 * (modulepreload) rather than one after another.
 */
import { startDomIsland, type DomIsland } from './dom-island';
import { onFirstScreen } from './first-screen';
import { ATTR, HYDRATE_ALL_EVENT, ROOT_TAG, type Hydrate } from './protocol';
import type { hydrate as Hydrator } from './hydrate';

export interface IslandFiles {
  /** The module, relative to the loader's own file. */
  file: string;
  /** Every chunk it imports, directly or not, relative to the loader's own file. */
  imports: string[];
  /** A DOM island (islands/registry.ts): its default export is a function of its root and props, and it needs no React. */
  dom?: true;
}


export interface IslandManifest {
  runtime: IslandFiles;
  islands: Record<string, IslandFiles>;
}

/** Every file an island needs before it runs: for a React island the runtime (React) and its chunks, then the island and its chunks. */
export function filesNeeded(manifest: IslandManifest, island: IslandFiles): string[] {
  const runtime = island.dom ? [] : [manifest.runtime.file, ...manifest.runtime.imports];
  return [...runtime, island.file, ...island.imports];
}


/** Half a screen above and below: an island starts loading before it is seen. */
const NEAR = '50% 0px';
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** How long islands wait, at most, for the first screen's pictures. */
const PICTURES_WAIT_MS = 3000;

/**
 * Right after the page's first paint (the next frame, then a task): work
 * that changes the page, however little, waits for it, so the browser
 * paints the HTML first and restyles once after. A page opened in a
 * background tab starts when it is first shown. A page already painted (the
 * site script asked for once its first screen was drawn: islands/site/start.ts)
 * goes on at the next task.
 */
export function afterFirstPaint(): Promise<void> {
  const painted = typeof performance.getEntriesByName === 'function' && performance.getEntriesByName('first-contentful-paint').length > 0;
  return new Promise((resolve) => (painted ? setTimeout(resolve, 0) : requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The next task: what follows runs after the browser has had the chance to paint and to answer input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * After the load event, the first screen's pictures (lazy ones are not in
 * the load event) and a painted frame: an island's code never competes with
 * what the visitor is looking at for a slow connection.
 */
export function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    // a promise settles once: a cap that fires before the last picture changes nothing after
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const pictures = () => {
      const pending = [...document.images].filter((img) => !img.complete && onFirstScreen(img));
      if (pending.length === 0) return painted();
      let left = pending.length;
      const cap = setTimeout(painted, PICTURES_WAIT_MS);
      const done = () => {
        if (--left > 0) return;
        clearTimeout(cap);
        painted();
      };
      for (const img of pending) {
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
      }
    };
    if (document.readyState === 'complete') pictures();
    else window.addEventListener('load', pictures, { once: true });
  });
}

/** The elements that give an island a box (the root itself is display: contents). */
function boxesOf(root: Element): Element[] {
  const boxes: Element[] = [];
  for (const child of root.children) {
    if (getComputedStyle(child).display === 'contents') boxes.push(...boxesOf(child));
    else boxes.push(child);
  }
  return boxes;
}

export function startIslands(manifest: IslandManifest, base: string | URL): Promise<void> {
  const url = (file: string) => new URL(file, base).href;
  const preloaded = new Set<string>();
  const preload = (files: string[]) => {
    for (const file of files) {
      if (preloaded.has(file)) continue;
      preloaded.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url(file);
      document.head.append(link);
    }
  };

  const roots = [...document.querySelectorAll<HTMLElement>(ROOT_TAG)];
  const starters: (() => Promise<void>)[] = [];
  const atLoad: Promise<void>[] = [];

  roots.forEach((root, index) => {
    const name = root.getAttribute(ATTR.name) ?? '';
    const files = manifest.islands[name];
    let started: Promise<void> | undefined;
    const start = (): Promise<void> => {
      if (started) return started;
      root.setAttribute(ATTR.state, 'loading');
      if (!files) {
        console.error(`Island "${name}" is not in this build`);
        root.setAttribute(ATTR.state, 'failed');
        return (started = Promise.resolve());
      }
      preload(filesNeeded(manifest, files));
      const run = files.dom
        ? (import(url(files.file)) as Promise<{ default: DomIsland }>).then((island) => startDomIsland(root, island.default, name))
        : Promise.all([import(url(manifest.runtime.file)) as Promise<{ hydrate: typeof Hydrator }>, import(url(files.file))]).then(([runtime, island]) =>
            runtime.hydrate(root, island.default, { name, index }),
          );
      started = run.catch((error: unknown) => {
          console.error(`Island "${name}" could not be loaded:`, error);
          root.setAttribute(ATTR.state, 'failed');
        });
      return started;
    };
    starters.push(start);

    const how = (root.getAttribute(ATTR.hydrate) ?? 'visible') as Hydrate;
    if (how === 'load') {
      atLoad.push(start());
      return;
    }
    // Interaction starts every island that is not yet running, whatever its strategy.
    const onInteraction = () => {
      for (const type of INTERACTIONS) root.removeEventListener(type, onInteraction, true);
      void start();
    };
    // A click before the code has arrived: held back, then given to the live island.
    const onEarlyClick = (event: MouseEvent) => {
      if (root.getAttribute(ATTR.state) === 'ready') return;
      // the control clicked, not the icon inside it (an SVG element has no click())
      const hit = event.target instanceof Element ? event.target : null;
      const target = hit?.closest<HTMLElement>('a[href], button, summary, input, select, textarea, [role="button"]') ?? (hit instanceof HTMLElement ? hit : null);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      void start().then(() => {
        if (root.getAttribute(ATTR.state) === 'ready' && target.isConnected) target.click();
      });
    };
    for (const type of INTERACTIONS) root.addEventListener(type, onInteraction, { capture: true, passive: true });
    // the visitor got there first (the site script starts at a first focus: islands/site/start.ts): a field being filled in starts its island now
    if (root.contains(document.activeElement)) void start();
    // Only an island that asks for it holds a click; before the others run, their HTML answers clicks as it does without JavaScript.
    if (root.hasAttribute(ATTR.holdClicks)) root.addEventListener('click', onEarlyClick, { capture: true });
    if (how === 'visible') {
      void afterFirstScreen().then(() => {
        if (started || typeof IntersectionObserver === 'undefined') return void start();
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            observer.disconnect();
            void start();
          },
          { rootMargin: NEAR },
        );
        for (const box of boxesOf(root)) observer.observe(box);
      });
    }
  });

  window.addEventListener(HYDRATE_ALL_EVENT, () => void Promise.all(starters.map((s) => s())));
  return Promise.all(atLoad).then(() => undefined);
}
