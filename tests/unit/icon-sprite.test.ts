import { describe, expect, it } from 'vitest';
import { islandSpans, shareIcons } from '@/lib/build/icon-sprite';

const star = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="lucide lucide-star size-4 fill-current" aria-hidden="true"><path d="M11.5 2.3z"></path></svg>';
const phone = (cls: string) => `<svg viewBox="0 0 24 24" class="lucide lucide-phone ${cls}" aria-hidden="true"><path d="M13 2a9 9 0 0 1 9 9"></path><path d="M13 6a5 5 0 0 1 5 5"></path></svg>`;
const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body class="x">${body}</body></html>`;
const react = (inner: string) => `<island-root data-island="chat-form" data-hydrate="visible" data-props="{}">${inner}</island-root>`;
const dom = (inner: string) => `<island-root data-island="carousel" data-hydrate="visible" data-props="{}">${inner}</island-root>`;
const keep = new Set(['chat-form']);

describe('shared icons (lib/build/icon-sprite.ts)', () => {
  it('defines an icon drawn twice once, at the top of <body>, and uses it by reference with each drawing keeping its own class and attributes', () => {
    const html = shareIcons(page(`<p>${phone('size-5')} Call</p><p>${phone('size-4 text-red-700')} Emergency</p>`), keep);
    expect(html).toContain('<body class="x"><svg hidden="" aria-hidden="true"><symbol id="icon-phone" viewBox="0 0 24 24"><path d="M13 2a9 9 0 0 1 9 9"></path><path d="M13 6a5 5 0 0 1 5 5"></path></symbol></svg>');
    expect(html).toContain('<svg viewBox="0 0 24 24" class="lucide lucide-phone size-5" aria-hidden="true"><use href="#icon-phone"></use></svg> Call');
    expect(html).toContain('<svg viewBox="0 0 24 24" class="lucide lucide-phone size-4 text-red-700" aria-hidden="true"><use href="#icon-phone"></use></svg> Emergency');
    expect(html.match(/<path /g)).toHaveLength(2);
  });

  it('leaves an icon drawn once, and a page with no icon drawn twice, as they are', () => {
    const once = page(`<p>${phone('size-5')}</p>${star}`);
    expect(shareIcons(once, keep)).toBe(once);
  });

  it("keeps the icons inside a React island as React renders them, and shares a DOM island's", () => {
    const html = shareIcons(page(`${react(`${star}${star}`)}${dom(`${star}<span>${star}</span>`)}`), keep);
    const [, island] = html.split('<island-root data-island="chat-form"');
    expect(island!.split('</island-root>')[0]).toContain(`${star}${star}`);
    expect(html.match(/<use href="#icon-star"><\/use>/g)).toHaveLength(2);
  });

  it('gives the same name with other paths an id of its own', () => {
    const other = star.replace('M11.5 2.3z', 'M1 1z');
    const html = shareIcons(page(`${star}${star}${other}${other}`), keep);
    expect(html).toContain('<symbol id="icon-star" ');
    expect(html).toContain('<symbol id="icon-star-2" ');
    expect(html.match(/#icon-star-2"/g)).toHaveLength(2);
  });

  it('finds the spans of the named islands, nested ones inside their parent', () => {
    const html = `a${react(`b${dom('c')}`)}d${dom(react('e'))}`;
    const spans = islandSpans(html, keep);
    expect(spans.map(([s, e]) => html.slice(s, e))).toEqual([react(`b${dom('c')}`), react('e')]);
  });
});
