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
