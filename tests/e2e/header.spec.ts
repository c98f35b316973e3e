import { expect, test } from './support/test';
import { skipHomeModal } from './support/home-modal';
import { content } from './support/content';
import { barTop, headerBar, headerSticksAt, onTop } from './support/header';
import { paths } from '../../lib/routes';

/** The departments the Departments menus list (content/navigation.json's megaMenu), by name, in order. */
const menuNames = content.navigation.megaMenu.map((slug) => content.departments.find((d) => d.slug === slug)!.name);
// the department the menu tests look for: the menu's first
const firstInMenu = menuNames[0]!;

// These tests are about the header, so they start as a visitor who has already seen the home page's modal.
test.beforeEach(async ({ page }) => skipHomeModal(page));

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the bar stays at the top once the top bar has scrolled away, with nothing below it moving', async ({ page }) => {
    await page.goto(paths.about());
    const sticksAt = await headerSticksAt(page);
    // the top bar's height: the bar sits right below it
    expect(sticksAt).toBeGreaterThan(0);
    expect(await barTop(page)).toBe(sticksAt);
    const h1InPage = () => page.locator('h1').evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
    const h1 = await h1InPage();
    const shadowAtTop = await headerBar(page).evaluate((bar) => getComputedStyle(bar).boxShadow);

    // before the point the bar scrolls with the page; after it, it stays; the page never moves under it
    for (const y of [sticksAt / 2, sticksAt, sticksAt + 1, 400, 1500]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(await barTop(page), `bar at ${scrolled} px of scrolling`).toBe(Math.max(0, sticksAt - scrolled));
      expect(await h1InPage(), `heading at ${scrolled} px of scrolling`).toBe(h1);
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
    await expect(page.locator('body > header').getByRole('link', { name: /^24x7 Emergency:/ })).not.toBeInViewport();
    // once stuck, a deeper shadow sets the bar off the page sliding under it
    await expect.poll(() => headerBar(page).evaluate((bar) => getComputedStyle(bar).boxShadow)).not.toBe(shadowAtTop);
  });

  test('the sticky bar keeps an emergency call button once the top bar has scrolled away', async ({ page }) => {
    await page.goto(paths.about());
    await page.evaluate((y) => window.scrollTo(0, y), (await headerSticksAt(page)) + 400);
    expect(await barTop(page)).toBe(0);
    const call = headerBar(page).getByRole('link', { name: /^Emergency call \+91/ });
    await expect(call).toHaveCount(1);
    await expect(call).toHaveAttribute('href', /^tel:/);
    await expect(call).toBeInViewport();
    expect(await onTop(call)).toBe(true);
    expect((await headerBar(page).boundingBox())!.height).toBeLessThanOrEqual(64);
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

  test('once the bar is stuck, the departments menu opens from it, right below it and in view', async ({ page }) => {
    await page.goto(paths.about());
    await page.evaluate((y) => window.scrollTo(0, y), (await headerSticksAt(page)) + 600);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('[data-menu="departments"] > summary').hover();
    const panel = nav.locator('[data-menu="departments"] > div');
    await expect(panel.getByRole('link', { name: firstInMenu, exact: true })).toBeInViewport();
    const bar = (await headerBar(page).boundingBox())!;
    expect(bar.y).toBe(0);
    expect((await panel.boundingBox())!.y).toBe(bar.y + bar.height);
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

/**
 * Where a phone on a slow connection gets the page in pieces, the browser paints what has come so far: the bar
 * may show its first menu items before the rest of it arrives. Each part that arrives must go after the parts
 * already shown, never push them aside. Simulated by cutting the page's HTML before each item of the main
 * menu and before what follows the menu (the browser closes what the cut leaves open), and comparing each
 * item's place with its place in the whole page. Without JavaScript in both: the site script, which comes last,
 * brings in the web font, and a page cut short has the font's fallback (sized to match it) throughout.
 */
test.describe(() => {
  test.use({ javaScriptEnabled: false });
  test('as the page arrives in pieces, nothing already shown in the bar moves when the rest of it comes', async ({ page }) => {
    const sitePath = paths.about();
    const html = await (await page.request.get(sitePath)).text();
    const navStart = html.indexOf('<nav aria-label="Main"');
    const navEnd = html.indexOf('</nav>', navStart) + '</nav>'.length;
    // the start of each item of the menu's own list (not of the lists inside its submenus), then the end of the menu
    const cuts: number[] = [];
    let depth = 0;
    for (const m of html.slice(navStart, navEnd).matchAll(/<(\/?)li\b/g)) {
      if (m[1]) depth--;
      else if (++depth === 1) cuts.push(navStart + m.index);
    }
    cuts.push(navEnd);
    expect(cuts.length, 'menu items found in the page').toBeGreaterThan(3);

    /** The bar's logo link and each item of the main menu shown: where each starts. */
    const places = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const nav = document.querySelector('nav[aria-label="Main"]');
        const parts = [document.querySelector('header a[href="/"]'), ...(nav?.querySelectorAll(':scope > ul > li') ?? [])];
        return parts.map((el) => {
          const box = el!.getBoundingClientRect();
          return `${Math.round(box.left)},${Math.round(box.top)}`;
        });
      });

    for (const width of [1280, 1680]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(sitePath);
      const whole = await places();
      for (const cut of cuts.slice(1)) {
        await page.route(`**${sitePath}`, (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) }));
        await page.goto(sitePath, { waitUntil: 'commit' });
        await page.waitForLoadState('load');
        const shown = await places();
        expect(shown.length, `items shown when the page is cut at ${cut}`).toBeGreaterThan(1);
        expect(shown, `at ${width} px, with the page cut before ${JSON.stringify(html.slice(cut, cut + 60))}`).toEqual(whole.slice(0, shown.length));
        await page.unroute(`**${sitePath}`);
      }
    }
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

      const bar = headerBar(page);
      const call = bar.getByRole('link', { name: /^Emergency call \+91/ });
      const menu = bar.locator('[data-menu="mobile"] > summary');
      const home = bar.getByRole('link', { name: /home page$/ });
      for (const scrolled of [false, true]) {
        if (scrolled) {
          await page.evaluate((y) => window.scrollTo(0, y), (await headerSticksAt(page)) + 500);
          expect(await barTop(page)).toBe(0);
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
