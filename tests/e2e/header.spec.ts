import { expect, test, type Locator, type Page } from './support/test';
import { skipHomeModal } from './support/home-modal';
import { content } from './support/content';

/** The departments the Departments menus list (content/navigation.json's megaMenu), by name, in order. */
const menuNames = content.navigation.megaMenu.map((slug) => content.departments.find((d) => d.slug === slug)!.name);
// the department the menu tests look for: the menu's first
const firstInMenu = menuNames[0]!;
import { STICKY_AFTER } from '../../lib/page-chrome';
import { paths } from '../../lib/routes';

/** True when hit-testing at the centre and four points towards the corners (inside a round button too) finds the element itself (or its content) on top. */
async function onTop(target: Locator) {
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

const stickyBar = (page: Page) => page.locator('[data-sticky] > div');

// These tests are about the header, so they start as a visitor who has already seen the home page's modal.
test.beforeEach(async ({ page }) => skipHomeModal(page));

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('becomes fixed after 100 px of scrolling without the content jumping', async ({ page }) => {
    await page.goto('/about/');
    const bar = page.locator('[data-sticky]');
    await expect(bar).toHaveAttribute('data-sticky', 'static');
    const h1Top = async () => page.locator('h1').evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
    const before = await h1Top();
    await page.mouse.wheel(0, 60);
    await expect(bar).toHaveAttribute('data-sticky', 'static');
    await page.evaluate(() => window.scrollTo(0, 160));
    await expect(bar).toHaveAttribute('data-sticky', 'fixed');
    expect(await h1Top()).toBe(before);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  });

  test('the sticky bar keeps an emergency call button once the top bar has scrolled away', async ({ page }) => {
    await page.goto(paths.about());
    await page.evaluate((y) => window.scrollTo(0, y), STICKY_AFTER + 400);
    await expect(page.locator('[data-sticky]')).toHaveAttribute('data-sticky', 'fixed');
    const call = stickyBar(page).getByRole('link', { name: /^Emergency call \+91/ });
    await expect(call).toHaveCount(1);
    await expect(call).toHaveAttribute('href', /^tel:/);
    // the bar slides in as it fixes
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expect(call).toBeInViewport();
    expect(await onTop(call)).toBe(true);
    expect((await stickyBar(page).boundingBox())!.height).toBeLessThanOrEqual(64);
  });

  test('the departments mega menu opens on hover and on keyboard, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const summary = nav.locator('[data-menu="departments"] > summary');
    const list = nav.locator('[data-menu="departments"] ul').first();
    const department = list.getByRole('link', { name: firstInMenu, exact: true });
    await expect(department).toBeHidden();
    await summary.hover();
    await expect(department).toBeVisible();
    await expect(list.getByRole('link')).toHaveText(menuNames);
    await page.mouse.move(5, 800);
    await expect(department).toBeHidden();

    await summary.focus();
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.locator('[data-menu="departments"] a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(department).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test('the Media submenu opens on click, only one menu is open at a time, and a click elsewhere closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('[data-menu="departments"] > summary').click();
    await nav.locator('[data-menu="media"] > summary').click();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(nav.locator('[data-menu="departments"] ul').first().getByRole('link', { name: firstInMenu, exact: true })).toBeHidden();
    await page.locator('h1').click();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
  });
});

test.describe('phone header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  /** The bar that sticks is one row: logo and short name, emergency call, menu. */
  const MAX_STICKY_HEIGHT = 56;
  /** All the header takes of the first screen, top bar included. */
  const MAX_FIRST_SCREEN_CHROME = 100;

  for (const path of [paths.home(), paths.about()]) {
    test(`${path}: the header takes at most ${MAX_FIRST_SCREEN_CHROME} px of the first screen; the bar that sticks is one row of at most ${MAX_STICKY_HEIGHT} px whose emergency call and menu button are in view and uncovered, before and after scrolling`, async ({ page }) => {
      await page.goto(path);
      const header = page.locator('body > header');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(MAX_FIRST_SCREEN_CHROME);
      expect(await page.locator('main').evaluate((m) => m.getBoundingClientRect().top)).toBeLessThanOrEqual(MAX_FIRST_SCREEN_CHROME);

      const bar = stickyBar(page);
      const call = bar.getByRole('link', { name: /^Emergency call \+91/ });
      const menu = bar.locator('[data-menu="mobile"] > summary');
      const home = bar.getByRole('link', { name: /home page$/ });
      for (const scrolled of [false, true]) {
        if (scrolled) {
          await page.evaluate((y) => window.scrollTo(0, y), STICKY_AFTER + 500);
          await expect(page.locator('[data-sticky]')).toHaveAttribute('data-sticky', 'fixed');
          await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
          expect((await bar.boundingBox())!.y).toBe(0);
        }
        const box = (await bar.boundingBox())!;
        expect(box.height, scrolled ? 'sticky bar, scrolled' : 'sticky bar, at the top').toBeLessThanOrEqual(MAX_STICKY_HEIGHT);
        // one row: the three sit side by side, each within the bar's height
        for (const item of [home, call, menu]) {
          await expect(item).toBeVisible();
          await expect(item).toBeInViewport();
          const b = (await item.boundingBox())!;
          expect(b.y).toBeGreaterThanOrEqual(box.y);
          expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height);
        }
        await expect(call).toHaveAttribute('href', /^tel:/);
        expect(await onTop(call), 'emergency call uncovered').toBe(true);
        expect(await onTop(menu), 'menu button uncovered').toBe(true);
      }
    });
  }

  test('the phone menu starts with the emergency number', async ({ page }) => {
    await page.goto(paths.about());
    await page.locator('[data-menu="mobile"] > summary').click();
    const first = page.locator('[data-menu="mobile"] > div a').first();
    await expect(first).toHaveAttribute('href', /^tel:/);
    await expect(first).toHaveText(/^24x7 Emergency: \+91/);
    await expect(first).toBeInViewport();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens full screen, keeps focus inside, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const summary = page.locator('[data-menu="mobile"] > summary');
    await summary.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('[data-menu="mobile"]'));
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test('the Departments panel lists the departments and Back returns to the first panel', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-menu="mobile"] > summary').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.locator('summary', { hasText: 'Departments' }).click();
    const panel = menu.locator('details', { has: page.locator('summary', { hasText: 'Departments' }) }).locator('ul');
    await expect(panel.getByRole('link', { name: firstInMenu, exact: true })).toBeVisible();
    await expect(panel.getByRole('link')).toHaveText([...menuNames, 'All departments']);
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(panel.getByRole('link', { name: firstInMenu, exact: true })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  });

  test('closes when the window is resized and when a link is followed', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.locator('[data-menu="mobile"] > summary').click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(menu).toBeHidden();
    await page.locator('[data-menu="mobile"] > summary').click();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
