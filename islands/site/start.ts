/**
 * The site script's starter: the one piece of inline code of every page, at
 * the end of <body> (lib/build/islands.ts writes it, bundled by
 * lib/build/bundle-islands.ts with the site script's URL in it).
 *
 * On the first page of a visit the site script is not in the browser yet, and
 * on a slow connection fetching it would share the line with the first
 * screen's pictures: so it is asked for once the first screen's pictures
 * have arrived and are decoded and drawn (or at the load event), or at the
 * visitor's first touch, key or focus if that comes sooner. Until then the page works as plain HTML: the menus are
 * disclosures, the buttons are links, the forms go to WhatsApp.
 *
 * When an earlier page of the same visit ran this site script, it is in the
 * browser's cache and costs no download: it starts at once, so a later page
 * has its web font (islands/site/fonts.ts) and its enhancements from the
 * first paint. An address with a query starts it at once too: an old filter
 * link to the doctors' directory leaves before the page is shown
 * (islands/site/legacy-filter.ts).
 */

import { onFirstScreen } from '../runtime/first-screen';

/** The sessionStorage key that says which site script this visit has already run (its URL: a new build is fetched afresh). */
export const SITE_SCRIPT_RAN_KEY = 'hasiru.siteScript';

/** What starts the site script before the load event: the first sign of a visitor about to act. */
export const STARTING_INPUT = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

type StarterWindow = Pick<Window, 'document' | 'location' | 'addEventListener' | 'requestAnimationFrame' | 'setTimeout' | 'innerHeight' | 'innerWidth'> & {
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
};

/** Adds the site script (`src`, a module) to the page now, after the first screen, or at the first input: see above. */
export function startSiteScript(src: string, win: StarterWindow = window): void {
  const doc = win.document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = src;
    script.addEventListener('load', () => {
      try {
        win.sessionStorage.setItem(SITE_SCRIPT_RAN_KEY, src);
      } catch {
        /* storage refused: the next page waits for its first screen too */
      }
    });
    doc.head.append(script);
  };

  let ranBefore = false;
  try {
    ranBefore = win.sessionStorage.getItem(SITE_SCRIPT_RAN_KEY) === src;
  } catch {
    /* storage refused: treated as a first page */
  }
  if (ranBefore || win.location.search) return start();

  // The first screen's pictures arrived and decoded (a picture is drawn some frames after it has arrived), then
  // two frames and a task: the first screen is on the glass before the script is asked for. Not the load event:
  // pictures further down that the browser fetches early would hold it. The load event also ends the wait.
  const onScreen = (img: HTMLImageElement) => onFirstScreen(img, win);
  const arrived = (img: HTMLImageElement) =>
    img.complete ? Promise.resolve() : new Promise((resolve) => ['load', 'error'].forEach((type) => img.addEventListener(type, resolve, { once: true })));
  const drawn = (pictures: HTMLImageElement[]) =>
    void Promise.all(pictures.map((img) => arrived(img).then(() => img.decode?.().catch(() => {})))).then(() =>
      win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(start, 0))),
    );
  // in a frame, where the boxes are laid out anyway (on a page already loaded, this alone starts it)
  win.requestAnimationFrame(() => drawn([...doc.images].filter(onScreen)));
  win.addEventListener('load', () => drawn([...doc.images].filter((img) => img.complete && onScreen(img))), { once: true });
  for (const type of STARTING_INPUT) doc.addEventListener(type, start, { capture: true, passive: true, once: true });
}
