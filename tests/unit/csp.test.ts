import { describe, expect, it } from 'vitest';
import {
  cspDirectives,
  cspOf,
  inlineScripts,
  originSource,
  pageCode,
  pageCsp,
  sha256Source,
  siteCode,
  withCspMeta,
  type PageCode,
  type SitePolicy,
} from '@/lib/build/csp';
import { headerRuleCount, headersFile } from '@/lib/build/headers-file';
import { attributesOf, hasStyleAttributes, inlineStyles } from '@/lib/build/html';
import { headersFor, parseHeadersFile } from '../../scripts/headers-rules.mjs';

const SITE: SitePolicy = { frameOrigins: ['https://www.google.com'], formOrigins: ['https://wa.me', 'https://api.whatsapp.com'] };
const PLAIN: PageCode = { scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"], styleHashes: [], styleAttributes: false, search: false };

const page = (head: string, body = '') => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('hashes of inline code', () => {
  it('gives the sha256 source a browser computes (the CSP test suite\'s "background: green")', () => {
    expect(sha256Source('background: green')).toBe("'sha256-S0VSqEOmzmyOifPfat2sJ7ELOgkldAEbaXlvi5iMqjc='");
  });

  it('hashes line breaks as the HTML parser hands them over (CRLF and CR become LF)', () => {
    expect(sha256Source('a();\r\nb();\rc();')).toBe(sha256Source('a();\nb();\nc();'));
    expect(sha256Source('ಧನ್ಯವಾದ')).not.toBe(sha256Source('?'));
  });

  it('reads attributes in every quoting style, names lower-cased', () => {
    const attributes = attributesOf(` SRC="/a.js" async type='module' data-x=1 defer`);
    expect([...attributes]).toEqual([
      ['src', '/a.js'],
      ['async', ''],
      ['type', 'module'],
      ['data-x', '1'],
      ['defer', ''],
    ]);
  });

  it('takes every inline script the browser runs, in order, and leaves out external scripts and data blocks', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script><script id="_R_">boot()</script>',
      [
        '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
        '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
        '<script type="module">mod()</script>',
        '<script type=" Text/JavaScript ">old()</script>',
        '<script type="text/plain">not code</script>',
        '<script nomodule src="/p.js"></script>',
      ].join(''),
    );
    expect(inlineScripts(html)).toEqual(['boot()', '(self.__next_f=self.__next_f||[]).push([0])', 'mod()', 'old()']);
  });

  it('finds style elements, and style attributes only on elements', () => {
    expect(inlineStyles(page('<style>p{color:red}</style>'))).toEqual(['p{color:red}']);
    expect(hasStyleAttributes(page('', '<section class="carousel" style="--carousel-per-view-base:1">x</section>'))).toBe(true);
    expect(hasStyleAttributes(page('', "<p\nstyle='color:red'>x</p>"))).toBe(true);
    expect(hasStyleAttributes(page('<style>p{}</style>', '<p data-style="a">a style="b" text</p><script>x=\'<p style="c">\'</script><!-- <p style="d"> -->'))).toBe(false);
  });

  it('lists each hash once per page', () => {
    const code = pageCode(page('', '<script>a()</script><script>a()</script><script>b()</script>'));
    expect(code.scriptHashes).toEqual([sha256Source('a()'), sha256Source('b()')]);
    expect(code.styleAttributes).toBe(false);
  });
});

describe('the policy text', () => {
  it('is the exact policy for a page without style attributes', () => {
    expect(pageCsp(SITE, PLAIN)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; frame-src https://www.google.com; form-action 'self' https://wa.me https://api.whatsapp.com; base-uri 'self'; object-src 'none'",
    );
  });

  it('never allows inline scripts without a hash, eval or another script origin', () => {
    const scriptSrc = cspDirectives(SITE, { ...PLAIN, styleAttributes: true }).find(([name]) => name === 'script-src')![1];
    expect(scriptSrc).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
  });

  it("lets only the search page compile WebAssembly and start a worker, and still allows no JavaScript eval", () => {
    expect(pageCsp(SITE, PLAIN)).not.toMatch(/wasm-unsafe-eval|worker-src/);
    const search = pageCsp(SITE, { ...PLAIN, search: true });
    expect(search).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-AAA='");
    expect(search).toContain("worker-src 'self' blob:");
    expect(search).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    expect(pageCode('<div data-site-search="html"></div>').search).toBe(true);
  });

  it("allows style attributes (style-src-attr 'unsafe-inline') only on a page that has them, and hashes style elements", () => {
    expect(pageCsp(SITE, PLAIN)).not.toContain('style-src-attr');
    const withAttributes = pageCsp(SITE, { ...PLAIN, styleAttributes: true, styleHashes: ["'sha256-CCC='"] });
    expect(withAttributes).toContain("style-src 'self' 'sha256-CCC='; style-src-attr 'unsafe-inline'; img-src");
  });

  it('puts frame-ancestors only into the header, and nothing a <meta> policy cannot carry into the meta', () => {
    const meta = pageCsp(SITE, PLAIN);
    for (const directive of ['frame-ancestors', 'report-uri', 'report-to', 'sandbox', 'upgrade-insecure-requests']) expect(meta).not.toContain(directive);
    expect(pageCsp(SITE, PLAIN, { header: true })).toBe(`${meta}; frame-ancestors 'none'`);
  });

  it("frames nothing when the site names no map host", () => {
    expect(pageCsp({ ...SITE, frameOrigins: [] }, PLAIN)).toContain("frame-src 'none';");
  });

  it('turns a URL into its https origin and refuses anything else', () => {
    expect(originSource('https://www.google.com/maps?q=12.9,77.5&output=embed')).toBe('https://www.google.com');
    expect(() => originSource('http://maps.example.com/')).toThrow(/https/);
    expect(() => originSource('not a url')).toThrow();
  });
});

describe('the <meta> in the page', () => {
  const csp = pageCsp(SITE, PLAIN);
  const html = page('<meta name="viewport" content="width=device-width"/><link rel="stylesheet" href="/a.css"/><script src="/a.js"></script>');

  it('comes right after the charset declaration, before every stylesheet and script', () => {
    const result = withCspMeta(html, csp);
    expect(result.indexOf('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBeGreaterThan(0);
    expect(result.indexOf('http-equiv')).toBeLessThan(result.indexOf('<link'));
    expect(cspOf(result)).toBe(csp);
  });

  it('is the first element of a head without a charset declaration', () => {
    expect(withCspMeta('<html><head><title>t</title></head></html>', "default-src 'self'")).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>t</title></head></html>`,
    );
  });

  it('replaces the policy of an earlier run, so running twice changes nothing', () => {
    const once = withCspMeta(html, csp);
    expect(withCspMeta(once, csp)).toBe(once);
    const other = withCspMeta(once, "default-src 'none'");
    expect(other.match(/http-equiv/g)).toHaveLength(1);
    expect(cspOf(other)).toBe("default-src 'none'");
  });

  it('refuses a document without <head>', () => {
    expect(() => withCspMeta('<p>hi</p>', csp)).toThrow(/head/);
  });
});

describe('one policy for the whole site', () => {
  const rules = "'sha256-RULES='";
  const starter = "'sha256-STARTER='";
  const at = (path: string, code: Partial<PageCode> = {}) => ({ path, code: { ...PLAIN, scriptHashes: [rules, starter], ...code } });

  it("joins what the pages need: the build's inline hashes, style attributes and the search page's WebAssembly", () => {
    const code = siteCode([at('/'), at('/search/', { search: true }), at('/about/', { styleAttributes: true, scriptHashes: [] })]);
    expect(code).toEqual({ scriptHashes: [rules, starter], styleHashes: [], styleAttributes: true, search: true });
  });

  it('fails, naming the pages, when a page carries inline code the others do not', () => {
    expect(() => siteCode([at('/'), at('/about/', { scriptHashes: [rules, starter, "'sha256-OTHER='"] })])).toThrow(
      /different inline scripts.*'sha256-OTHER=' on 1 page\(s\), e\.g\. \/about\//,
    );
  });

  it('counts speculation rules as inline script (the browser checks them against script-src), JSON data blocks not', () => {
    const html = page('<script type="speculationrules">{"prerender":[]}</script><script type="application/ld+json">{}</script><script type="application/json">{}</script>');
    expect(inlineScripts(html)).toEqual(['{"prerender":[]}']);
  });
});

describe('the _headers file', () => {
  const csp = pageCsp(SITE, PLAIN, { header: true });

  it('gives every path the site policy and the common headers in one rule, and assets their lifetimes, under the base path', () => {
    const rules = parseHeadersFile(headersFile('/hospital-site/', csp));
    expect(rules.map((r) => r.pattern)).toEqual(['/hospital-site/*', '/hospital-site/_next/static/*', '/hospital-site/_islands/*', '/hospital-site/_img/*', '/hospital-site/og/*']);
    for (const path of ['/hospital-site/', '/hospital-site/about/', '/hospital-site/404.html']) {
      const headers = headersFor(rules, path);
      expect(headers['Content-Security-Policy'], path).toBe(csp);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy']).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\), .*interest-cohort=\(\)/);
      expect(headers['Cache-Control'], `${path} keeps the host's revalidating default`).toBeUndefined();
    }
    expect(headersFor(rules, '/hospital-site/_next/static/chunks/1ab2.css')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/hospital-site/_islands/site-AB12.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/hospital-site/_img/doctors/dr-x-240.webp')['Cache-Control']).toBe('public, max-age=86400');
    expect(headersFor(rules, '/hospital-site/og/site/default.jpg')['Cache-Control']).toBe('public, max-age=86400');
  });

  it('sets no header twice for any path, since hosts would join the two values', () => {
    const rules = parseHeadersFile(headersFile('', csp));
    for (const path of ['/', '/about/', '/404.html', '/_next/static/a.css', '/_islands/a.js', '/_img/a.webp', '/og/a.jpg', '/no-such-page/'])
      for (const value of Object.values(headersFor(rules, path))) expect(value, path).not.toMatch(/, (default-src|public)/);
    expect(headerRuleCount(headersFile('', csp))).toBe(5);
  });

  it('keeps every line short enough for Cloudflare Pages (2,000 characters a header)', () => {
    for (const line of headersFile('', csp).split('\n')) expect(line.length).toBeLessThan(2000);
  });

  it("with the browser editor, gives /admin/ its own policy and every other path of the build the site's, never both", () => {
    const admin = { csp: "default-src 'self'; style-src 'self' 'unsafe-inline'", entries: [{ name: 'about', folder: true }, { name: '_next', folder: true }, { name: 'favicon.ico', folder: false }, { name: '404.html', folder: false }] };
    const text = headersFile('/hospital-site/', csp, admin);
    const rules = parseHeadersFile(text);
    for (const path of ['/hospital-site/', '/hospital-site/about/', '/hospital-site/about/team/', '/hospital-site/_next/static/a.css', '/hospital-site/favicon.ico', '/hospital-site/404.html'])
      expect(headersFor(rules, path)['Content-Security-Policy'], path).toBe(csp);
    for (const path of ['/hospital-site/admin/', '/hospital-site/admin/config.json']) {
      const headers = headersFor(rules, path);
      expect(headers['Content-Security-Policy'], path).toBe(admin.csp);
      expect(headers['X-Frame-Options']).toBe('DENY');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    }
    expect(headersFor(rules, '/hospital-site/_next/static/a.css')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headerRuleCount(text)).toBe(5 + 1 + admin.entries.length + 1);
    for (const line of text.split('\n')) expect(line.length).toBeLessThan(2000);
  });
});
