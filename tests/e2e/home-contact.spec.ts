import { expect, test } from './support/test';
import { loadContent } from '../../lib/content/load';
import { skipHomeModal } from './support/home-modal';

// The home page's closing contact section: how to reach the hospital beside the call-back form.
const site = loadContent().content!.site;
/** The dialler link of a number, written out here rather than taken from lib/chat.ts. */
const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;

for (const width of [375, 1280]) {
  test(`at ${width} px the home contact section shows the address with directions, the hours and the emergency number to call`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await skipHomeModal(page);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Contact Us' });
    const details = section.locator('[data-contact-details]');
    await details.scrollIntoViewIfNeeded();

    const a = site.address;
    await expect(details).toContainText(`${a.street}, ${a.locality},`);
    await expect(details).toContainText(`${a.city} ${a.postalCode}, ${a.region}`);
    const directions = details.getByRole('link', { name: /Get directions/ });
    await expect(directions).toHaveAttribute('href', site.map.directionsUrl);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(details).toContainText(`Emergency: ${site.openingHours.emergency}`);
    await expect(details).toContainText(`OPD: ${site.openingHours.opd}`);

    const emergency = details.getByRole('link', { name: /Emergency/ });
    await expect(emergency).toHaveAttribute('href', tel(site.phones.emergency));
    await expect(emergency).toContainText(site.phones.emergency);
    await expect(emergency).toBeVisible();
    // red like the site's other emergency buttons: white on emergency-600
    expect(await emergency.evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color])).toEqual(['rgb(192, 31, 31)', 'rgb(255, 255, 255)']);

    await expect(details.getByRole('link', { name: site.phones.hospital })).toHaveAttribute('href', tel(site.phones.hospital));
    const whatsapp = details.getByRole('link', { name: new RegExp(site.whatsapp.replace(/\+/g, '\\+')) });
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${site.whatsapp.replace(/\D/g, '')}(\\?|$)`));
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(details.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);

    const form = section.locator('form#home-contact-form');
    const [box, formBox] = [(await details.boundingBox())!, (await form.boundingBox())!];
    if (width === 1280) {
      // beside the form, filling the left column rather than leaving it empty
      expect(box.x + box.width).toBeLessThan(formBox.x);
      expect(box.height).toBeGreaterThan(formBox.height * 0.6);
    } else {
      // above the form, within the screen
      expect(box.y + box.height).toBeLessThan(formBox.y);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
