import { trapTarget } from './rules/menus';

/**
 * The header's menus, enhanced. As HTML they are <details> disclosures that
 * open and close without JavaScript; this adds what a visitor expects of a
 * menu on top:
 *
 * - with a mouse, the Departments and Media menus open on hover and close a
 *   moment after the pointer leaves (a click on a menu the pointer has just
 *   opened keeps it open);
 * - one menu open at a time; a click elsewhere, or on a link inside, closes them;
 * - Escape closes the innermost open menu and returns focus to its summary;
 * - the full-screen phone menu keeps Tab inside, stops the page behind it
 *   from scrolling, and closes when the window's width changes or the page is left;
 * - its Back buttons (hidden in the HTML, as they need JavaScript) show and
 *   close their panel;
 * - each summary says whether its menu is open (aria-expanded).
 *
 * Plain DOM, no framework. Safe to call more than once: the page-wide
 * listeners are added once per document and each menu is wired once.
 */
export function initMenus(): void {
  if (!wiredDocuments.has(document)) {
    wiredDocuments.add(document);
    listenOnDocument();
  }
  const hoverable = window.matchMedia('(hover: hover) and (pointer: fine)');
  for (const menu of menus()) {
    if (wiredMenus.has(menu)) continue;
    wiredMenus.add(menu);
    wireMenu(menu, hoverable);
  }
  for (const back of document.querySelectorAll<HTMLElement>('[data-menu-back]')) back.hidden = false;
}

const MENU = 'header details[data-menu]';
/** The menus that open on hover (the phone menu and its panels do not). */
const HOVER_MENUS = new Set(['departments', 'media']);
/** How long a hover-opened menu stays open after the pointer leaves it, so a slightly wandering pointer does not lose it. */
const CLOSE_AFTER_LEAVE_MS = 200;

const wiredDocuments = new WeakSet<Document>();
const wiredMenus = new WeakSet<HTMLDetailsElement>();

const menus = () => [...document.querySelectorAll<HTMLDetailsElement>(MENU)];
const summaryOf = (details: HTMLDetailsElement) => details.querySelector<HTMLElement>(':scope > summary');

/** Closes every menu but `keep` and the menus that contain it. */
function closeAll(keep?: Element) {
  for (const menu of menus()) if (menu !== keep && !(keep && menu.contains(keep))) menu.open = false;
}

function wireMenu(menu: HTMLDetailsElement, hoverable: MediaQueryList) {
  const summary = summaryOf(menu);
  summary?.setAttribute('aria-expanded', String(menu.open));
  menu.addEventListener('toggle', () => {
    summary?.setAttribute('aria-expanded', String(menu.open));
    if (menu.open) closeAll(menu);
    if (menu.dataset.menu === 'mobile') document.documentElement.classList.toggle('overflow-hidden', menu.open);
  });
  if (!HOVER_MENUS.has(menu.dataset.menu ?? '')) return;

  let closeTimer: number | undefined;
  menu.addEventListener('mouseenter', () => {
    if (!hoverable.matches) return;
    window.clearTimeout(closeTimer);
    if (!menu.open) menu.dataset.openedByHover = 'true';
    menu.open = true;
  });
  menu.addEventListener('mouseleave', () => {
    if (!hoverable.matches) return;
    delete menu.dataset.openedByHover;
    closeTimer = window.setTimeout(() => (menu.open = false), CLOSE_AFTER_LEAVE_MS);
  });
  // The click that follows a hover would toggle the menu shut just as it opened: it keeps it open instead.
  summary?.addEventListener('click', (event) => {
    if (menu.dataset.openedByHover && menu.open) event.preventDefault();
    delete menu.dataset.openedByHover;
  });
  menu.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget)) menu.open = false;
  });
}

function listenOnDocument() {
  document.addEventListener('keydown', (event) => {
    const open = menus().filter((m) => m.open);
    if (event.key === 'Escape' && open.length > 0) {
      // in document order, a menu inside another comes after it
      const innermost = open[open.length - 1]!;
      innermost.open = false;
      summaryOf(innermost)?.focus();
      event.preventDefault();
      return;
    }
    const phoneMenu = open.find((m) => m.dataset.menu === 'mobile');
    if (event.key === 'Tab' && phoneMenu) {
      const target = trapTarget(phoneMenu, document.activeElement, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    }
  });

  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const target = event.target;
    if (!target.closest(MENU) || target.closest(`${MENU} a[href]`)) closeAll();
    const panel = target.closest('[data-menu-back]')?.closest('details');
    if (panel) {
      panel.open = false;
      summaryOf(panel)?.focus();
    }
  });

  // A phone turned sideways, or a window made wider: the open menu may not suit the new width.
  let width = window.innerWidth;
  window.addEventListener('resize', () => {
    if (window.innerWidth !== width) closeAll();
    width = window.innerWidth;
  });
  // Leaving the page: a page restored from the back/forward cache comes back with its menus closed.
  window.addEventListener('pagehide', () => closeAll());
}
