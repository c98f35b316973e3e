import type { Locator, Page } from '@playwright/test';
import { headerStickingPoint } from '../../../islands/site/rules/page-chrome';

/** The header's bar: the row (logo, navigation or menu, emergency call) that stays at the top while the page scrolls. */
export const headerBar = (page: Page) => page.locator('body > header [data-header-bar]');

/** How far the page scrolls before the header's bar sticks: the top bar's height at the current width. */
export async function headerSticksAt(page: Page): Promise<number> {
  return headerStickingPoint(await page.locator('body > header').evaluate((header) => getComputedStyle(header).top));
}

/** The header's bar's distance from the window's top edge, px. */
export async function barTop(page: Page): Promise<number> {
  return headerBar(page).evaluate((bar) => bar.getBoundingClientRect().top);
}

/** True when hit-testing at the centre and four points towards the corners (inside a round button too) finds the element itself (or its content) on top. */
export async function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || r.bottom <= 0 || r.top >= window.innerHeight) return false;
    const [dx, dy] = [r.width / 4, r.height / 4];
    const points = [[(r.left + r.right) / 2, (r.top + r.bottom) / 2], [r.left + dx, r.top + dy], [r.right - dx, r.top + dy], [r.left + dx, r.bottom - dy], [r.right - dx, r.bottom - dy]];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return !!hit && (el === hit || el.contains(hit));
    });
  });
}
