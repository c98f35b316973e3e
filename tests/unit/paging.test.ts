import { describe, expect, it } from 'vitest';
import { laterPages, pageLinks, pageNumberOf, pageOfIndex, paginate } from '@/lib/paging';

describe('paginate', () => {
  it('puts every item on exactly one page, in order', () => {
    const items = Array.from({ length: 61 }, (_, i) => i);
    const pages = paginate(items, 30);
    expect(pages.map((p) => p.length)).toEqual([30, 30, 1]);
    expect(pages.flat()).toEqual(items);
    expect(pageOfIndex(60, 30)).toBe(3);
    expect(pageOfIndex(29, 30)).toBe(1);
  });

  it('always has a first page, empty when there is nothing to list', () => {
    expect(paginate([], 5)).toEqual([[]]);
    expect(laterPages(1)).toEqual([]);
    expect(laterPages(3)).toEqual([2, 3]);
  });

  it('refuses a page size that is not a whole number of 1 or more', () => {
    expect(() => paginate([1], 0)).toThrow(/perPage/);
  });
});

describe('pageNumberOf', () => {
  it('reads a page number from a route segment, and nothing else', () => {
    expect(pageNumberOf('2')).toBe(2);
    expect(pageNumberOf('38')).toBe(38);
    for (const bad of [undefined, '', '0', '02', '-1', '2.5', 'x', '2x']) expect(pageNumberOf(bad), String(bad)).toBeUndefined();
  });
});

describe('pageLinks', () => {
  it('shows every page while there are few', () => {
    expect(pageLinks(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves gaps in a long run, the same length on every page', () => {
    const total = 38;
    for (let current = 1; current <= total; current++) {
      const links = pageLinks(current, total);
      expect(links, `page ${current}`).toContain(current);
      expect(links[0]).toBe(1);
      expect(links.at(-1)).toBe(total);
      expect(links.length, `page ${current}: ${links.join(' ')}`).toBe(7);
      // numbers rise, and a gap stands only where numbers are left out
      const numbers = links.filter((l): l is number => l !== 'gap');
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      links.forEach((l, i) => {
        if (l === 'gap') expect((links[i + 1] as number) - (links[i - 1] as number)).toBeGreaterThan(2);
      });
    }
    expect(pageLinks(7, 38)).toEqual([1, 'gap', 6, 7, 8, 'gap', 38]);
    expect(pageLinks(1, 38)).toEqual([1, 2, 3, 4, 5, 'gap', 38]);
    expect(pageLinks(38, 38)).toEqual([1, 'gap', 34, 35, 36, 37, 38]);
  });
});
