import { expect, test } from './support/test';
import { skipHomeModal } from './support/home-modal';
import { content } from './support/content';

/** The departments the Departments menus list (content/navigation.json's megaMenu), by name, in order. */
const menuNames = content.navigation.megaMenu.map((slug) => content.departments.find((d) => d.slug === slug)!.name);
// the department the menu tests look for: the menu's first
const firstInMenu = menuNames[0]!;

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
