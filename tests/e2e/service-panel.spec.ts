import { expect, test, type Page } from './support/test';
import { servicePages } from '../../lib/content/queries';
import { href, paths } from '../../lib/routes';
import type { Service } from '../../lib/content/schema';
import { departmentWithMostServices } from './support/content';

// the department with the most services: the longest grid, with the most rows to open panels under
const department = departmentWithMostServices;
/** The services whose cards the department's own page shows (its first page of services). */
const services = servicePages(department)[0] ?? [];
const slugs = services.map((s) => s.slug);
const URL_PATH = paths.department(department.slug);
import { axeViolations } from './support/axe';
import { BREAKPOINTS } from '../../lib/breakpoints';

/** Cards a row holds at a width, as the spec has it: 3 above 1200 px, 2 above 768 px, else 1. */
const columnsAt = (width: number) => (width > BREAKPOINTS.xl ? 3 : width > BREAKPOINTS.md ? 2 : 1);
/** The index of the last card on the row of card `index` at a width: the panel of that card opens after it. */
const rowEnd = (index: number, width: number) => Math.min((Math.floor(index / columnsAt(width)) + 1) * columnsAt(width) - 1, slugs.length - 1);
/** The card at `index`, or the last card when the grid is shorter. */
const pick = (index: number) => Math.min(index, slugs.length - 1);

test.skip(slugs.length < 2, 'no department has two services: there is no grid of cards to open panels in');

/** A sentence of a service's text (its first paragraph, lead or picture caption): what the panel shows once the service's page has arrived. */
const sentenceOf = (s: Service) => {
  for (const b of s.body) if (b.type === 'paragraph' || b.type === 'lead' || b.type === 'picture') return b.text;
  return undefined;
};

const cards = (page: Page) => page.locator('button[data-service-card]');
const panel = (page: Page) => page.locator('[data-service-panel]');

/** The grid in order: service slugs, with "PANEL" where the panel sits. */
const gridOrder = (page: Page) =>
  page.getByRole('list', { name: `${department.name} services` }).evaluate((ul) =>
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

for (const width of [1280, 900, 375]) {
  test(`at ${width} px the 2nd card opens its panel right after the last card of its row, its top 100 px below the viewport top`, async ({ page }) => {
    await open(page, width);
    const second = cards(page).nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toBeVisible();
    expect(await panelAfter(page)).toBe(slugs[rowEnd(1, width)]);
    await expect(panel(page).getByRole('heading', { level: 3, name: services[1]!.name, exact: true })).toBeFocused();
    const top = await settledPanelTop(page);
    expect(top).toBeGreaterThanOrEqual(96);
    expect(top).toBeLessThanOrEqual(104);
    // the panel shows the picture, the name, the body (fetched from the service's page) and a close button
    await expect(panel(page).getByRole('img')).toHaveCount(1 + services[1]!.body.filter((b) => b.type === 'picture').length);
    const sentence = sentenceOf(services[1]!);
    if (sentence) await expect(panel(page)).toContainText(sentence);
    await expect(panel(page).getByRole('button', { name: /^Close/ })).toBeVisible();
  });
}

test('under reduced motion the panel is brought into place at once', async ({ page }) => {
  await open(page, 1280, { reducedMotion: true });
  // a card in the middle of the second row (or the last card of a shorter grid)
  const card = pick(4);
  await cards(page).nth(card).click();
  const top = (await panel(page).boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(96);
  expect(top).toBeLessThanOrEqual(104);
  expect(await panelAfter(page)).toBe(slugs[rowEnd(card, 1280)]);
});

for (const width of [375, 1280]) {
  test(`at ${width} px Escape closes the panel and gives focus back to its card; so does the close button`, async ({ page }) => {
    await open(page, width, { reducedMotion: true });
    const card = cards(page).nth(pick(3));
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
    // the first card, then one further down (a later row while the grid has one)
    const later = pick(7);
    await cards(page).nth(0).click();
    await cards(page).nth(later).click();
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page)).toHaveAttribute('data-service-panel', slugs[later]!);
    await expect(cards(page).nth(0)).toHaveAttribute('aria-expanded', 'false');
    await cards(page).nth(later).click();
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
  expect(await panelAfter(page)).toBe(slugs[rowEnd(1, 1280)]);
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(() => panelAfter(page)).toBe(slugs[rowEnd(1, 900)]);
  await expect(panel(page).getByRole('heading', { level: 3 }).first()).toBeFocused(); // moving keeps the keyboard in the panel
  await page.setViewportSize({ width: 375, height: 900 });
  await expect.poll(() => panelAfter(page)).toBe(slugs[rowEnd(1, 375)]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => panelAfter(page)).toBe(slugs[rowEnd(1, 1280)]);
});

// At the exact breakpoints the CSS grid and the island's logic must agree on what a row is.
for (const width of [BREAKPOINTS.md, BREAKPOINTS.md + 1, BREAKPOINTS.xl, BREAKPOINTS.xl + 1]) {
  test(`at ${width} px the panel opens under the clicked card's visual row`, async ({ page }) => {
    await open(page, width, { reducedMotion: true });
    const clicked = pick(4);
    await cards(page).nth(clicked).click();
    await expect(panel(page)).toBeVisible();
    const tops = await cards(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top + window.scrollY)));
    const rowTop = tops[clicked]!;
    const lastOfRow = tops.lastIndexOf(rowTop);
    expect(await panelAfter(page)).toBe(slugs[lastOfRow]);
    const panelBox = (await panel(page).boundingBox())!;
    // the next row starts below the panel (the last row has none)
    if (lastOfRow + 1 < slugs.length) {
      const next = await cards(page).nth(lastOfRow + 1).boundingBox();
      expect(next!.y).toBeGreaterThan(panelBox.y + panelBox.height - 1);
    }
    const columns = tops.filter((t) => t === tops[0]).length;
    expect(columns).toBe(Math.min(columnsAt(width), slugs.length));
  });
}

test('a deep link to a service opens its panel', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // a card well down the grid (or the last card of a shorter one)
  const linked = pick(9);
  await page.goto(`${URL_PATH}#${slugs[linked]}`);
  await expect(panel(page)).toHaveAttribute('data-service-panel', slugs[linked]!);
  await expect(cards(page).nth(linked)).toHaveAttribute('aria-expanded', 'true');
  expect(await panelAfter(page)).toBe(slugs[rowEnd(linked, 1280)]);
  // 100 px, to the pixel: the scroll position is a whole number of pixels, the panel's top on the page need not be
  await expect.poll(async () => Math.abs((await panel(page).boundingBox())!.y - 100)).toBeLessThan(1);
});

test('the open panel is kept in the address, so reloading keeps it open', async ({ page }) => {
  await open(page, 1280, { reducedMotion: true });
  const card = pick(2);
  await cards(page).nth(card).click();
  await expect(page).toHaveURL(new RegExp(`#${slugs[card]}$`));
  await page.reload();
  await expect(panel(page)).toHaveAttribute('data-service-panel', slugs[card]!);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${URL_PATH}$`));
});

test("a card's panel fetches its service's page once the visitor reaches for it, and a failed fetch links to the page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const fetched: string[] = [];
  page.on('request', (r) => r.resourceType() === 'fetch' && fetched.push(new URL(r.url()).pathname));
  const first = services[0]!;
  const failing = services[pick(2)]!;
  await page.route(`**${href(paths.departmentService(department.slug, failing.slug))}`, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(URL_PATH);
  await expect(cards(page)).toHaveCount(slugs.length);
  expect(fetched).toEqual([]); // nothing fetched before the visitor reaches for a card
  await cards(page).nth(0).hover();
  await expect.poll(() => fetched).toEqual([href(paths.departmentService(department.slug, first.slug))]);
  await cards(page).nth(0).click();
  const sentence = sentenceOf(first);
  if (sentence) await expect(panel(page)).toContainText(sentence);
  expect(fetched).toHaveLength(1); // the hover's fetch served the click

  await cards(page).nth(pick(2)).click();
  await expect(panel(page).getByRole('status')).toContainText('could not be loaded');
  await expect(panel(page).getByRole('link', { name: "Open this service's page" })).toHaveAttribute('href', href(paths.departmentService(department.slug, failing.slug)));
});

test('the department page carries no service text: each comes from its own page', async ({ page }) => {
  const html = await (await page.request.get(URL_PATH)).text();
  const sentences = services.map(sentenceOf).filter((x): x is string => x !== undefined);
  expect(sentences.filter((x) => html.includes(x.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("every service is readable: each card leads to the service's own page, which shows its text", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(URL_PATH);
    const links = page.locator('a[data-service-card]');
    await expect(links).toHaveCount(slugs.length);
    for (const [i, s] of services.entries()) await expect(links.nth(i)).toHaveAttribute('href', href(paths.departmentService(department.slug, s.slug)));
    const chosen = services[pick(3)]!;
    await links.nth(pick(3)).click();
    await expect(page).toHaveURL(new RegExp(`${href(paths.departmentService(department.slug, chosen.slug))}$`));
    await expect(page.locator('h1')).toHaveText(chosen.name);
    const sentence = sentenceOf(chosen);
    if (sentence) await expect(page.locator('main')).toContainText(sentence);
    // and back to the department
    await page.getByRole('link', { name: `Back to ${department.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${href(URL_PATH)}$`));
  });
});
