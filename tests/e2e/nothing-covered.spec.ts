import { expect, test, type Page } from './support/test';
import { skipHomeModal } from './support/home-modal';
import { discoverPages } from './support/site';
import { routeOf, type RouteName } from '../../lib/routes';
import { barTop, headerSticksAt } from './support/header';

/**
 * Nothing fixed on screen (the floating quick-contact buttons, the header's
 * sticky bar) covers a heading, link or button where a page rests: at its top
 * and scrolled to its end, on one page of every kind, at 375 × 740 and
 * 1280 × 900. Covered means hit-testing finds a fixed or sticky element drawn
 * on top at one of several points of the element's box.
 */

const KINDS: RouteName[] = ['home', 'about', 'doctors', 'doctor', 'department', 'blog', 'article', 'contact', 'gallery', 'departments', 'search'];
const built = discoverPages('out');
/** The first page of each kind in the build, as lib/routes reads its path. */
const pageOfKind = (kind: RouteName) => built.find((p) => routeOf(p)?.name === kind);

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
];

/** Two frames for scroll handlers to run, then until no transition or animation (the header sliding in, the buttons fading) is under way. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

/** Scrolls to the very end, again while the page still grows (lazy pictures, islands). */
async function scrollToEnd(page: Page) {
  for (let i = 0; i < 5; i++) {
    const end = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    await settle(page);
    const now = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, bottom: window.scrollY + window.innerHeight }));
    if (now.height === end && now.bottom >= now.height - 1) return;
  }
}

/**
 * Every visible heading, link, button and form control in the viewport, not
 * itself part of a fixed element, that a visible fixed or sticky element is
 * drawn over at one of its sample points: its box's centre and four corners
 * (a little inside). For a heading the boxes are those of its text, what a
 * visitor reads; for a control, its own boxes (one per line of a link).
 *
 * Hit-testing counts every element, even one that lets clicks through
 * (pointer-events: none), so a fixed element that is seen but not clickable
 * still counts; one that is not seen at all (opacity 0, visibility hidden)
 * does not. Once the page has scrolled, the band under a bar pinned to the
 * top edge holds what the visitor has scrolled past, like the space above the
 * viewport, so the viewport is taken to start below it; at the top of a page
 * nothing has scrolled past, so there it does not.
 */
async function coveredElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const fixedOrSticky = [...document.body.querySelectorAll('*')].filter((el) => {
      const position = getComputedStyle(el).position;
      return (position === 'fixed' || position === 'sticky') && el.getClientRects().length > 0;
    });
    const layers = fixedOrSticky.filter((el) => !fixedOrSticky.some((other) => other !== el && other.contains(el)));
    const layerOf = (el: Element) => layers.find((layer) => layer.contains(el));
    const describeLayer = (layer: Element) =>
      layer.getAttribute('aria-label') ?? (layer.closest('header') ? 'the sticky header' : `${layer.tagName.toLowerCase()}.${[...layer.classList].slice(0, 3).join('.')}`);

    const viewport = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight };
    if (window.scrollY > 0) {
      for (const layer of layers) {
        const r = layer.getBoundingClientRect();
        if (seen(layer) && r.top <= 0 && r.width >= viewport.right - 1) viewport.top = Math.max(viewport.top, Math.min(r.bottom, window.scrollY));
      }
    }

    const candidates = document.querySelectorAll<HTMLElement>(
      'h1, h2, h3, h4, h5, h6, [role="heading"], a[href], button, summary, [role="button"], [role="link"], input:not([type="hidden"]), select, textarea',
    );
    const boxesOf = (el: HTMLElement): DOMRect[] => {
      if (/^H[1-6]$/.test(el.tagName) || el.getAttribute('role') === 'heading') {
        const range = document.createRange();
        range.selectNodeContents(el);
        return [...range.getClientRects()];
      }
      return [...el.getClientRects()];
    };

    // hit-test what is drawn, even a fixed element that lets clicks through (through the CSSOM: the page's policy refuses a <style>)
    const clickThrough = layers.flatMap((layer) => [layer, ...layer.querySelectorAll('*')]).filter((el): el is HTMLElement | SVGElement => 'style' in el);
    const before = clickThrough.map((el) => [el.style.getPropertyValue('pointer-events'), el.style.getPropertyPriority('pointer-events')] as const);
    clickThrough.forEach((el) => el.style.setProperty('pointer-events', 'auto', 'important'));
    const covered: string[] = [];
    try {
      for (const el of candidates) {
        // the fixed elements' own controls are not checked (something sticky inside the page would be, against the others)
        if (layerOf(el) && getComputedStyle(layerOf(el)!).position === 'fixed') continue;
        // visually hidden until focused (sr-only clips it to nothing, so nothing can be drawn over it), like the skip link
        if (!seen(el) || getComputedStyle(el).clipPath === 'inset(50%)') continue;
        let coveredBy: Element | undefined;
        for (const box of boxesOf(el)) {
          const left = Math.max(box.left, viewport.left);
          const right = Math.min(box.right, viewport.right);
          const top = Math.max(box.top, viewport.top);
          const bottom = Math.min(box.bottom, viewport.bottom);
          // nothing of this box in view, or a visually hidden (1 px) label
          if (right - left < 2 || bottom - top < 2 || box.width < 2 || box.height < 2) continue;
          const dx = Math.min(3, (right - left) / 4);
          const dy = Math.min(3, (bottom - top) / 4);
          const points = [
            [(left + right) / 2, (top + bottom) / 2],
            [left + dx, top + dy],
            [right - dx, top + dy],
            [left + dx, bottom - dy],
            [right - dx, bottom - dy],
          ];
          for (const [x, y] of points) {
            // the topmost element drawn at the point, passing over fixed layers that are not seen
            const drawn = document.elementsFromPoint(x!, y!).find((hit) => {
              const layer = layerOf(hit);
              return !layer || seen(layer);
            });
            const layer = drawn && layerOf(drawn);
            if (layer && !layer.contains(el)) {
              coveredBy = layer;
              break;
            }
          }
          if (coveredBy) break;
        }
        if (coveredBy) {
          const text = (el.innerText || el.getAttribute('aria-label') || el.outerHTML.slice(0, 60)).replace(/\s+/g, ' ').trim().slice(0, 60);
          const r = el.getBoundingClientRect();
          covered.push(`<${el.tagName.toLowerCase()}> "${text}" at ${Math.round(r.left)},${Math.round(r.top)} under ${describeLayer(coveredBy)}`);
        }
      }
    } finally {
      clickThrough.forEach((el, i) => el.style.setProperty('pointer-events', before[i]![0], before[i]![1]));
    }
    return covered;
  });
}

test('one page of every kind is in the build', () => {
  expect(KINDS.filter((kind) => !pageOfKind(kind))).toEqual([]);
});

for (const kind of KINDS) {
  const path = pageOfKind(kind) ?? '/';
  for (const viewport of VIEWPORTS) {
    test(`${kind} (${path}) at ${viewport.width} px: nothing fixed covers a heading, link or button at the top or at the end`, async ({ page }) => {
      await skipHomeModal(page);
      await page.setViewportSize(viewport);
      await page.goto(path);
      await settle(page);
      expect(await page.evaluate(() => window.scrollY), 'starts at the top').toBe(0);
      expect(await coveredElements(page), 'covered at the top of the page').toEqual([]);

      await scrollToEnd(page);
      expect(await page.evaluate(() => window.scrollY), 'the page scrolls past the top bar').toBeGreaterThan(await headerSticksAt(page));
      // the page's end: the quick-contact buttons and the header's bar are both there
      await expect(page.getByRole('complementary', { name: 'Quick contact' })).toHaveAttribute('data-quick-contact', 'shown');
      expect(await barTop(page), "the header's bar at the top").toBe(0);
      expect(await coveredElements(page), 'covered at the end of the page').toEqual([]);
    });
  }
}

test.describe('the quick-contact buttons', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('wait out of sight at the top of a page, join once the header sticks, and come into view when the keyboard reaches them', async ({ page }) => {
    await skipHomeModal(page);
    await page.goto(pageOfKind('about')!);
    const dock = page.getByRole('complementary', { name: 'Quick contact' });
    const chat = dock.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(dock).toHaveAttribute('data-quick-contact', 'waiting');
    await expect(dock).toHaveCSS('opacity', '0');
    await expect(dock).toHaveCSS('pointer-events', 'none');
    // still there for screen readers, and the header has the calls meanwhile
    await expect(chat).toHaveCount(1);
    await expect(page.locator('header a[href^="tel:"]').first()).toBeInViewport();

    // until the top bar (emergency number, WhatsApp) has scrolled away and the header's bar meets the window's edge, they wait
    const sticksAt = await headerSticksAt(page);
    await page.evaluate((y) => window.scrollTo(0, y), sticksAt);
    await settle(page);
    await expect(dock).toHaveAttribute('data-quick-contact', 'waiting');
    await expect(dock).toHaveCSS('opacity', '0');

    // the top bar has gone and the header's bar sticks: they join
    await page.evaluate((y) => window.scrollTo(0, y), sticksAt + 200);
    expect(await barTop(page)).toBe(0);
    await expect(dock).toHaveAttribute('data-quick-contact', 'shown');
    await expect(dock).toHaveCSS('opacity', '1');
    await expect(dock).toHaveCSS('pointer-events', 'auto');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(dock).toHaveAttribute('data-quick-contact', 'waiting');
    await chat.focus();
    await expect(dock).toHaveCSS('opacity', '1');
    await expect(chat).toBeFocused();
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('always show', async ({ page }) => {
      await page.goto(pageOfKind('about')!);
      const dock = page.getByRole('complementary', { name: 'Quick contact' });
      await expect(dock).toHaveCSS('opacity', '1');
      await expect(dock.getByRole('link', { name: /Chat with us on WhatsApp/ })).toBeVisible();
    });
  });
});
