import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { loadContent } from '../../lib/content/load';
import { BREAKPOINTS } from '../../lib/breakpoints';

const { content } = loadContent();
const radiology = content!.departments.find((d) => d.slug === 'radiology')!;
const slugs = radiology.services.map((s) => s.slug);
const URL_PATH = '/mainservice/radiology/';

const cards = (page: Page) => page.locator('button[data-service-card]');
const panel = (page: Page) => page.locator('[data-service-panel]');

/** The grid in order: service slugs, with "PANEL" where the panel sits. */
const gridOrder = (page: Page) =>
  page.getByRole('list', { name: `${radiology.name} services` }).evaluate((ul) =>
    [...ul.children].map((li) =>
      li.querySelector('[data-service-panel]') ? 'PANEL' : li.querySelector<HTMLElement>('[data-service-card]')!.dataset.serviceCard,
    ),
  );
const panelAfter = async (page: Page) => {
  const order = await gridOrder(page);
  return order[order.indexOf('PANEL') - 1];
};

async function open(page: Page, width: number, options: { reducedMotion?: boolean } = {}) {
  await page.setViewportSize({ width, height: 900 });
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(URL_PATH);
  await expect(cards(page)).toHaveCount(slugs.length); // the island has taken over
}

/** Waits until the (possibly smooth) scroll has settled and returns the panel's top in the viewport. */
async function settledPanelTop(page: Page): Promise<number> {
  let last = NaN;
  await expect
    .poll(async () => {
      const top = (await panel(page).boundingBox())!.y;
      const settled = Math.abs(top - last) < 0.5;
      last = top;
      return settled;
    }, { intervals: [100] })
    .toBe(true);
  return last;
}

for (const [width, expectedAfter] of [
  [1280, 2],
  [900, 1],
  [375, 1],
] as const) {
  test(`at ${width} px the 2nd card opens its panel right after card ${expectedAfter + 1}, its top 100 px below the viewport top`, async ({ page }) => {
    await open(page, width);
    const second = cards(page).nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toBeVisible();
    expect(await panelAfter(page)).toBe(slugs[expectedAfter]);
    await expect(panel(page).getByRole('heading', { level: 3, name: radiology.services[1]!.name })).toBeFocused();
    const top = await settledPanelTop(page);
    expect(top).toBeGreaterThanOrEqual(96);
    expect(top).toBeLessThanOrEqual(104);
    // the panel shows the picture, the name, the body and a close button
    await expect(panel(page).getByRole('img')).toHaveCount(1 + radiology.services[1]!.body.filter((b) => b.type === 'picture').length);
    await expect(panel(page).getByRole('button', { name: /^Close/ })).toBeVisible();
  });
}

test('under reduced motion the panel is brought into place at once', async ({ page }) => {
  await open(page, 1280, { reducedMotion: true });
  await cards(page).nth(4).click();
  const top = (await panel(page).boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(96);
  expect(top).toBeLessThanOrEqual(104);
  expect(await panelAfter(page)).toBe(slugs[5]);
});

for (const width of [375, 1280]) {
  test(`at ${width} px Escape closes the panel and gives focus back to its card; so does the close button`, async ({ page }) => {
    await open(page, width, { reducedMotion: true });
    const card = cards(page).nth(3);
    await card.click();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(card).toBeFocused();
    await expect(card).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter'); // the focused card opens it again
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole('button', { name: /^Close/ }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test(`at ${width} px one panel is open at a time, and clicking the open card closes it`, async ({ page }) => {
    await open(page, width, { reducedMotion: true });
    await cards(page).nth(0).click();
    await cards(page).nth(7).click();
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page)).toHaveAttribute('data-service-panel', slugs[7]!);
    await expect(cards(page).nth(0)).toHaveAttribute('aria-expanded', 'false');
    await cards(page).nth(7).click();
    await expect(panel(page)).toHaveCount(0);
  });

  test(`at ${width} px the open panel has no axe violations`, async ({ page }) => {
    await open(page, width, { reducedMotion: true });
    await cards(page).nth(1).click();
    await expect(panel(page)).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });
}

test('resizing from 1280 to 900 px while open moves the panel to the new row end', async ({ page }) => {
  await open(page, 1280, { reducedMotion: true });
  await cards(page).nth(1).click();
  expect(await panelAfter(page)).toBe(slugs[2]);
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(() => panelAfter(page)).toBe(slugs[1]);
  await expect(panel(page).getByRole('heading', { level: 3 }).first()).toBeFocused(); // moving keeps the keyboard in the panel
  await page.setViewportSize({ width: 375, height: 900 });
  await expect.poll(() => panelAfter(page)).toBe(slugs[1]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => panelAfter(page)).toBe(slugs[2]);
});

// At the exact breakpoints the CSS grid and the island's logic must agree on what a row is.
for (const width of [BREAKPOINTS.md, BREAKPOINTS.md + 1, BREAKPOINTS.xl, BREAKPOINTS.xl + 1]) {
  test(`at ${width} px the panel opens under the clicked card's visual row`, async ({ page }) => {
    await open(page, width, { reducedMotion: true });
    const clicked = 4;
    await cards(page).nth(clicked).click();
    await expect(panel(page)).toBeVisible();
    const tops = await cards(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top + window.scrollY)));
    const rowTop = tops[clicked]!;
    const lastOfRow = tops.lastIndexOf(rowTop);
    expect(await panelAfter(page)).toBe(slugs[lastOfRow]);
    const panelBox = (await panel(page).boundingBox())!;
    const next = await cards(page).nth(lastOfRow + 1).boundingBox();
    expect(next!.y).toBeGreaterThan(panelBox.y + panelBox.height - 1);
    const columns = tops.filter((t) => t === tops[0]).length;
    expect(columns).toBe(width > BREAKPOINTS.xl ? 3 : width > BREAKPOINTS.md ? 2 : 1);
  });
}

test('a deep link to a service opens its panel', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${URL_PATH}#${slugs[9]}`);
  await expect(panel(page)).toHaveAttribute('data-service-panel', slugs[9]!);
  await expect(cards(page).nth(9)).toHaveAttribute('aria-expanded', 'true');
  expect(await panelAfter(page)).toBe(slugs[11]);
  await expect.poll(async () => Math.round((await panel(page).boundingBox())!.y)).toBe(100);
});

test('the open panel is kept in the address, so reloading keeps it open', async ({ page }) => {
  await open(page, 1280, { reducedMotion: true });
  await cards(page).nth(2).click();
  await expect(page).toHaveURL(new RegExp(`#${slugs[2]}$`));
  await page.reload();
  await expect(panel(page)).toHaveAttribute('data-service-panel', slugs[2]!);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${URL_PATH}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every service is readable: cards link to their full text on the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(URL_PATH);
    const links = page.locator('a[data-service-card]');
    await expect(links).toHaveCount(slugs.length);
    for (const [i, s] of radiology.services.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', `#${s.slug}`);
      const article = page.locator(`article[id="${s.slug}"]`);
      await expect(article.getByRole('heading', { name: s.name })).toBeVisible();
    }
    await links.nth(3).click();
    await expect(page.locator(`article[id="${slugs[3]}"]`)).toBeInViewport();
  });
});
