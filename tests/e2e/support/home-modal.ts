import type { Page } from '@playwright/test';
import { CONTACT_MODAL_SEEN_KEY } from '../../../islands/site/rules/contact-modal';

/**
 * The home page opens its Contact Us modal on the first visit of a session,
 * which makes the page behind it inert. Tests about something else on the
 * home page call this before page.goto('/') to start as a returning visitor.
 */
export async function skipHomeModal(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), CONTACT_MODAL_SEEN_KEY);
}
