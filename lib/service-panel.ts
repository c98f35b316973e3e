/**
 * Where the service detail panel goes in a department's service grid: after
 * the last card of the clicked card's row, so it opens under that row.
 */

import { above } from './breakpoints';

/**
 * The grid's column breakpoints, as the spec gives them: rows of 3 above xl
 * (1200 px), rows of 2 above md (768 px), one card a row at md and below. The
 * service grid's CSS classes are the same queries (the above-md: and above-xl:
 * variants of app/globals.css).
 */
export const SERVICE_GRID_QUERIES = {
  threeColumns: above('xl'),
  twoColumns: above('md'),
} as const;

/** Columns of the grid for the queries that currently match. */
export function gridColumns(matches: { threeColumns: boolean; twoColumns: boolean }): 1 | 2 | 3 {
  return matches.threeColumns ? 3 : matches.twoColumns ? 2 : 1;
}

/** Index of the card after which the panel goes: the last card of the row holding cardIndex. */
export function panelInsertAfter(cardIndex: number, totalCards: number, columns: number): number {
  if (!Number.isInteger(columns) || columns < 1) throw new RangeError(`columns must be a whole number of at least 1, not ${columns}`);
  if (!Number.isInteger(cardIndex) || cardIndex < 0 || cardIndex >= totalCards)
    throw new RangeError(`card ${cardIndex} is not one of ${totalCards} cards`);
  const rowEnd = (Math.floor(cardIndex / columns) + 1) * columns - 1;
  return Math.min(rowEnd, totalCards - 1);
}

/**
 * The block of a service's own page (views/department-service.tsx) that the
 * department page's panel shows: it holds a part marked
 * SERVICE_DETAIL_PARTS.picture and one marked SERVICE_DETAIL_PARTS.body.
 */
export const SERVICE_DETAIL_ATTR = 'data-service-detail';
export const SERVICE_DETAIL_PARTS = { picture: 'data-service-detail-picture', body: 'data-service-detail-body' } as const;

/** A service's picture and text as HTML, read from its page. */
export interface ServiceDetail {
  picture: string;
  body: string;
}

/**
 * The picture and text of a service's page (its HTML as fetched), or null
 * when the page has no detail block. The text's headings go `shift` levels
 * down (2: an h2 under the page's h1 becomes an h4 under the panel's h3),
 * never below h6. Needs a DOMParser (the browser, or jsdom in tests).
 */
export function readServiceDetail(html: string, shift = 2): ServiceDetail | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const detail = doc.querySelector(`[${SERVICE_DETAIL_ATTR}]`);
  const picture = detail?.querySelector(`[${SERVICE_DETAIL_PARTS.picture}]`);
  const body = detail?.querySelector(`[${SERVICE_DETAIL_PARTS.body}]`);
  if (!picture || !body) return null;
  for (const heading of body.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Math.min(6, Number(heading.tagName[1]) + shift);
    const moved = doc.createElement(`h${level}`);
    for (const { name, value } of heading.attributes) moved.setAttribute(name, value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  return { picture: picture.innerHTML, body: body.innerHTML };
}
