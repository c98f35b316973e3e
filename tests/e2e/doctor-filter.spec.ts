import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { loadContent } from '../../lib/content/load';

const { content } = loadContent();
const doctors = content!.doctors;
const namesIn = (label: string) => doctors.filter((d) => d.departments.includes(label)).map((d) => d.name);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const filterNav = (page: Page) => page.getByRole('navigation', { name: 'Doctors by department' });
const strip = (page: Page) => page.getByRole('region', { name: 'All our doctors' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /doctors? in/ });
const resultNames = (page: Page) => page.locator('[data-doctor-results] article h3');

/** The island has taken over once its DEPARTMENTS toggle exists (hidden by CSS at 992 px and up). */
async function waitForIsland(page: Page) {
  await expect(page.locator('#filter-title button')).toHaveCount(1);
}

async function openOptionsIfFolded(page: Page, width: number) {
  if (width < 992) await page.getByRole('button', { name: 'Departments' }).click();
}

for (const width of [375, 1280]) {
  test.describe(`doctor filter at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 992 ? 800 : 900 });
    });

    test('starts on All with the strip of every doctor', async ({ page }) => {
      await page.goto('/ourdoctor/');
      await waitForIsland(page);
      await expect(strip(page)).toBeVisible();
      await expect(strip(page).getByRole('article')).toHaveCount(doctors.length);
      await expect(status(page)).toHaveText(`${doctors.length} doctors in all departments`);
      await openOptionsIfFolded(page, width);
      await expect(filterNav(page).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    });

    test('choosing Orthopedics shows exactly its doctors, hides the strip, and lives in the URL through reload and Back', async ({ page }) => {
      await page.goto('/ourdoctor/');
      await waitForIsland(page);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await openOptionsIfFolded(page, width);
      await filterNav(page).getByRole('link', { name: 'Orthopedics' }).click();

      await expect(page).toHaveURL(/\/ourdoctor\/\?department=Orthopedics$/);
      await expect(resultNames(page)).toHaveText(namesIn('Orthopedics'));
      await expect(strip(page)).toHaveCount(0);
      await expect(status(page)).toHaveText(`${namesIn('Orthopedics').length} doctors in Orthopedics`);
      await expect(filterNav(page).getByRole('link', { name: 'Orthopedics', includeHidden: true })).toHaveAttribute('aria-current', 'true');

      await page.goBack();
      await expect(page).toHaveURL(/\/ourdoctor\/$/);
      await expect(strip(page)).toBeVisible();
      await expect(resultNames(page)).toHaveCount(0);
      await expect(status(page)).toHaveText(`${doctors.length} doctors in all departments`);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'Back stays on the page').toBe(true);

      await page.goForward();
      await expect(resultNames(page)).toHaveText(namesIn('Orthopedics'));

      await page.reload();
      await waitForIsland(page);
      await expect(page).toHaveURL(/\?department=Orthopedics$/);
      await expect(resultNames(page)).toHaveText(namesIn('Orthopedics'));
      await expect(strip(page)).toHaveCount(0);
    });

    test('a label with "&" round-trips through the URL', async ({ page }) => {
      await page.goto('/ourdoctor/');
      await waitForIsland(page);
      await openOptionsIfFolded(page, width);
      await filterNav(page).getByRole('link', { name: 'Obstetrics & Gynaecology' }).click();
      await expect(page).toHaveURL(/\?department=Obstetrics%20%26%20Gynaecology$/);
      await page.reload();
      await expect(resultNames(page)).toHaveText(namesIn('Obstetrics & Gynaecology'));
    });

    test("a department page's 'See all … doctors' link lands on the filtered view", async ({ page }) => {
      await page.goto('/mainservice/orthopaedics/');
      await page.getByRole('link', { name: /^See all .* doctors$/ }).click();
      await expect(page).toHaveURL(/\/ourdoctor\/\?department=Orthopedics$/);
      await expect(resultNames(page)).toHaveText(namesIn('Orthopedics'));
      await expect(strip(page)).toHaveCount(0);
    });

    test('the filtered view has no axe violations', async ({ page }) => {
      await page.goto('/ourdoctor/?department=Orthopedics');
      await waitForIsland(page);
      await expect(resultNames(page)).toHaveCount(namesIn('Orthopedics').length);
      await openOptionsIfFolded(page, width);
      const violations = (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((v) => v.id);
      expect(violations).toEqual([]);
    });
  });
}

test('at 375 px the options are folded under the DEPARTMENTS button until it is pressed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ourdoctor/');
  await waitForIsland(page);
  const toggle = page.getByRole('button', { name: 'Departments' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filterNav(page).getByRole('link', { name: 'Orthopedics' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(filterNav(page).getByRole('link', { name: 'Orthopedics' })).toBeVisible();
  await filterNav(page).getByRole('link', { name: 'Orthopedics' }).click();
  // the choice folds the options again and keeps the keyboard on the toggle
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(filterNav(page).getByRole('link', { name: 'Orthopedics' })).toBeVisible();
});

test('at 992 px and up the options are always shown and there is no toggle', async ({ page }) => {
  for (const width of [992, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ourdoctor/');
    await waitForIsland(page);
    await expect(page.getByRole('button', { name: 'Departments' })).toBeHidden();
    await expect(filterNav(page).getByRole('link', { name: 'Gastroenterology' })).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every doctor and every option link are on the page, also when a department is asked for', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ourdoctor/?department=Orthopedics');
      await expect(strip(page).getByRole('article')).toHaveCount(doctors.length);
      await expect(filterNav(page).getByRole('link')).toHaveCount(content!.doctorFilter.length);
      await expect(filterNav(page).getByRole('link', { name: 'Orthopedics' })).toBeVisible();
      await expect(filterNav(page).getByRole('link', { name: 'Orthopedics' })).toHaveAttribute('href', '/ourdoctor/?department=Orthopedics');
    }
  });
});
