import { expect, test } from './support/test';
import { paths } from '../../lib/routes';
import { content } from './support/content';
import { barTop, headerBar, headerSticksAt, onTop } from './support/header';

test.use({ javaScriptEnabled: false });

test('with JavaScript off, links from the home page reach every department, service, doctor and article', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length > 0) {
    const path = queue.shift()!;
    // the HTML as served is what a browser without JavaScript has to follow (fetched, not rendered: the crawl reads every page of the site)
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const m of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const url = new URL(m[1]!.replace(/&amp;/g, '&'), origin + path);
      if (url.origin !== origin) continue;
      if (!seen.has(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }
  const expected = [
    ...content.departments.map((d) => paths.department(d.slug)),
    ...content.doctors.map((d) => paths.doctor(d.id)),
    ...content.articles.map((a) => paths.article(a.slug)),
    ...content.departments.flatMap((d) => d.services.map((x) => paths.departmentService(d.slug, x.slug))),
  ];
  expect(expected.filter((p) => !seen.has(p))).toEqual([]);
});

test('with JavaScript off, the departments menu and the mobile menu still open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.locator('[data-menu="departments"] > summary').click();
  // the menu's first department (content/navigation.json)
  const first = content.departments.find((d) => d.slug === content.navigation.megaMenu[0])!;
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('[data-menu="departments"] ul').first().getByRole('link', { name: first.name, exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.locator('[data-menu="mobile"] > summary').click();
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact Us' })).toBeVisible();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`with JavaScript off at ${viewport.width} px, the header's bar stays at the top while the page scrolls, its emergency call in reach and uncovered`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(paths.about());
    const sticksAt = await headerSticksAt(page);
    expect(await barTop(page), 'below the top bar at first').toBe(sticksAt);
    const call = headerBar(page).getByRole('link', { name: /^Emergency call \+91/ });
    for (const y of [sticksAt + 1, 800, 2000]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      expect(await barTop(page), `after ${y} px of scrolling`).toBe(0);
      await expect(call).toBeInViewport();
      expect(await onTop(call), `emergency call uncovered after ${y} px of scrolling`).toBe(true);
    }
    if (viewport.width === 375) {
      // the phone menu opens from the stuck bar and starts with the emergency number
      await headerBar(page).locator('[data-menu="mobile"] > summary').click();
      const first = page.locator('[data-menu="mobile"] > div a').first();
      await expect(first).toHaveAttribute('href', /^tel:/);
      await expect(first).toBeInViewport();
      await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    } else {
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
    }
  });
}
