import { expect, hydrateEveryIsland, loadTimeIslandsReady, rawTest, test, type Locator, type Page } from './support/test';
import { HOME_DOCTORS_LIMIT } from '../../components/home/sections';
import { featuredArticles } from '../../lib/content/queries';
import { paths } from '../../lib/routes';
import { SPECIALISTS_SHOWN } from '../../lib/paging';
import { skipHomeModal } from './support/home-modal';
import { content, departmentWithMostDoctors, doctorsOf } from './support/content';
import { BREAKPOINTS } from '../../lib/breakpoints';
import { ATTR, ROOT_TAG } from '../../islands/runtime/protocol';

// These tests are about carousels, so they start as a visitor who has already seen the home page's modal.
test.beforeEach(async ({ page }) => skipHomeModal(page));

const home = content.home;
/** Slides of the home page's Doctors carousel: every doctor, up to the carousel's limit. */
const doctorSlides = Math.min(content.doctors.length, HOME_DOCTORS_LIMIT);
const featuredCount = featuredArticles().length;

/**
 * Slides fully in view at each width, as the spec's table gives them for a
 * carousel with plenty of slides; a carousel with fewer shows them all.
 */
const PER_VIEW: Record<string, (width: number) => number> = {
  Facilities: (w) => (w >= BREAKPOINTS.xl ? 6 : w >= BREAKPOINTS.lg ? 3 : w >= BREAKPOINTS.md ? 2 : 1),
  'Pictures from inside the hospital': () => 1,
  Doctors: (w) => (w >= BREAKPOINTS.lg ? 3 : 1),
  Testimonials: (w) => (w >= BREAKPOINTS.md ? 2 : 1),
  'Latest articles': (w) => (w >= BREAKPOINTS.xl ? 4 : w >= BREAKPOINTS.lg ? 3 : w >= BREAKPOINTS.md ? 2 : 1),
  'Featured articles': (w) => (w >= BREAKPOINTS.md ? 2 : 1),
};
/** The home page's carousels and how many slides each has. */
const HOME_CAROUSELS: [string, number][] = [
  ['Facilities', home.serviceTiles.length],
  ['Pictures from inside the hospital', home.slides.length],
  ['Doctors', doctorSlides],
  ['Testimonials', home.testimonials.length],
  ['Latest articles', home.blogTeasers.articles.length],
];

const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const slidesOf = (region: Locator) => region.locator('[aria-roledescription="slide"]');

/** Labels ("4 of 27") of the slides fully inside the carousel's window, left to right. */
async function fullyVisible(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const viewport = root.querySelector('.carousel-viewport')!;
    const style = getComputedStyle(viewport);
    const box = viewport.getBoundingClientRect();
    const left = box.left + parseFloat(style.paddingLeft) - 1;
    const right = box.right - parseFloat(style.paddingRight) + 1;
    return [...root.querySelectorAll('[aria-roledescription="slide"]')]
      .map((slide) => ({ label: slide.getAttribute('aria-label')!, rect: slide.getBoundingClientRect() }))
      .filter(({ rect }) => rect.left >= left && rect.right <= right)
      .sort((a, b) => a.rect.left - b.rect.left)
      .map((s) => s.label);
  });
}
const firstVisible = async (region: Locator) => (await fullyVisible(region))[0] ?? 'none';
const slideNumber = (label: string) => Number(label.split(' ')[0]);

/** The spec's time between automatic steps, ms. */
const STEP = 3000;
/** Long enough for a step's slide (Embla's duration 25, about 0.8 s) to come to rest, ms. */
const SETTLE = 1500;

/**
 * Opens the home page on Playwright's clock and returns its Doctors carousel.
 * Time runs as usual while the page loads; then the clock stops, the
 * islands are started (the Doctors carousel, far down the page, has not
 * started by itself) and from then on it moves only when the test runs it
 * (page.clock.runFor), animation frames included. So the carousel starts at
 * a known moment, and a test counts its seconds without waiting for them.
 * `runTo(ms)` runs the clock on to `ms` after the carousel started.
 */
async function openHomeOnClock(page: Page): Promise<{ doctors: Locator; runTo: (ms: number) => Promise<void> }> {
  await page.clock.install();
  // (with 'commit', page.goto leaves the islands alone: they are started below)
  await page.goto('/', { waitUntil: 'commit' });
  await loadTimeIslandsReady(page);
  const doctors = carousel(page, 'Doctors');
  const toggle = doctors.getByRole('button', { name: /(Pause|Play) slideshow/ });
  await expect(toggle, 'the carousel has not started yet').toBeHidden();
  // a little ahead of the page's time, which runs on meanwhile (the clock cannot be stopped in the past)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await hydrateEveryIsland(page);
  await expect(page.locator(`${ROOT_TAG}:not([${ATTR.state}="ready"])`)).toHaveCount(0);
  await expect(toggle).toBeVisible();
  const started = await page.evaluate(() => Date.now());
  return { doctors, runTo: async (ms) => page.clock.runFor(started + ms - (await page.evaluate(() => Date.now()))) };
}

rawTest('a carousel far down the page fetches its code (Embla inside) only when the visitor reaches for it', async ({ page }) => {
  test.skip(featuredCount < 2, 'fewer than two featured articles: the media strip does not move, so it needs no code');
  await skipHomeModal(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const embla: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script' && (await r.text()).includes('autoplay:timerset')) embla.push(new URL(r.url()).pathname);
  });
  // the longest article: the media strip follows it, so it starts far down the page
  const length = (a: (typeof content.articles)[number]) => JSON.stringify(a.body).length;
  const article = [...content.articles].sort((a, b) => length(b) - length(a))[0]!;
  await page.goto(paths.article(article.slug), { waitUntil: 'networkidle' });
  const featured = carousel(page, 'Featured articles');
  // what is near the first screen is fetched at once, by design: the test needs the strip well below it, which the
  // content's longest article may not be long enough to give (the editors write the articles)
  const top = (await featured.boundingBox())!.y;
  test.skip(top <= 2 * 800, `the longest article (${article.slug}) is too short: the strip after it starts at ${Math.round(top)} px, within two screens`);
  expect(embla, 'nothing of the carousel is fetched at load').toEqual([]);
  await featured.getByRole('group').first().hover();
  await expect.poll(() => embla.length, { message: 'its code arrives when the visitor reaches for it' }).toBe(1);
  await expect(featured.getByRole('button', { name: /(Pause|Play) slideshow/ })).toBeVisible();
});

for (const width of [375, 1280]) {
  test.describe(`carousels at ${width} px`, () => {
    const perViewDoctors = PER_VIEW.Doctors!(width);
    const doctorsStill = `${doctorSlides} doctor(s) fit in view at ${width} px: the Doctors carousel has nothing to move`;
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('the doctors carousel advances by itself after about 3 s', async ({ page }) => {
      test.skip(doctorSlides <= perViewDoctors, doctorsStill);
      const { doctors, runTo } = await openHomeOnClock(page);
      await doctors.scrollIntoViewIfNeeded();
      expect(await fullyVisible(doctors)).toHaveLength(perViewDoctors);
      await runTo(STEP - 100);
      expect(await firstVisible(doctors), 'not before 3 s').toBe(`1 of ${doctorSlides}`);
      await runTo(STEP + 100);
      expect(await firstVisible(doctors), 'under way just after 3 s').not.toBe(`1 of ${doctorSlides}`);
      await runTo(STEP + SETTLE);
      expect(await firstVisible(doctors), 'one step after 3 s').toBe(`${perViewDoctors + 1} of ${doctorSlides}`);
    });

    test('the pause button stops it, and play resumes it', async ({ page }) => {
      test.skip(doctorSlides <= perViewDoctors, doctorsStill);
      // the clock stands still from the carousel's start: no step is under way when it is paused
      const { doctors } = await openHomeOnClock(page);
      await doctors.getByRole('button', { name: 'Pause slideshow' }).click();
      const before = await firstVisible(doctors);
      await page.clock.runFor(4000);
      expect(await firstVisible(doctors)).toBe(before);
      await doctors.getByRole('button', { name: 'Play slideshow' }).click();
      await expect(doctors.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
      await page.clock.runFor(5000);
      expect(await firstVisible(doctors)).not.toBe(before);
    });

    test('hovering over the slides holds it; leaving lets it go on', async ({ page }) => {
      test.skip(doctorSlides <= perViewDoctors, doctorsStill);
      const { doctors } = await openHomeOnClock(page);
      await slidesOf(doctors).first().hover();
      const before = await firstVisible(doctors);
      await page.clock.runFor(4000);
      expect(await firstVisible(doctors)).toBe(before);
      await page.mouse.move(0, 0);
      await page.clock.runFor(5000);
      expect(await firstVisible(doctors)).not.toBe(before);
    });

    test('with reduced motion nothing advances by itself, and Play is offered', async ({ page }) => {
      test.skip(doctorSlides <= perViewDoctors, doctorsStill);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { doctors } = await openHomeOnClock(page);
      await expect(doctors.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
      // long enough for a step of every carousel on the page (the pictures' is the longest, 5 s), twice
      await page.clock.runFor(10_000);
      expect(await firstVisible(doctors)).toBe(`1 of ${doctorSlides}`);
      // the carousels at the top of the page (one of a single slide is no carousel at all)
      for (const [name, count] of HOME_CAROUSELS.filter(([name, count]) => ['Facilities', 'Pictures from inside the hospital'].includes(name) && count > 1))
        expect(await firstVisible(carousel(page, name)), name).toBe(`1 of ${count}`);
    });

    test('ArrowRight moves one step (a whole view) and the step is announced', async ({ page }) => {
      test.skip(doctorSlides <= perViewDoctors, doctorsStill);
      const { doctors } = await openHomeOnClock(page);
      await doctors.getByRole('button', { name: 'Pause slideshow' }).click();
      const before = slideNumber(await firstVisible(doctors));
      await doctors.locator('.carousel-viewport').focus();
      await page.keyboard.press('ArrowRight');
      const expected = ((before - 1 + perViewDoctors) % doctorSlides) + 1;
      await page.clock.runFor(SETTLE);
      expect(await firstVisible(doctors)).toBe(`${expected} of ${doctorSlides}`);
      await expect(doctors.locator('[aria-live="polite"]')).toContainText(`${expected}`);
      await page.keyboard.press('ArrowLeft');
      await page.clock.runFor(SETTLE);
      expect(await firstVisible(doctors)).toBe(`${before} of ${doctorSlides}`);
    });

    test('a drag of 60 px moves one step, even though Embla alone would snap back', async ({ page }) => {
      test.skip(doctorSlides <= perViewDoctors, doctorsStill);
      const { doctors } = await openHomeOnClock(page);
      await doctors.getByRole('button', { name: 'Pause slideshow' }).click();
      const before = slideNumber(await firstVisible(doctors));
      const box = (await doctors.locator('.carousel-viewport').boundingBox())!;
      const y = box.y + 100;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      // slowly, in real time: Embla tells a flick by the events' own time stamps, which the clock leaves alone
      for (let dx = 10; dx <= 60; dx += 10) {
        await page.mouse.move(box.x + box.width / 2 - dx, y);
        await page.waitForTimeout(40);
      }
      await page.waitForTimeout(300);
      await page.mouse.up();
      const expected = ((before - 1 + perViewDoctors) % doctorSlides) + 1;
      await page.clock.runFor(SETTLE);
      expect(await firstVisible(doctors)).toBe(`${expected} of ${doctorSlides}`);
    });

    test('autoplay is not announced to screen readers', async ({ page }) => {
      test.skip(doctorSlides <= perViewDoctors, doctorsStill);
      const { doctors, runTo } = await openHomeOnClock(page);
      await doctors.scrollIntoViewIfNeeded();
      // to the first step, at 3 s, and on till it has come to rest
      await runTo(STEP + SETTLE);
      expect(await firstVisible(doctors)).not.toBe(`1 of ${doctorSlides}`);
      await expect(doctors.locator('[aria-live="polite"]')).toBeEmpty();
    });

    test('shows as many whole slides as the table says, and controls only where something can move', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const expectShown = async (name: string, count: number) => {
        const region = carousel(page, name);
        // a single slide is shown as it is, with no carousel around it
        if (count <= 1) return expect(region, name).toHaveCount(0);
        const perView = PER_VIEW[name]!(width);
        expect(await fullyVisible(region), name).toHaveLength(Math.min(count, perView));
        // play/pause, previous and next, only where there are more slides than fit
        await expect(region.getByRole('button'), `${name}: controls`).toHaveCount(count > perView ? 3 : 0);
      };
      for (const [name, count] of HOME_CAROUSELS) await expectShown(name, count);

      await page.goto(paths.blog());
      await expectShown('Featured articles', featuredCount);
    });

    test('a department with several specialists rotates their cards', async ({ page }) => {
      // the department with the most doctors
      const department = departmentWithMostDoctors;
      const team = doctorsOf(department.slug).slice(0, SPECIALISTS_SHOWN);
      test.skip(team.length < 2, 'no department has more than one doctor');
      await page.goto(paths.department(department.slug));
      const region = carousel(page, `${department.name} doctors`);
      await expect(slidesOf(region)).toHaveCount(team.length);
      expect(await fullyVisible(region)).toHaveLength(1);
      await expect(region.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    });

    test('a department with a single specialist stands still', async ({ page }) => {
      const department = content.departments.find((d) => doctorsOf(d.slug).length === 1);
      test.skip(!department, 'no department has exactly one doctor');
      await page.goto(paths.department(department!.slug));
      await expect(page.getByRole('heading', { level: 1, name: department!.name })).toBeVisible();
      await expect(page.getByRole('region', { name: /doctors$/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
      await expect(page.locator('[data-book-appointment]')).toHaveCount(1);
    });

    test('taking over from the server HTML shifts nothing on the page', async ({ page }) => {
      await page.goto('/');
      // the Doctors carousel has taken over (page.goto waits for every island; its controls show where it can move)
      if (doctorSlides > perViewDoctors) await expect(carousel(page, 'Doctors').getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(list.getEntries().reduce((sum, e) => sum + (e as PerformanceEntry & { value: number }).value, 0));
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shift).toBeLessThan(0.01);
    });
  });
}

test('only pages with a moving carousel download Embla', async ({ page }) => {
  const embla = async (path: string) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.text()));
    await page.goto(path, { waitUntil: 'networkidle' });
    // a moving carousel fetches its code (Embla inside) once it nears the screen
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    page.removeAllListeners('response');
    return bodies.some((b) => b.includes('autoplay:timerset'));
  };
  expect(await embla('/about/')).toBe(false);
  // a department with at most one doctor has no moving carousel
  const still = content.departments.find((d) => doctorsOf(d.slug).length <= 1);
  if (still) expect(await embla(paths.department(still.slug)), still.slug).toBe(false);
  // the home page's Facilities carousel sits on the first screen; it is a carousel once it has more than one tile
  if (home.serviceTiles.length > 1) expect(await embla('/')).toBe(true);
});

test.describe('carousels without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every slide is in the page, in a strip that scrolls sideways and takes keyboard focus', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    // (a single slide is shown as it is, with no carousel around it)
    for (const [name, count] of HOME_CAROUSELS.filter(([, count]) => count > 1)) {
      const region = carousel(page, name);
      await expect(slidesOf(region), name).toHaveCount(count);
      const strip = region.locator('.carousel-viewport');
      await expect(strip).toHaveAttribute('tabindex', '0');
      expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth), `${name} scrolls`).toBe(true);
    }
    // (with a single doctor there is no Doctors carousel to hint at)
    if (doctorSlides > 1) {
      await expect(carousel(page, 'Doctors').getByRole('button')).toHaveCount(0);
      // The hint sits in <noscript>, which a browser with scripting off shows (Playwright only blocks scripts, so read the HTML).
      expect(await (await page.request.get('/')).text()).toContain(`<noscript><p class="carousel-hint">Scroll sideways to see all ${doctorSlides}.</p></noscript>`);
    }
  });
});
