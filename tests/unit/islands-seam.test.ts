import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeAttribute, inlineStylesheets, islandsOf, rebaseCss, slotRefs, speculationRules, stripNextRuntime, toIslandPage } from '@/lib/build/islands';
import { islandNames } from '@/lib/build/bundle-islands';
import { ISLANDS } from '@/islands/registry';

/** A page as next build exports it, trimmed to the parts the seam reads. */
const nextPage = (body: string, extraHead = '') =>
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a1.js"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>' +
  extraHead +
  '</head><body>' +
  body +
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/x.js"]})</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '</body></html>';

const props = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const island = (name: string, hydrate: string, value: unknown, inner: string) =>
  `<island-root data-island="${name}" data-hydrate="${hydrate}" data-props="${props(value)}">${inner}</island-root>`;

const known = new Set(['carousel', 'chat-form', 'contact-modal']);
const parts = {
  siteStarter: 'start("/_islands/site-AB.js")',
  speculationRules: speculationRules(['/mainservice/:slug/']),
  known,
};

describe("taking Next's runtime out of a page", () => {
  it('removes its script files, inline payload, bootstrap and script preloads, and keeps data blocks and styles', () => {
    const html = stripNextRuntime(nextPage('<main><h1>Cardiology</h1></main>'), '/x/');
    expect(html).not.toMatch(/_next\/static\/chunks\/[^"]*\.js|__next_f|TURBOPACK|rel="preload" as="script"/);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/s.css"');
    expect(html).toContain('<main><h1>Cardiology</h1></main>');
  });

  it('fails, naming the page, when the payload is missing (Next changed its output)', () => {
    const changed = nextPage('<main></main>').replace(/<script>[^<]*__next_f[^<]*<\/script>/g, '');
    expect(() => stripNextRuntime(changed, '/about/')).toThrow(/^\/about\/: no React Server Components payload/);
  });

  it('fails on an inline script it does not know, and on a script file from elsewhere', () => {
    expect(() => stripNextRuntime(nextPage('<script>alert(1)</script>'), '/a/')).toThrow(/\/a\/: an inline script that is not Next's runtime.*alert\(1\)/);
    expect(() => stripNextRuntime(nextPage('<script src="https://cdn.example/x.js"></script>'), '/b/')).toThrow(/\/b\/: a script file that is not Next's: https:\/\/cdn/);
  });

  it('fails on a streamed Suspense boundary, whose content only Next\'s scripts would reveal', () => {
    expect(() => stripNextRuntime(nextPage('<!--$?--><template id="B:0"></template><div hidden id="S:0"><p>late</p></div>'), '/c/')).toThrow(/\/c\/: a streamed Suspense boundary/);
  });
});

describe('reading the islands of a page', () => {
  it('finds each island with its strategy and props, and the slots of its own HTML only', () => {
    const inner = island('chat-form', 'visible', { id: 'f' }, '<form></form>');
    const html = island('contact-modal', 'load', { title: 'Contact "us" & more', children: { $slot: 0 } }, `<dialog><island-slot data-slot="0">${inner}</island-slot></dialog>`);
    const found = islandsOf(html, '/', known);
    expect(found.map((i) => [i.name, i.hydrate, i.slots])).toEqual([
      ['contact-modal', 'load', [0]],
      ['chat-form', 'visible', []],
    ]);
    expect(found[0]!.props).toEqual({ title: 'Contact "us" & more', children: { $slot: 0 } });
  });

  it('fails on an unknown island, a wrong strategy, props that are not JSON, and a slot missing from the HTML', () => {
    expect(() => islandsOf(island('gallery', 'load', {}, ''), '/g/', known)).toThrow(/\/g\/: an island "gallery" that has no file in islands\//);
    expect(() => islandsOf(island('carousel', 'soon', {}, ''), '/g/', known)).toThrow(/hydrates "soon"/);
    expect(() => islandsOf('<island-root data-island="carousel" data-hydrate="load" data-props="{oops">x</island-root>', '/g/', known)).toThrow(/props that are not JSON/);
    expect(() => islandsOf(island('carousel', 'visible', { slides: [{ node: { $slot: 0 } }, { node: { $slot: 1 } }] }, '<island-slot data-slot="0"></island-slot>'), '/g/', known)).toThrow(
      /island "carousel" refers to slot 1, which its server HTML does not render/,
    );
    expect(() => islandsOf('<island-root data-island="carousel" data-hydrate="load" data-props="{}">', '/g/', known)).toThrow(/never closed/);
  });

  it('lists the slot references of nested props', () => {
    expect(slotRefs({ a: [{ $slot: 2 }, { node: { $slot: 0 } }], b: 'x', c: { $slot: 1, other: true } })).toEqual([2, 0]);
  });

  it('decodes the entities React writes into attributes', () => {
    expect(decodeAttribute('{&quot;a&quot;:&quot;&lt;b&gt; &amp; &#x27;c&#x27; &#39;&quot;}')).toBe(`{"a":"<b> & 'c' '"}`);
  });
});

describe('the island page', () => {
  it("gets the speculation rules in <head>, the site script's starter last in <body>, and nothing fetched for scripts to compete with the first paint", () => {
    const body = island('contact-modal', 'load', {}, '<dialog></dialog>') + island('carousel', 'visible', {}, '<section></section>');
    const { html, islands } = toIslandPage(nextPage(body), '/', parts);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script type="speculationrules">${parts.speculationRules}</script>`);
    expect(html).toMatch(/<script>start\("\/_islands\/site-AB\.js"\)<\/script><\/body>/);
    expect(html).not.toMatch(/modulepreload|<script[^>]*\ssrc=/);
    expect(islands.map((i) => i.name)).toEqual(['contact-modal', 'carousel']);
  });

  it("shares the icons a page draws twice when told which islands are React's, and leaves those islands' icons alone", () => {
    const icon = '<svg viewBox="0 0 24 24" class="lucide lucide-star size-4" aria-hidden="true"><path d="M1 1z"></path></svg>';
    const body = `<p>${icon}${icon}</p>` + island('chat-form', 'interaction', {}, `<form>${icon}${icon}</form>`);
    expect(toIslandPage(nextPage(body), '/', parts).html).not.toContain('<use ');
    const { html } = toIslandPage(nextPage(body), '/', { ...parts, reactIslands: new Set(['chat-form']) });
    expect(html.match(/<use href="#icon-star"><\/use>/g)).toHaveLength(2);
    expect(html).toContain(`<form>${icon}${icon}</form>`);
  });

  it('a page with no island still gets the site script and nothing to preload', () => {
    const { html } = toIslandPage(nextPage('<main>text</main>'), '/blog/x/', parts);
    expect(html).not.toContain('modulepreload');
    expect([...html.matchAll(/<script\b(?![^>]*type="(?:application\/ld\+json|speculationrules)")[^>]*>([^<]*)/g)].map((m) => m[0])).toEqual(['<script>start("/_islands/site-AB.js")']);
  });

  it('speculation rules prerender links marked for it and the likely next pages, on hover (moderate)', () => {
    const rules = JSON.parse(speculationRules(['/mainservice/:slug/', '/ourdoctor/:id/']));
    expect(rules).toEqual({
      prerender: [{ where: { or: [{ selector_matches: 'a[data-prerender]' }, { href_matches: '/mainservice/:slug/' }, { href_matches: '/ourdoctor/:id/' }] }, eagerness: 'moderate' }],
    });
  });
});

describe('the islands folder', () => {
  it('has one file per island of the registry, and nothing else at its top but the registry and types', () => {
    expect(islandNames()).toEqual(Object.keys(ISLANDS).sort());
  });

  it("never calls React's useId: an island is its own root, so it takes its ids from props", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(e.name)) files.push(full);
      }
    };
    walk('islands');
    const offenders = files.filter((f) => /\buseId\b/.test(fs.readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('the stylesheet in the page', () => {
  it('replaces the stylesheet link with its text, url()s made absolute from the sheet, so the first paint waits for nothing else', () => {
    const css = '@font-face{src:url(../media/f.woff2)}a{background:url("data:image/png;base64,AA")}b{background:url(/x.png)}';
    const { html } = toIslandPage(nextPage('<main></main>'), '/', { ...parts, css: (href) => (href === '/_next/static/chunks/s.css' ? css : '') });
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style>@font-face{src:url(/_next/static/media/f.woff2)}a{background:url("data:image/png;base64,AA")}b{background:url(/x.png)}</style>');
    expect(rebaseCss('x{y:url(../media/f.woff2)}', '/base/_next/static/chunks/s.css')).toBe('x{y:url(/base/_next/static/media/f.woff2)}');
  });

  it('refuses CSS that would close the <style> element early', () => {
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/s.css"/>', '/p/', () => 'a{content:"</style>"}')).toThrow(/\/p\/: the stylesheet \/s\.css contains "<\/style"/);
  });
});
