import { expect, test, type Page } from './support/test';
import { paths } from '../../lib/routes';
import {
  biggestChoice, content, directoryPages, directorySummary, doctorsOf, everyDoctorOnOnePage, filterChoiceOf, filterChoices, literal, most, namesOnFirstPage,
} from './support/content';
import { ALL_DOCTORS_LABEL } from '../../lib/doctor-filter';

const doctors = content.doctors;
import { axeViolations } from './support/axe';
import { BREAKPOINTS } from '../../lib/breakpoints';

// the choice most of these tests make: the one that lists the most doctors
const choice = biggestChoice?.label ?? '';
const NO_CHOICE = 'content/doctor-filter.json has no choice besides "All"';
// a second choice, to start from or move to: the first other than `choice`
const otherChoice = filterChoices.find((o) => o.label !== choice)?.label;
/** The address of a choice's own page, as a regular expression over the whole URL. */
const urlOf = (label: string) => new RegExp(`${literal(paths.doctorsIn(label))}$`);

const filterNav = (page: Page) => page.getByRole('navigation', { name: 'Doctors by department' });
const option = (page: Page, label: string, includeHidden = false) => filterNav(page).getByRole('link', { name: label, exact: true, includeHidden });
const strip = (page: Page) => page.getByRole('region', { name: 'All our doctors' });
const summary = (page: Page) => page.locator('[data-doctor-summary]');
const resultNames = (page: Page) => page.locator('[data-doctor-results] article h3');

/** /ourdoctor/ shows every doctor: in the carousel while they fit on one page, else page 1 of a grid. */
async function expectEveryDoctor(page: Page) {
  await expect(summary(page)).toHaveText(directorySummary(ALL_DOCTORS_LABEL));
  if (everyDoctorOnOnePage) await expect(strip(page).getByRole('article')).toHaveCount(doctors.length);
  else await expect(resultNames(page)).toHaveText(namesOnFirstPage(ALL_DOCTORS_LABEL));
}

async function openOptionsIfFolded(page: Page, width: number) {
  if (width < BREAKPOINTS.lg) await page.getByRole('button', { name: /^Departments/ }).click();
}

for (const width of [375, 1280]) {
  test.describe(`doctors' directory at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < BREAKPOINTS.lg ? 800 : 900 });
    });

    test('starts on All with every doctor', async ({ page }) => {
      await page.goto(paths.doctors());
      if (everyDoctorOnOnePage) await expect(strip(page)).toBeVisible();
      await expectEveryDoctor(page);
      await openOptionsIfFolded(page, width);
      await expect(option(page, ALL_DOCTORS_LABEL)).toHaveAttribute('aria-current', 'page');
    });

    test('choosing the biggest option shows its own page at once with exactly its doctors; Back returns to All', async ({ page }) => {
      test.skip(!biggestChoice, NO_CHOICE);
      await page.goto(paths.doctors());
      // a mark on the window survives only if the page is not loaded again
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
      await openOptionsIfFolded(page, width);
      await option(page, choice).click();

      await expect(page).toHaveURL(urlOf(choice));
      expect(await sameDocument(), 'the choice applies without loading a new document').toBe(true);
      // the keyboard stays in the list: on the new current option, or on the folded list's button
      if (width < BREAKPOINTS.lg) await expect(page.getByRole('button', { name: `Departments: ${choice}`, exact: true })).toBeFocused();
      else await expect(option(page, choice)).toBeFocused();
      const onPage = directoryPages(choice).length > 1 ? ' – page 1' : '';
      await expect(page).toHaveTitle(new RegExp(`^${literal(`${choice} doctors in Jayanagar${onPage} |`)}`));
      await expect(resultNames(page)).toHaveText(namesOnFirstPage(choice));
      await expect(strip(page)).toHaveCount(0);
      await expect(summary(page)).toHaveText(directorySummary(choice));
      await expect(page.getByRole('heading', { level: 2, name: choice, exact: true })).toBeVisible();
      await expect(option(page, choice, true)).toHaveAttribute('aria-current', 'page');

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${literal(paths.doctors())}$`));
      await expectEveryDoctor(page);
      expect(await sameDocument(), 'Back stays in the same document').toBe(true);

      await page.reload();
      await expectEveryDoctor(page);
    });

    test('every option has a page that lists exactly its doctors', async ({ page }) => {
      test.skip(filterChoices.length === 0, NO_CHOICE);
      for (const o of filterChoices) {
        await page.goto(paths.doctorsIn(o.label));
        await expect(resultNames(page), o.label).toHaveText(namesOnFirstPage(o.label));
        await expect(summary(page), o.label).toHaveText(directorySummary(o.label));
      }
    });

    test("a department page's 'See all … doctors' link lands on that department's doctors; a department no option lists has none", async ({ page }) => {
      // a department some option lists, with the most doctors (so the landing page lists someone)
      const listed = most(content.departments.filter((d) => filterChoiceOf(d.slug)), (d) => doctorsOf(d.slug).length);
      test.skip(!listed, 'no option of content/doctor-filter.json lists a department');
      const target = filterChoiceOf(listed!.slug)!.label;
      await page.goto(paths.department(listed!.slug));
      await page.getByRole('link', { name: `See all ${listed!.name} doctors`, exact: true }).click();
      await expect(page).toHaveURL(urlOf(target));
      await expect(resultNames(page)).toHaveText(namesOnFirstPage(target));

      const unlisted = content.departments.find((d) => !filterChoiceOf(d.slug));
      if (unlisted) {
        // (every department being listed is fine too: then there is nothing more to check)
        await page.goto(paths.department(unlisted.slug));
        await expect(page.getByRole('heading', { level: 1, name: unlisted.name })).toBeVisible();
        await expect(page.getByRole('link', { name: /^See all .* doctors$/ })).toHaveCount(0);
      }
    });

    test("an old link with ?department= goes on to the option's own page", async ({ page }) => {
      // an option whose label a URL must escape (spaces, "&"), if there is one: the old links carried it encoded
      const old = filterChoices.find((o) => /[^A-Za-z0-9]/.test(o.label)) ?? biggestChoice;
      test.skip(!old, NO_CHOICE);
      await page.goto(`${paths.doctors()}?department=${encodeURIComponent(old!.label)}`);
      await expect(page).toHaveURL(urlOf(old!.label));
      await expect(resultNames(page)).toHaveText(namesOnFirstPage(old!.label));
    });

    test("a department's page has no axe violations, with its options open", async ({ page }) => {
      test.skip(!biggestChoice, NO_CHOICE);
      await page.goto(paths.doctorsIn(choice));
      await openOptionsIfFolded(page, width);
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
    });
  });
}

test('at 375 px the options are folded under the DEPARTMENTS button, which names the current choice', async ({ page }) => {
  test.skip(!otherChoice, 'content/doctor-filter.json has fewer than two choices besides "All"');
  const from = otherChoice!;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(paths.doctorsIn(from));
  const toggle = page.getByRole('button', { name: `Departments: ${from}`, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(option(page, choice)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(option(page, choice)).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await option(page, choice).click();
  await expect(page).toHaveURL(urlOf(choice));
  await expect(page.getByRole('button', { name: `Departments: ${choice}`, exact: true })).toHaveAttribute('aria-expanded', 'false');
});

test(`at ${BREAKPOINTS.lg} px and up the options are always shown and there is no toggle`, async ({ page }) => {
  // the last option: the one furthest down the list
  const last = content.doctorFilter.at(-1)!.label;
  for (const width of [BREAKPOINTS.lg, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.doctors());
    await expect(page.getByRole('button', { name: /^Departments/ })).toBeHidden();
    await expect(option(page, last)).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("every doctor, every option link, and each option's page work", async ({ page }) => {
    test.skip(!biggestChoice, NO_CHOICE);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths.doctors());
      await expectEveryDoctor(page);
      await expect(filterNav(page).getByRole('link')).toHaveCount(content.doctorFilter.length);
      await expect(option(page, choice)).toBeVisible();
      await option(page, choice).click();
      await expect(page).toHaveURL(urlOf(choice));
      await expect(resultNames(page)).toHaveText(namesOnFirstPage(choice));
    }
  });
});
