import { filterSlug } from '../../lib/doctor-filter';
import { expect, test, type Page } from './support/test';
import { paths } from '../../lib/routes';
import {
  biggestChoice, content, directoryPages, directorySummary, doctorsMatching, doctorsOf, everyDoctorOnOnePage, filterChoiceOf, filterChoices, literal, most, namesOnFirstPage,
} from './support/content';
import { ALL_DOCTORS_LABEL } from '../../lib/doctor-filter';
import { axeViolations } from './support/axe';
import { BREAKPOINTS } from '../../lib/breakpoints';

const doctors = content.doctors;

// the choice most of these tests make: the one that lists the most doctors
const choice = biggestChoice?.label ?? '';
const NO_CHOICE = 'content/doctor-filter.json has no choice besides "All"';
// a second choice, to start from: the first other than `choice`
const otherChoice = filterChoices.find((o) => o.label !== choice)?.label;
const NO_OTHER_CHOICE = 'content/doctor-filter.json has fewer than two choices besides "All"';
/** The address of a choice's own page, as a regular expression over the whole URL. */
const urlOf = (label: string) => new RegExp(`${literal(paths.doctorsIn(filterSlug(label)))}$`);
/** Where a choice of the list leads: its own page, opened at the list. */
const chosenUrlOf = (label: string) => new RegExp(`${literal(paths.doctorFilterChoice(filterSlug(label)))}$`);

const filterNav = (page: Page) => page.getByRole('navigation', { name: 'Doctors by department' });
const option = (page: Page, label: string, includeHidden = false) => filterNav(page).getByRole('link', { name: label, exact: true, includeHidden });
/** The fold of the list below lg: a <details> summary named "Departments: <current choice>". */
const fold = (page: Page) => filterNav(page).locator('summary');
/** The strip of every doctor on /ourdoctor/ (a carousel named "All our doctors" once they are more than fit in view). */
const strip = (page: Page) => page.locator('[data-doctor-strip]');
const summary = (page: Page) => page.locator('[data-doctor-summary]');
/** The results of a choice's page: the region named after the choice. */
const results = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const resultNames = (page: Page) => page.locator('[data-doctor-results] article h3');

const isPhone = (width: number) => width < BREAKPOINTS.lg;

/** /ourdoctor/ shows every doctor: in the carousel while they fit on one page, else page 1 of a grid. */
async function expectEveryDoctor(page: Page) {
  await expect(summary(page)).toHaveText(directorySummary(ALL_DOCTORS_LABEL));
  if (everyDoctorOnOnePage) await expect(strip(page).getByRole('article')).toHaveCount(doctors.length);
  else await expect(resultNames(page)).toHaveText(namesOnFirstPage(ALL_DOCTORS_LABEL));
}

async function openOptionsIfFolded(page: Page, width: number) {
  if (isPhone(width)) await fold(page).click();
}

/** The page shows the choice's own doctors, and the list marks that choice and no other. */
async function expectChoiceShown(page: Page, label: string) {
  await expect(resultNames(page)).toHaveText(namesOnFirstPage(label));
  await expect(strip(page)).toHaveCount(0);
  await expect(summary(page)).toHaveText(directorySummary(label));
  await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
  await expect(option(page, label, true)).toHaveAttribute('aria-current', 'page');
  await expect(filterNav(page).locator('[aria-current]')).toHaveCount(1);
}

/**
 * Where the page rests: the list's first visible part (the fold on phones,
 * the "Departments" heading from lg) is in the viewport, and nothing fixed
 * (the header's sticky bar) lies over it; the results' heading is in view too.
 */
async function expectLandedAtList(page: Page, width: number, label: string) {
  const top = isPhone(width) ? fold(page) : filterNav(page).getByRole('heading', { name: 'Departments', exact: true });
  await expect(top).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY), 'the page scrolled down to the list').toBeGreaterThan(0);
  const covered = await top.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 8));
    return hit && (el.contains(hit) || hit.contains(el)) ? null : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
  });
  expect(covered, 'the top of the list is not under anything').toBeNull();
  await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeInViewport();
}

/** Presses Tab until focus leaves the list; returns how many presses that took. Fails after `limit`. */
async function tabOutOfList(page: Page, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (!(await filterNav(page).evaluate((nav) => nav.contains(document.activeElement)))) return presses;
  }
  throw new Error(`focus was still in the list after ${limit} presses of Tab`);
}

for (const width of [375, 1280]) {
  test.describe(`doctors' directory at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: isPhone(width) ? 800 : 900 });
    });

    test('starts on All with every doctor', async ({ page }) => {
      await page.goto(paths.doctors());
      if (everyDoctorOnOnePage) await expect(strip(page)).toBeVisible();
      await expectEveryDoctor(page);
      await openOptionsIfFolded(page, width);
      await expect(option(page, ALL_DOCTORS_LABEL)).toHaveAttribute('aria-current', 'page');
    });

    test("choosing the biggest option opens its own page at the list, with exactly its doctors and the choice marked; Back returns to All", async ({ page }) => {
      test.skip(!biggestChoice, NO_CHOICE);
      await page.goto(paths.doctors());
      await openOptionsIfFolded(page, width);
      await option(page, choice).click();

      await expect(page).toHaveURL(chosenUrlOf(choice));
      const onPage = directoryPages(filterSlug(choice)).length > 1 ? ' – page 1' : '';
      await expect(page).toHaveTitle(new RegExp(`^${literal(`${choice} doctors in Jayanagar${onPage} |`)}`));
      await expectChoiceShown(page, choice);
      await expectLandedAtList(page, width, choice);
      // on phones the new page's list is folded again, its summary naming the choice
      if (isPhone(width)) {
        await expect(fold(page)).toHaveAccessibleName(`Departments: ${choice}`);
        await expect(option(page, ALL_DOCTORS_LABEL)).toBeHidden();
      }

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${literal(paths.doctors())}$`));
      await expectEveryDoctor(page);
    });

    test('a choice\'s page opens at the list, clear of the header, and Tab goes on from there into the list, then the results', async ({ page }) => {
      test.skip(!biggestChoice, NO_CHOICE);
      // (the results need a doctor for focus to go into)
      test.skip(doctorsMatching(filterSlug(choice)).length === 0, 'no choice of content/doctor-filter.json besides "All" lists a doctor');
      await page.goto(paths.doctorFilterChoice(filterSlug(choice)));
      await expectLandedAtList(page, width, choice);

      // the keyboard starts where the page landed: the first Tab reaches the fold (phones) or the first option
      await page.keyboard.press('Tab');
      if (isPhone(width)) await expect(fold(page)).toBeFocused();
      else await expect(option(page, content.doctorFilter[0]!.label)).toBeFocused();
      // every option is one Tab (behind the closed fold on phones), then the results follow
      const presses = await tabOutOfList(page, content.doctorFilter.length + 1);
      expect(presses).toBe(isPhone(width) ? 1 : content.doctorFilter.length);
      expect(await results(page, choice).evaluate((section) => section.contains(document.activeElement)), 'focus is in the results').toBe(true);
    });

    test('every option has a page that lists exactly its doctors', async ({ page }) => {
      test.skip(filterChoices.length === 0, NO_CHOICE);
      for (const o of filterChoices) {
        await page.goto(paths.doctorsIn(filterSlug(o.label)));
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
      await page.goto(paths.doctorsIn(filterSlug(choice)));
      await openOptionsIfFolded(page, width);
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
    });
  });
}

test(`at ${BREAKPOINTS.lg} px and up the options are always shown under a "Departments" heading, with no fold`, async ({ page }) => {
  // the last option: the one furthest down the list
  const last = content.doctorFilter.at(-1)!.label;
  for (const width of [BREAKPOINTS.lg, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.doctors());
    await expect(fold(page)).toBeHidden();
    await expect(filterNav(page).getByRole('heading', { name: 'Departments', exact: true })).toBeVisible();
    await expect(option(page, last)).toBeVisible();
  }
});

/**
 * At 375 px the list is folded when a page opens, behind a summary that says
 * "Departments" and the current choice; a tap or the keyboard opens it, and a
 * choice opens its page folded again. The same with JavaScript off.
 */
async function foldOnPhones(page: Page) {
  const from = otherChoice!;
  await page.goto(paths.doctorsIn(filterSlug(from)));
  const details = filterNav(page).locator('details');
  await expect(fold(page)).toBeVisible();
  await expect(fold(page)).toHaveAccessibleName(`Departments: ${from}`);
  await expect(fold(page)).toContainText('Departments');
  await expect(fold(page)).toContainText(from);
  await expect(details).toHaveJSProperty('open', false);
  await expect(option(page, choice)).toBeHidden();

  // a tap opens it and closes it
  await fold(page).tap();
  await expect(details).toHaveJSProperty('open', true);
  await expect(option(page, choice)).toBeVisible();
  await fold(page).tap();
  await expect(option(page, choice)).toBeHidden();

  // so does the keyboard: Enter on the summary, then Tab into the options
  await fold(page).focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveJSProperty('open', true);
  await page.keyboard.press('Tab');
  await expect(option(page, content.doctorFilter[0]!.label)).toBeFocused();
  await option(page, choice).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(chosenUrlOf(choice));
  await expectChoiceShown(page, choice);
  await expect(fold(page)).toHaveAccessibleName(`Departments: ${choice}`);
  await expect(filterNav(page).locator('details')).toHaveJSProperty('open', false);
  await expect(fold(page)).toBeInViewport();
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('the options fold under a summary that names the current choice; a tap or the keyboard opens it', async ({ page }) => {
    test.skip(!otherChoice, NO_OTHER_CHOICE);
    await foldOnPhones(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("every doctor, every option link, and each option's page work; at 1280 px the list is open", async ({ page }) => {
    test.skip(!biggestChoice, NO_CHOICE);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.doctors());
    await expectEveryDoctor(page);
    await expect(filterNav(page).getByRole('link')).toHaveCount(content.doctorFilter.length);
    await expect(fold(page)).toBeHidden();
    await option(page, choice).click();
    await expect(page).toHaveURL(chosenUrlOf(choice));
    await expectChoiceShown(page, choice);
    await expectLandedAtList(page, 1280, choice);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

    test('the options fold under a summary that names the current choice; a tap or the keyboard opens it', async ({ page }) => {
      test.skip(!otherChoice || !biggestChoice, NO_OTHER_CHOICE);
      await foldOnPhones(page);
      await expectLandedAtList(page, 375, choice);
    });
  });
});
