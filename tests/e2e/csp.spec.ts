import { filterSlug } from '../../lib/doctor-filter';
import { expect, test, type Page } from './support/test';
import { cspOf } from '../../lib/build/csp';
import { HOME_DOCTORS_LIMIT } from '../../components/home/sections';
import { ALL_DOCTORS_LABEL } from '../../lib/doctor-filter';
import { paths } from '../../lib/routes';
import { skipHomeModal } from './support/home-modal';
import { biggestChoice, content, directorySummary, doctorsMatching, filterChoices, literal } from './support/content';
import { recordPolicyViolations } from './support/problems';
import { answerChatLocally } from './support/chat';

// The Content-Security-Policy in force, as a host sends it (the test server runs with --headers) and as each page's <meta> carries it.
// Every page the browser checks visit is judged under the policy in site-pages.spec.ts (no refusal, no console
// error, no cookie, the header sent); here, the policy itself and the interactive parts that could trip it.
const site = content.site;
const MAP_ORIGIN = new URL(site.map.embedUrl).origin;

/**
 * Records what the policy blocks, from before the first byte is parsed:
 * securitypolicyviolation events, console errors (Chromium reports each
 * refusal there too) and uncaught exceptions.
 */
async function watchPolicy(page: Page) {
  const violations = await recordPolicyViolations(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { errors, violations };
}

/** Nothing refused, nothing logged as an error. */
async function expectClean(watch: Awaited<ReturnType<typeof watchPolicy>>) {
  expect(await watch.violations(), 'securitypolicyviolation events').toEqual([]);
  expect(watch.errors, 'console errors').toEqual([]);
}

/** Settles after load: hydration, effects and the first timers of the islands. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));

test('the test server sends the policy, and the browser enforces it (an injected inline script is refused and reported)', async ({ page }) => {
  const watch = await watchPolicy(page);
  const response = await page.goto('/about/');
  const header = response!.headers()['content-security-policy'];
  const meta = cspOf(await response!.text());
  // the hashes of the build's two inline scripts: the speculation rules and the site script's starter
  expect(meta).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*'){2};/);
  expect(header).toBe(`${meta}; frame-ancestors 'none'`);
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');

  const ran = await page.evaluate(() => {
    const w = window as unknown as { injectedRan?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.append(script);
    return w.injectedRan ?? false;
  });
  expect(ran, 'an inline script without a hash must not run').toBe(false);
  // refused by both policies in force: the header's and the <meta>'s
  await expect
    .poll(async () => (await watch.violations()).sort())
    .toEqual([expect.stringMatching(/^script-src-elem refused inline .* by the header policy$/), expect.stringMatching(/^script-src-elem refused inline .* by the meta policy$/)]);
  expect(watch.errors.some((e) => /Content Security Policy/.test(e))).toBe(true);
});

test.describe('the policy on a missing page', () => {
  test('the 404 page of an unknown address', async ({ page }) => {
    const watch = await watchPolicy(page);
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await settle(page);
    expect(await watch.violations()).toEqual([]);
    // the one console error is the 404 status itself
    expect(watch.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    expect(cspOf(await response!.text())).toContain('script-src');
  });
});

test.describe('interactive parts still work under the policy', () => {
  test('first home visit: the Contact Us modal opens and closes', async ({ page }) => {
    const watch = await watchPolicy(page);
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: /Contact Us/i });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expectClean(watch);
  });

  test('at 375 px the mobile menu opens, keeps focus inside and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await skipHomeModal(page);
    const watch = await watchPolicy(page);
    await page.goto('/');
    const summary = page.locator('[data-menu="mobile"] > summary');
    await summary.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-menu="mobile"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(summary).toBeFocused();
    await expectClean(watch);
  });

  test("a carousel's pause button pauses it and offers Play", async ({ page }) => {
    test.skip(Math.min(content.doctors.length, HOME_DOCTORS_LIMIT) <= 3, 'three doctors or fewer fit in view at 1280 px: the Doctors carousel has nothing to pause');
    await page.setViewportSize({ width: 1280, height: 900 });
    await skipHomeModal(page);
    const watch = await watchPolicy(page);
    await page.goto('/');
    const doctors = page.getByRole('region', { name: 'Doctors', exact: true });
    await doctors.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(doctors.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    // the server-rendered style attributes (slides per view) apply: three doctors side by side at 1280 px
    const widths = await doctors.locator('[aria-roledescription="slide"]').evaluateAll((slides) => slides.slice(0, 3).map((s) => Math.round(s.getBoundingClientRect().width)));
    const viewport = await doctors.locator('.carousel-viewport').evaluate((v) => v.getBoundingClientRect().width);
    expect(widths[0]!).toBeLessThan(viewport / 2);
    await expectClean(watch);
  });

  test('an old /ourdoctor/?department= link goes on to the department\'s doctors (the inline redirect runs by its hash), and another choice opens its page', async ({ page }) => {
    test.skip(!biggestChoice || doctorsMatching(filterSlug(biggestChoice.label)).length === 0, 'no choice of content/doctor-filter.json besides "All" lists a doctor');
    // the choice with the most doctors, so its page lists someone; then another choice, or "All" when there is no other
    const from = biggestChoice!.label;
    const to = filterChoices.find((o) => o.label !== from)?.label ?? ALL_DOCTORS_LABEL;
    await page.setViewportSize({ width: 1280, height: 900 });
    const watch = await watchPolicy(page);
    await page.goto(`${paths.doctors()}?department=${encodeURIComponent(from)}`);
    await expect(page).toHaveURL(new RegExp(`${literal(paths.doctorsIn(filterSlug(from)))}$`));
    await expect(page.locator('[data-doctor-summary]')).toHaveText(directorySummary(from));
    await expect(page.locator('[data-doctor-results] article').first()).toBeVisible();
    // choosing another option loads that page, opened at the list, under its own policy
    await page.getByRole('navigation', { name: 'Doctors by department' }).getByRole('link', { name: to, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(paths.doctorFilterChoice(filterSlug(to)))}$`));
    await expect(page.locator('[data-doctor-summary]')).toHaveText(directorySummary(to));
    await expectClean(watch);
  });

  test('the map on /contact/ loads in its frame after "Show map"', async ({ page }) => {
    const watch = await watchPolicy(page);
    const asked: string[] = [];
    await page.route(`${MAP_ORIGIN}/**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>Local stand-in map</p>' });
    });
    await page.goto('/contact/');
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.frameLocator('iframe').getByText('Local stand-in map')).toBeVisible();
    expect(asked).toEqual([site.map.embedUrl]);
    await expectClean(watch);
  });

  test('a WhatsApp link opens the chat in a new tab', async ({ page, context }) => {
    await answerChatLocally(context);
    await skipHomeModal(page);
    const watch = await watchPolicy(page);
    await page.goto('/ourdoctor/');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.locator('a[data-book-appointment]').first().click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    await expect(tab.getByText('chat')).toBeVisible();
    await expectClean(watch);
  });

  test('the contact form opens the chat with its message', async ({ page, context }) => {
    await answerChatLocally(context);
    const watch = await watchPolicy(page);
    await page.goto('/contact/');
    const form = page.locator('form#contact-form');
    await form.getByLabel('Your name').fill('Asha Rao');
    await form.getByLabel('Message').fill('Visiting hours?');
    const [tab] = await Promise.all([context.waitForEvent('page'), form.getByRole('button', { name: /Send on WhatsApp/ }).click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\/.*\?text=/);
    expect(new URL(tab.url()).searchParams.get('text')).toContain('Visiting hours?');
    await expectClean(watch);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form submits to the chat host (form-action allows it)', async ({ page, context }) => {
    await answerChatLocally(context);
    const refused: string[] = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && refused.push(m.text()));
    await page.goto('/contact/');
    const form = page.locator('form#contact-form');
    await form.getByLabel('Your name').fill('Asha Rao');
    await form.getByLabel('Message').fill('Visiting hours?');
    const [tab] = await Promise.all([context.waitForEvent('page'), form.getByRole('button', { name: /Send on WhatsApp/ }).click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(tab.url()).searchParams.get('text')).toBe('Visiting hours?');
    expect(refused).toEqual([]);
  });
});
