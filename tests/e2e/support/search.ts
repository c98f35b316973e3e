import type { Page } from '@playwright/test';

/** The search page's island (islands/site-search.tsx), in any language. */
export const island = (page: Page) => page.locator('[data-site-search]');
/** Its polite live region: "Searching…", the count of results, or none. */
export const status = (page: Page) => island(page).getByRole('status');
/** Its search box. */
export const box = (page: Page) => island(page).getByRole('searchbox');

/** "<badge> | <title> | <href>" for each result shown ("Doctor | <name> | /ourdoctor/<id>/"). */
export const resultRows = (page: Page) =>
  island(page)
    .locator('ol > li')
    .evaluateAll((items) => items.map((li) => `${li.querySelector('span')!.textContent} | ${li.querySelector('h2 a')!.textContent} | ${li.querySelector('h2 a')!.getAttribute('href')}`));
