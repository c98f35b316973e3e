import { expect, test, type Locator, type Page } from './support/test';
import { paths } from '../../lib/routes';
import { skipHomeModal } from './support/home-modal';
import { content } from './support/content';
import { BREAKPOINTS } from '../../lib/breakpoints';
import { headerSticksAt } from './support/header';
import { answerChatLocally } from './support/chat';

const site = content.site;
const MAP_HOST = new URL(site.map.embedUrl).hostname;
const WIDTHS = [375, 1280] as const;

/** The prefilled message of a chat URL, line by line. */
const linesOf = (url: string) => (new URL(url).searchParams.get('text') ?? '').split('\n');

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The quick-contact buttons wait out of sight at the top of a page (islands/site/rules/page-chrome.ts): scroll until they show. */
async function revealQuickContact(page: Page) {
  await page.evaluate((y) => window.scrollTo(0, y), (await headerSticksAt(page)) + 300);
  await expect(page.getByRole('complementary', { name: 'Quick contact' })).toHaveAttribute('data-quick-contact', 'shown');
}

/**
 * Run in the page, on the quick-contact buttons: of the footer's links, or of the focused control (unless focus is on
 * the page itself or in the buttons), those drawn with a box, how many, and the ones whose box overlaps the buttons',
 * named by their text (a link) or the start of their HTML (a focused control).
 */
function underTheButtons(aside: Element, what: 'footer links' | 'focus') {
  const focused = document.activeElement;
  const candidates = what === 'focus' ? (focused && focused !== document.body && !aside.contains(focused) ? [focused] : []) : [...document.querySelectorAll('footer a')];
  const drawn = candidates.filter((e) => e.checkVisibility({ visibilityProperty: true }) && e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().height > 0);
  const b = aside.getBoundingClientRect();
  const covered = drawn.filter((e) => {
    const r = e.getBoundingClientRect();
    return r.x < b.x + b.width && b.x < r.x + r.width && r.y < b.y + b.height && b.y < r.y + r.height;
  });
  return { measured: drawn.length, covered: covered.map((e) => (what === 'focus' ? e.outerHTML.slice(0, 80) : (e as HTMLElement).innerText)) };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page, context }) => {
      await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
      await answerChatLocally(context);
    });

    test('contact form: a mistake is shown next to its field with nothing lost; once fixed, the chat opens with every field under its label', async ({ page, context }) => {
      await page.goto('/contact/');
      const form = page.locator('form#contact-form');
      await form.getByLabel('Your name').fill('Asha Rao');
      await form.getByLabel('E-mail (optional)').fill('asha.example.in');
      await form.getByLabel('Subject (optional)').fill('Visiting hours & parking');
      await form.getByLabel('Message').fill('Can my son stay overnight?\nHe is 12. ಧನ್ಯವಾದ');
      await form.getByRole('button', { name: /Send on WhatsApp/ }).click();

      const email = form.getByLabel('E-mail (optional)');
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Enter an e-mail address with an @, like name@example.com, or leave it empty.');
      // the message sits in the e-mail field's own group, right above the input
      const group = form.locator('div', { has: page.locator('#contact-form-email') }).last();
      await expect(group.getByText('Enter an e-mail address with an @')).toBeVisible();
      await expect(form.getByRole('status')).toHaveText('1 field needs correcting: E-mail.');
      await expect(form.getByLabel('Your name')).toHaveValue('Asha Rao');
      await expect(form.getByLabel('Subject (optional)')).toHaveValue('Visiting hours & parking');
      await expect(form.getByLabel('Message')).toHaveValue('Can my son stay overnight?\nHe is 12. ಧನ್ಯವಾದ');
      expect(context.pages()).toHaveLength(1);

      await email.fill('asha@example.in');
      await expect(email).not.toHaveAttribute('aria-invalid');
      const [tab] = await Promise.all([context.waitForEvent('page'), form.getByRole('button', { name: /Send on WhatsApp/ }).click()]);
      await tab.waitForURL(/^https:\/\/wa\.me\//);
      const url = new URL(tab.url());
      expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp.replace(/\D/g, '')}`);
      expect(linesOf(tab.url())).toEqual([
        'Hello, I would like to get in touch.',
        'Name: Asha Rao',
        'E-mail: asha@example.in',
        'Subject: Visiting hours & parking',
        'Message: Can my son stay overnight?',
        'He is 12. ಧನ್ಯವಾದ',
      ]);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await expect(form.getByLabel('Your name')).toHaveValue('');
      await expect(form.getByRole('status')).toContainText('WhatsApp opened in a new tab');
    });

    test('contact form: when the new tab is blocked, an "Open WhatsApp chat" link with the message appears and the fields stay', async ({ page }) => {
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto('/contact/');
      const form = page.locator('form#contact-form');
      await form.getByLabel('Your name').fill('Ravi');
      await form.getByLabel('Message').fill('Is the lab open on Sunday?');
      await form.getByRole('button', { name: /Send on WhatsApp/ }).click();
      const link = form.getByRole('link', { name: /Open WhatsApp chat/ });
      await expect(link).toBeFocused();
      expect(linesOf((await link.getAttribute('href'))!)).toEqual(['Hello, I would like to get in touch.', 'Name: Ravi', 'Message: Is the lab open on Sunday?']);
      await expect(form.getByLabel('Your name')).toHaveValue('Ravi');
    });

    test('the floating buttons never cover the footer links or a focused control', async ({ page }) => {
      await skipHomeModal(page);
      await page.goto('/contact/');
      const buttons = page.getByRole('complementary', { name: 'Quick contact' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // measured in the page, one call each (a round trip per link and per measure made this test slow)
      expect((await buttons.evaluate(underTheButtons, 'footer links' as const)).covered, 'footer links under the buttons').toEqual([]);
      // walk the page with Tab: no focused control is hidden behind the buttons
      await page.evaluate(() => window.scrollTo(0, 0));
      const coveredFocus: string[] = [];
      let focusedOutside = 0;
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const { measured, covered } = await buttons.evaluate(underTheButtons, 'focus' as const);
        focusedOutside += measured;
        coveredFocus.push(...covered.map((html) => `focus ${i}: ${html}`));
      }
      // the walk reached the page's controls, and none of them was under the buttons
      expect(focusedOutside).toBeGreaterThan(20);
      expect(coveredFocus).toEqual([]);
    });

    test('map: nothing is requested from the map provider until "Show map" is pressed; then the map takes the card\'s place', async ({ page }) => {
      const mapRequests: string[] = [];
      await page.route(`https://${MAP_HOST}/**`, (route) => {
        mapRequests.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
      });
      await page.goto('/contact/');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(mapRequests).toEqual([]);
      await expect(page.getByRole('link', { name: /Get directions/ }).first()).toBeVisible();

      await page.getByRole('button', { name: 'Show map' }).click();
      const frame = page.locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('src', site.map.embedUrl);
      await expect(frame).toHaveAttribute('title', new RegExp(site.name));
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toBeFocused();
      await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
      expect(mapRequests[0]).toBe(site.map.embedUrl);
      await expect(page.locator('main').getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', site.map.directionsUrl);
    });
  });
}

test.describe("the home page's Contact Us modal: by itself from 768 px up, once a session", () => {
  test.beforeEach(async ({ context }) => answerChatLocally(context));

  test('home at 1280 px: the Contact Us modal opens on the first visit only, traps focus, and Escape closes it and gives focus back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const modal = dialog(page, 'Contact Us');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
    // the page behind is inert
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    // focus is back where it was before the modal: the top of the page
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    await page.goto('/about/');
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    await expect(modal).toBeHidden();
    await page.reload();
    await page.waitForTimeout(300);
    await expect(modal).toBeHidden();
  });

  test('home at 375 px: no modal on the first visit, the page is usable at once, and widening the window later opens none', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    // the site script has run every step (the dialog's included) and started the islands
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    // nothing is inert: the keyboard starts at the top of the page, and the emergency number is in view
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expect(page.locator('body > header').getByRole('link', { name: /Emergency/ }).first()).toBeInViewport();
    // a resize after load changes nothing
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(300);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    // and the phone visit did not use up the session's one opening: the first wide home visit still gets it
    await page.reload();
    await expect(dialog(page, 'Contact Us')).toBeVisible();
  });

  test("home at 1280 px: a resize to a phone's width after the modal opened leaves it open, focus inside", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const modal = dialog(page, 'Contact Us');
    await expect(modal).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
  });

  test('home: the modal closes on the close button and on a backdrop click; its form checks the phone number', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const modal = dialog(page, 'Contact Us');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    // a new session: a fresh tab opens the modal again
    const second = await context.newPage();
    await second.goto('/');
    const again = dialog(second, 'Contact Us');
    await expect(again).toBeVisible();
    await again.getByLabel('Your name').fill('Meena');
    await again.getByLabel('Phone number').fill('5845012345');
    await again.getByRole('button', { name: /Send on WhatsApp/ }).click();
    await expect(again.getByLabel('Phone number')).toBeFocused();
    await expect(again.getByLabel('Phone number')).toHaveAccessibleDescription(/A mobile number starts with 6, 7, 8 or 9/);
    await expect(again).toBeVisible();

    const box = (await again.boundingBox())!;
    await second.mouse.click(box.x + box.width / 2, box.y + box.height + 6 < 800 ? box.y + box.height + 6 : 3);
    await expect(again).toBeHidden();
  });
});

test.describe('the floating message button', () => {
  test.beforeEach(async ({ page, context }) => {
    await skipHomeModal(page);
    await answerChatLocally(context);
  });

  test(`at 1280 px it opens the popup form, which closes on Escape and returns focus; it closes when the window shrinks below ${BREAKPOINTS.md} px`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about/');
    await revealQuickContact(page);
    const button = page.getByRole('link', { name: 'Send us a message' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await button.click();
    const popup = dialog(page, 'Send us a message');
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel('Your name')).toBeFocused();
    // anchored to the bottom-right corner, above the buttons
    const box = (await popup.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.y + box.height).toBeGreaterThan(900 - 140);
    expect(context.pages()).toHaveLength(1);

    await popup.getByLabel('Your name').fill('Kiran');
    await popup.getByLabel('E-mail (optional)').fill('kiran@example.in');
    await popup.getByLabel('Phone number').fill('+91-70000-12345');
    await popup.getByLabel('Message').fill('Do you have a pharmacy?');
    const [tab] = await Promise.all([context.waitForEvent('page'), popup.getByRole('button', { name: /Send on WhatsApp/ }).click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    expect(linesOf(tab.url())).toEqual([
      'Hello, I would like to get in touch.',
      'Name: Kiran',
      'E-mail: kiran@example.in',
      'Phone: +91 70000 12345',
      'Message: Do you have a pharmacy?',
    ]);
    await tab.close();
    await expect(popup.getByRole('status')).toContainText('WhatsApp opened');

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(popup).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(popup).toBeHidden();
  });

  test('at 375 px the popup is never shown: the button opens the chat directly', async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/about/');
    await revealQuickContact(page);
    const button = page.getByRole('link', { name: /Send us a message on WhatsApp/ });
    await expect(button).not.toHaveAttribute('aria-haspopup');
    const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    expect(linesOf(tab.url())).toEqual([site.whatsappGreeting]);
    await expect(dialog(page, 'Send us a message')).toBeHidden();
  });

  test('the dialogs fade (300 ms, backdrop 150 ms), and not at all under reduced motion', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about/');
    await revealQuickContact(page);
    // the popup's dialog is created on first use
    await page.getByRole('link', { name: 'Send us a message' }).click();
    await expect(dialog(page, 'Send us a message')).toBeVisible();
    const durations = () =>
      page.evaluate(() => {
        const d = document.querySelector('dialog')!;
        const own = getComputedStyle(d);
        const backdrop = getComputedStyle(d, '::backdrop');
        return { own: [own.transitionProperty, own.transitionDuration], backdrop: [backdrop.transitionProperty, backdrop.transitionDuration] };
      });
    const normal = await durations();
    expect(normal.own[0]).toContain('opacity');
    expect(normal.own[1]).toContain('0.3s');
    expect(normal.backdrop[1]).toContain('0.15s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reduced = await durations();
    expect(reduced.own[0]).toBe('none');
    expect(reduced.backdrop[0]).toBe('none');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('each form still offers the WhatsApp chat link and the phone number; no modal, no map request', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (r) => new URL(r.url()).hostname !== 'localhost' && outside.push(r.url()));
    // the pages with a form: contact, home, and a department's (the first)
    for (const path of [paths.contact(), paths.home(), paths.department(content.departments[0]!.slug)]) {
      await page.goto(path);
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: /Open WhatsApp chat/ }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
      await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    }
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await page.goto('/contact/');
    await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Get directions/ }).first()).toBeVisible();
    expect(outside).toEqual([]);
  });
});
