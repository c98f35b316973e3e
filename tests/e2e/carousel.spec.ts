import { expect, test, type Locator, type Page } from './support/test';
import { loadContent } from '../../lib/content/load';
import { paths } from '../../lib/routes';
import { skipHomeModal } from './support/home-modal';
import { BREAKPOINTS } from '../../lib/breakpoints';

// These tests are about carousels, so they start as a visitor who has already seen the home page's modal.
test.beforeEach(async ({ page }) => skipHomeModal(page));

const { content } = loadContent();
const home = content!.home;

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

test('a carousel far down the page fetches its engine (Embla) only as the visitor scrolls towards it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const article = [...content!.articles].sort((a, b) => b.date.localeCompare(a.date))[0]!;
  await page.goto(paths.article(article.slug));
  await page.waitForLoadState('networkidle');
  const atLoad = [...scripts];
  const featured = carousel(page, 'Featured articles');
  expect((await featured.boundingBox())!.y, 'the carousel starts well below the first screen').toBeGreaterThan(2 * 800);
  await featured.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length, { message: 'Embla is requested once the carousel nears the screen' }).toBeGreaterThan(atLoad.length);
  await expect(featured.getByRole('button', { name: /(Pause|Play) slideshow/ })).toBeVisible();
});

for (const width of [375, 1280]) {
  test.describe(`carousels at ${width} px`, () => {
    const perViewDoctors = width >= BREAKPOINTS.lg ? 3 : 1;
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('the doctors carousel advances by itself after about 3 s', async ({ page }) => {
      await page.goto('/');
      const doctors = carousel(page, 'Doctors');
      // Embla is fetched once a carousel nears the screen, as the visitor scrolls to it
      await doctors.scrollIntoViewIfNeeded();
      expect(await fullyVisible(doctors)).toHaveLength(perViewDoctors);
      expect(await firstVisible(doctors)).toBe(`1 of ${content!.doctors.length}`);
      await page.waitForTimeout(2000);
      expect(await firstVisible(doctors), 'not before 3 s').toBe(`1 of ${content!.doctors.length}`);
      await expect.poll(() => firstVisible(doctors), { timeout: 4000 }).toBe(`${perViewDoctors + 1} of ${content!.doctors.length}`);
    });

    test('the pause button stops it, and play resumes it', async ({ page }) => {
      await page.goto('/');
      const doctors = carousel(page, 'Doctors');
      await doctors.getByRole('button', { name: 'Pause slideshow' }).click();
      await page.waitForTimeout(1200); // let a step already under way settle
      const before = await firstVisible(doctors);
      await page.waitForTimeout(4000);
      expect(await firstVisible(doctors)).toBe(before);
      await doctors.getByRole('button', { name: 'Play slideshow' }).click();
      await expect(doctors.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
      await expect.poll(() => firstVisible(doctors), { timeout: 5000 }).not.toBe(before);
    });

    test('hovering over the slides holds it; leaving lets it go on', async ({ page }) => {
      await page.goto('/');
      const doctors = carousel(page, 'Doctors');
      await slidesOf(doctors).first().hover();
      await page.waitForTimeout(1200);
      const before = await firstVisible(doctors);
      await page.waitForTimeout(4000);
      expect(await firstVisible(doctors)).toBe(before);
      await page.mouse.move(0, 0);
      await expect.poll(() => firstVisible(doctors), { timeout: 5000 }).not.toBe(before);
    });

    test('with reduced motion nothing advances by itself, and Play is offered', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const doctors = carousel(page, 'Doctors');
      await expect(doctors.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
      await page.waitForTimeout(4500);
      expect(await firstVisible(doctors)).toBe(`1 of ${content!.doctors.length}`);
      expect(await firstVisible(carousel(page, 'Facilities'))).toBe(`1 of ${home.serviceTiles.length}`);
      expect(await firstVisible(carousel(page, 'Pictures from inside the hospital'))).toBe(`1 of ${home.slides.length}`);
    });

    test('ArrowRight moves one step (a whole view) and the step is announced', async ({ page }) => {
      await page.goto('/');
      const doctors = carousel(page, 'Doctors');
      await doctors.getByRole('button', { name: 'Pause slideshow' }).click();
      await page.waitForTimeout(1200);
      const before = slideNumber(await firstVisible(doctors));
      await doctors.locator('.carousel-viewport').focus();
      await page.keyboard.press('ArrowRight');
      const expected = ((before - 1 + perViewDoctors) % content!.doctors.length) + 1;
      await expect.poll(() => firstVisible(doctors)).toBe(`${expected} of ${content!.doctors.length}`);
      await expect(doctors.locator('[aria-live="polite"]')).toContainText(`${expected}`);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => firstVisible(doctors)).toBe(`${before} of ${content!.doctors.length}`);
    });

    test('a drag of 60 px moves one step, even though Embla alone would snap back', async ({ page }) => {
      await page.goto('/');
      const doctors = carousel(page, 'Doctors');
      await doctors.getByRole('button', { name: 'Pause slideshow' }).click();
      await page.waitForTimeout(1200);
      const before = slideNumber(await firstVisible(doctors));
      const box = (await doctors.locator('.carousel-viewport').boundingBox())!;
      const y = box.y + 100;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      for (let dx = 10; dx <= 60; dx += 10) {
        await page.mouse.move(box.x + box.width / 2 - dx, y);
        await page.waitForTimeout(40); // slowly: not a flick
      }
      await page.waitForTimeout(300);
      await page.mouse.up();
      const expected = ((before - 1 + perViewDoctors) % content!.doctors.length) + 1;
      await expect.poll(() => firstVisible(doctors)).toBe(`${expected} of ${content!.doctors.length}`);
    });

    test('autoplay is not announced to screen readers', async ({ page }) => {
      await page.goto('/');
      const doctors = carousel(page, 'Doctors');
      await doctors.scrollIntoViewIfNeeded();
      await expect.poll(() => firstVisible(doctors), { timeout: 5000 }).not.toBe(`1 of ${content!.doctors.length}`);
      await expect(doctors.locator('[aria-live="polite"]')).toBeEmpty();
    });

    test('shows as many whole slides as the table says, and controls only where something can move', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const wide = width >= BREAKPOINTS.xl;
      const expected: [string, number][] = [
        ['Facilities', wide ? 6 : 1],
        ['Pictures from inside the hospital', 1],
        ['Doctors', perViewDoctors],
        ['Testimonials', wide ? 2 : 1],
        ['Latest articles', wide ? 4 : 1],
      ];
      for (const [name, count] of expected) expect(await fullyVisible(carousel(page, name)), name).toHaveLength(count);
      // four teasers all fit at 1280 px: nothing to move, so no controls there
      await expect(carousel(page, 'Latest articles').getByRole('button')).toHaveCount(wide ? 0 : 3);
      await expect(carousel(page, 'Testimonials').getByRole('button')).toHaveCount(3);

      await page.goto(paths.blog());
      expect(await fullyVisible(carousel(page, 'Featured articles'))).toHaveLength(width >= BREAKPOINTS.md ? 2 : 1);
    });

    test('a department with several specialists rotates their cards; one with a single specialist stands still', async ({ page }) => {
      await page.goto(paths.department('orthopaedics'));
      const team = carousel(page, 'Orthopaedics doctors');
      expect(await fullyVisible(team)).toHaveLength(1);
      await expect(team.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
      await page.goto(paths.department('cardiology'));
      await expect(page.getByRole('region', { name: /doctors$/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
      await expect(page.locator('[data-book-appointment]')).toHaveCount(1);
    });

    test('taking over from the server HTML shifts nothing on the page', async ({ page }) => {
      await page.goto('/');
      await expect(carousel(page, 'Doctors').getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
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
    const bodies = await Promise.all(scripts);
    page.removeAllListeners('response');
    return bodies.some((b) => b.includes('autoplay:timerset'));
  };
  expect(await embla('/about/')).toBe(false);
  expect(await embla(paths.department('cardiology'))).toBe(false);
  expect(await embla('/')).toBe(true);
});

test.describe('carousels without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every slide is in the page, in a strip that scrolls sideways and takes keyboard focus', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const expected: [string, number][] = [
      ['Facilities', home.serviceTiles.length],
      ['Pictures from inside the hospital', home.slides.length],
      ['Doctors', content!.doctors.length],
      ['Testimonials', home.testimonials.length],
      ['Latest articles', home.blogTeasers.articles.length],
    ];
    for (const [name, count] of expected) {
      const region = carousel(page, name);
      await expect(slidesOf(region), name).toHaveCount(count);
      const strip = region.locator('.carousel-viewport');
      await expect(strip).toHaveAttribute('tabindex', '0');
      expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth), `${name} scrolls`).toBe(true);
    }
    await expect(carousel(page, 'Doctors').getByRole('button')).toHaveCount(0);
    // The hint sits in <noscript>, which a browser with scripting off shows (Playwright only blocks scripts, so read the HTML).
    expect(await (await page.request.get('/')).text()).toContain(`<noscript><p class="carousel-hint">Scroll sideways to see all ${content!.doctors.length}.</p></noscript>`);
  });
});
