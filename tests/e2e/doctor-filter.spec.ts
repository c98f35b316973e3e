import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { loadContent } from '../../lib/content/load';
import { doctorMatches, filterSlug } from '../../lib/doctor-filter';
import { BREAKPOINTS } from '../../lib/breakpoints';

const { content } = loadContent();
const doctors = content!.doctors;
/** The doctors a filter option lists: those in any of its departments (doctors name departments by slug). */
const namesIn = (label: string) => {
  const choice = content!.doctorFilter.find((o) => o.label === label);
  if (!choice) throw new Error(`no filter option "${label}" in content/doctor-filter.json`);
  return doctors.filter((d) => doctorMatches(d.departments, choice)).map((d) => d.name);
};

const filterNav = (page: Page) => page.getByRole('navigation', { name: 'Doctors by department' });
const strip = (page: Page) => page.getByRole('region', { name: 'All our doctors' });
const summary = (page: Page) => page.locator('[data-doctor-summary]');
const resultNames = (page: Page) => page.locator('[data-doctor-results] article h3');

async function openOptionsIfFolded(page: Page, width: number) {
  if (width < BREAKPOINTS.lg) await page.getByRole('button', { name: /^Departments/ }).click();
}

for (const width of [375, 1280]) {
  test.describe(`doctors' directory at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < BREAKPOINTS.lg ? 800 : 900 });
    });

    test('starts on All with the carousel of every doctor', async ({ page }) => {
      await page.goto('/ourdoctor/');
      await expect(strip(page)).toBeVisible();
      await expect(strip(page).getByRole('article')).toHaveCount(doctors.length);
      await expect(summary(page)).toHaveText(`${doctors.length} doctors in all departments`);
      await openOptionsIfFolded(page, width);
      await expect(filterNav(page).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    });

    test('choosing Orthopedics shows its own page at once with exactly its doctors; Back returns to All', async ({ page }) => {
      await page.goto('/ourdoctor/');
      // a mark on the window survives only if the page is not loaded again
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
      await openOptionsIfFolded(page, width);
      await filterNav(page).getByRole('link', { name: 'Orthopedics' }).click();

      await expect(page).toHaveURL(/\/ourdoctor\/department\/orthopedics\/$/);
      expect(await sameDocument(), 'the choice applies without loading a new document').toBe(true);
      // the keyboard stays in the list: on the new current option, or on the folded list's button
      if (width < BREAKPOINTS.lg) await expect(page.getByRole('button', { name: 'Departments: Orthopedics' })).toBeFocused();
      else await expect(filterNav(page).getByRole('link', { name: 'Orthopedics' })).toBeFocused();
      await expect(page).toHaveTitle(/^Orthopedics doctors in Jayanagar \|/);
      await expect(resultNames(page)).toHaveText(namesIn('Orthopedics'));
      await expect(strip(page)).toHaveCount(0);
      await expect(summary(page)).toHaveText(`${namesIn('Orthopedics').length} doctors in Orthopedics`);
      await expect(page.getByRole('heading', { level: 2, name: 'Orthopedics', exact: true })).toBeVisible();
      await expect(filterNav(page).getByRole('link', { name: 'Orthopedics', includeHidden: true })).toHaveAttribute('aria-current', 'page');

      await page.goBack();
      await expect(page).toHaveURL(/\/ourdoctor\/$/);
      await expect(strip(page)).toBeVisible();
      await expect(summary(page)).toHaveText(`${doctors.length} doctors in all departments`);
      expect(await sameDocument(), 'Back stays in the same document').toBe(true);

      await page.reload();
      await expect(strip(page)).toBeVisible();
    });

    test('every option has a page that lists exactly its doctors', async ({ page }) => {
      for (const option of content!.doctorFilter.slice(1)) {
        await page.goto(`/ourdoctor/department/${filterSlug(option.label)}/`);
        await expect(resultNames(page), option.label).toHaveText(namesIn(option.label));
      }
    });

    test("a department page's 'See all … doctors' link lands on that department's doctors", async ({ page }) => {
      await page.goto('/mainservice/orthopaedics/');
      await page.getByRole('link', { name: /^See all .* doctors$/ }).click();
      await expect(page).toHaveURL(/\/ourdoctor\/department\/orthopedics\/$/);
      await expect(resultNames(page)).toHaveText(namesIn('Orthopedics'));
    });

    test('an old link with ?department= goes on to the option\'s own page', async ({ page }) => {
      await page.goto('/ourdoctor/?department=Obstetrics%20%26%20Gynaecology');
      await expect(page).toHaveURL(/\/ourdoctor\/department\/obstetrics-gynaecology\/$/);
      await expect(resultNames(page)).toHaveText(namesIn('Obstetrics & Gynaecology'));
    });

    test("a department's page has no axe violations, with its options open", async ({ page }) => {
      await page.goto('/ourdoctor/department/orthopedics/');
      await openOptionsIfFolded(page, width);
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
    });
  });
}

test('at 375 px the options are folded under the DEPARTMENTS button, which names the current choice', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ourdoctor/department/cardiology/');
  const toggle = page.getByRole('button', { name: 'Departments: Cardiology' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filterNav(page).getByRole('link', { name: 'Orthopedics' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(filterNav(page).getByRole('link', { name: 'Orthopedics' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await filterNav(page).getByRole('link', { name: 'Orthopedics' }).click();
  await expect(page).toHaveURL(/\/ourdoctor\/department\/orthopedics\/$/);
  await expect(page.getByRole('button', { name: 'Departments: Orthopedics' })).toHaveAttribute('aria-expanded', 'false');
});

test(`at ${BREAKPOINTS.lg} px and up the options are always shown and there is no toggle`, async ({ page }) => {
  for (const width of [BREAKPOINTS.lg, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ourdoctor/');
    await expect(page.getByRole('button', { name: /^Departments/ })).toBeHidden();
    await expect(filterNav(page).getByRole('link', { name: 'Gastroenterology' })).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every doctor, every option link, and each option\'s page work', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ourdoctor/');
      await expect(strip(page).getByRole('article')).toHaveCount(doctors.length);
      await expect(filterNav(page).getByRole('link')).toHaveCount(content!.doctorFilter.length);
      await expect(filterNav(page).getByRole('link', { name: 'Orthopedics' })).toBeVisible();
      await filterNav(page).getByRole('link', { name: 'Orthopedics' }).click();
      await expect(page).toHaveURL(/\/ourdoctor\/department\/orthopedics\/$/);
      await expect(resultNames(page)).toHaveText(namesIn('Orthopedics'));
    }
  });
});
