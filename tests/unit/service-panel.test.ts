// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { gridColumns, panelInsertAfter, readServiceDetail, SERVICE_DETAIL_ATTR, SERVICE_DETAIL_PARTS } from '@/lib/service-panel';

/**
 * Expected insertion points written out card by card: the panel goes after
 * the last card of the clicked card's row (a short last row ends at the last card).
 */
const CASES: { total: number; columns: number; after: number[] }[] = [
  { total: 5, columns: 3, after: [2, 2, 2, 4, 4] },
  { total: 5, columns: 2, after: [1, 1, 3, 3, 4] },
  { total: 5, columns: 1, after: [0, 1, 2, 3, 4] },
  { total: 6, columns: 3, after: [2, 2, 2, 5, 5, 5] },
  { total: 6, columns: 2, after: [1, 1, 3, 3, 5, 5] },
  { total: 6, columns: 1, after: [0, 1, 2, 3, 4, 5] },
  { total: 18, columns: 3, after: [2, 2, 2, 5, 5, 5, 8, 8, 8, 11, 11, 11, 14, 14, 14, 17, 17, 17] },
  { total: 18, columns: 2, after: [1, 1, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11, 13, 13, 15, 15, 17, 17] },
  { total: 18, columns: 1, after: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] },
];

describe('panelInsertAfter', () => {
  for (const { total, columns, after } of CASES) {
    describe(`${total} cards, ${columns} a row`, () => {
      it.each(after.map((expected, card) => [card, expected]))('card %i opens its panel after card %i', (card, expected) => {
        expect(panelInsertAfter(card, total, columns)).toBe(expected);
      });
    });
  }

  it('refuses a card that is not in the grid or a column count below 1', () => {
    expect(() => panelInsertAfter(5, 5, 3)).toThrow(RangeError);
    expect(() => panelInsertAfter(-1, 5, 3)).toThrow(RangeError);
    expect(() => panelInsertAfter(0, 5, 0)).toThrow(RangeError);
  });
});

describe('gridColumns', () => {
  it('gives 3 columns above xl, 2 above md, else 1', () => {
    expect(gridColumns({ threeColumns: true, twoColumns: true })).toBe(3);
    expect(gridColumns({ threeColumns: false, twoColumns: true })).toBe(2);
    expect(gridColumns({ threeColumns: false, twoColumns: false })).toBe(1);
  });
});

describe('readServiceDetail', () => {
  const page = (detail: string) => `<!doctype html><html><body><header><h2>Menu</h2></header><main><h1>Lithotripsy</h1>${detail}<h2>Other services</h2></main></body></html>`;
  const detail = `<div ${SERVICE_DETAIL_ATTR}=""><div ${SERVICE_DETAIL_PARTS.picture}=""><picture><img src="/a.webp" alt="A"></picture></div><div ${SERVICE_DETAIL_PARTS.body}=""><h2 class="pt-2">How</h2><p>Text <strong>bold</strong>.</p><h3>More</h3><h5>Deep</h5></div></div>`;

  it("takes the picture and the text of a service's page and nothing else of it", () => {
    const read = readServiceDetail(page(detail))!;
    expect(read.picture).toBe('<picture><img src="/a.webp" alt="A"></picture>');
    expect(read.body).toContain('<p>Text <strong>bold</strong>.</p>');
    expect(read.body).not.toContain('Menu');
    expect(read.body).not.toContain('Other services');
  });

  it('moves the headings down two levels (under the panel\'s h3), keeping their attributes, never below h6', () => {
    const body = readServiceDetail(page(detail))!.body;
    expect(body).toContain('<h4 class="pt-2">How</h4>');
    expect(body).toContain('<h5>More</h5>');
    expect(body).toContain('<h6>Deep</h6>');
    expect(readServiceDetail(page(detail), 0)!.body).toContain('<h2 class="pt-2">How</h2>');
  });

  it('gives nothing for a page without the block or one of its parts', () => {
    expect(readServiceDetail(page('<p>No detail here</p>'))).toBeNull();
    expect(readServiceDetail(page(`<div ${SERVICE_DETAIL_ATTR}=""><div ${SERVICE_DETAIL_PARTS.body}=""></div></div>`))).toBeNull();
    expect(readServiceDetail('')).toBeNull();
  });
});
