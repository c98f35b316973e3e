import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { cspOf } from '../../lib/build/csp';
import { attributesOf } from '../../lib/build/html';
import { htmlFilesOf } from '../../lib/build/pages';
import { assetPaths, outputPath, paths } from '../../lib/routes';
import { headersFor, parseHeadersFile } from '../../scripts/headers-rules.mjs';
import { contentOf } from './support/content';
import { BASE_PATH_BUILD, BASE_PATH_CONTENT } from './support/site';

// What the published folders promise, read from the files themselves: out/ and out-base/ (built under BASE_PATH).
test.describe.configure({ mode: 'parallel' });

/** The pages a build's content makes: one per department, doctor and article. */
const contentPages = (content: ReturnType<typeof contentOf>) => [
  ...content.departments.map((d) => paths.department(d.slug)),
  ...content.doctors.map((d) => paths.doctor(d.id)),
  ...content.articles.map((a) => paths.article(a.slug)),
];
const BUILDS = [
  { dir: 'out', base: '', content: contentOf() },
  { dir: 'out-base', base: BASE_PATH_BUILD, content: contentOf(BASE_PATH_CONTENT) },
];

/** Every HTML file of a build with the path a visitor asks for, and its text. */
const htmlOf = (dir: string) => htmlFilesOf(dir).map(({ file, sitePath }) => ({ file: path.relative(dir, file), sitePath, html: fs.readFileSync(file, 'utf8') }));

const startTags = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) => attributesOf(m[1]!));
const directive = (csp: string, name: string) => csp.split(/;\s*/).find((d) => d.split(' ')[0] === name)?.split(' ').slice(1);

/**
 * The pages whose facts differ from the right ones, each with its file and all its facts. Facts are gathered per page
 * and compared once: an expect() per page and fact (some ten thousand) is a step each in Playwright, whose bookkeeping
 * of steps grows with their number (a minute and a half for the policy test).
 */
const pagesNotLike = <T extends { file: string }>(pages: T[], right: Omit<T, 'file'>) =>
  pages.filter(({ file: _, ...facts }) => JSON.stringify(facts) !== JSON.stringify(right));

for (const { dir, base, content } of BUILDS) {
  test.describe(`${dir}/`, () => {
    const files = htmlOf(dir);

    test("every page carries the one site policy in a <meta> before any script or stylesheet: 'self' and the hashes of the speculation rules and the site script's starter, nothing looser", () => {
      // the files read are the whole build: every page the content makes is among them
      expect(contentPages(content).filter((p) => !files.some((f) => f.sitePath === p))).toEqual([]);
      const styleAttributes = files.some((f) => /\sstyle="/.test(f.html.replace(/<script[\s\S]*?<\/script>/g, '')));
      const sitePolicy = cspOf(files[0]!.html);
      expect(sitePolicy, files[0]!.file).toBeDefined();
      expect(directive(sitePolicy!, 'default-src')).toEqual(["'self'"]);
      expect(directive(sitePolicy!, 'worker-src') ?? []).toEqual(["'self'", 'blob:']);
      expect(directive(sitePolicy!, 'style-src-attr') ?? []).toEqual(styleAttributes ? ["'unsafe-inline'"] : []);
      expect(directive(sitePolicy!, 'frame-src')).toEqual([new URL(content.site.map.embedUrl).origin]);
      expect(directive(sitePolicy!, 'form-action')).toEqual(["'self'", 'https://wa.me', 'https://api.whatsapp.com']);
      expect(directive(sitePolicy!, 'object-src')).toEqual(["'none'"]);
      expect(directive(sitePolicy!, 'base-uri')).toEqual(["'self'"]);
      expect(sitePolicy).not.toMatch(/frame-ancestors|report-uri|sandbox|upgrade-insecure-requests/);
      const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      const sorted = (list: string[] = []) => [...list].sort().join(' ');
      const pages = files.map(({ file, html }) => {
        const csp = cspOf(html);
        const metaAt = html.indexOf('http-equiv="Content-Security-Policy"');
        const charsetAt = html.indexOf('<meta charSet="utf-8"/>');
        // recomputed here, independently of lib/build/csp.ts
        const inline = [...html.matchAll(/<script((?:(?!src=)[^>])*)>([\s\S]*?)<\/script>/g)].filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!));
        const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]!));
        return {
          file,
          // the same policy on every page, in a <meta> after the charset and before any script or stylesheet
          samePolicy: csp === sitePolicy,
          charsetFirst: charsetAt >= 0 && charsetAt < metaAt,
          policyBeforeAssets: metaAt >= 0 && metaAt < html.search(/<(script|link|style)\b/),
          // the only inline code is the speculation rules and the starter, a plain <script> (JSON-LD and other JSON blocks are data, island props are attributes)
          inlineCode: inline.map((m) => m[1]!.trim()),
          // WebAssembly (Pagefind on the search page) may compile, no JavaScript eval
          scriptSrc: sorted(directive(csp ?? '', 'script-src')) === sorted(["'self'", "'wasm-unsafe-eval'", ...inline.map((m) => sha256(m[2]!))]),
          // the site's one stylesheet, inlined in every page, allowed by its hash
          stylesheets: styles.length,
          styleSrc: sorted(directive(csp ?? '', 'style-src')) === sorted(["'self'", ...styles]),
        };
      });
      expect(pagesNotLike(pages, { samePolicy: true, charsetFirst: true, policyBeforeAssets: true, inlineCode: ['type="speculationrules"', ''], scriptSrc: true, stylesheets: 1, styleSrc: true })).toEqual([]);
    });

    test(`${dir}/_headers gives every page the site policy plus frame-ancestors, the editor at /admin/ its own, and the security and cache headers`, () => {
      const text = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
      const rules = parseHeadersFile(text);
      // without the editor, one rule for every path; with it, the site's policy goes path by path (lib/build/headers-file.ts headersFile)
      const admin = path.join(dir, outputPath(assetPaths.admin()));
      const topEntries = fs.readdirSync(dir).filter((n) => !n.startsWith('.') && n !== '_headers' && n !== outputPath(assetPaths.admin())).length;
      expect(rules).toHaveLength(fs.existsSync(admin) ? 5 + 1 + topEntries + 1 : 5);
      if (fs.existsSync(admin)) {
        const adminPage = fs.readFileSync(path.join(admin, 'index.html'), 'utf8');
        for (const file of ['', 'config.json'])
          expect(headersFor(rules, `${base}${assetPaths.admin()}${file}`)['Content-Security-Policy'], `${assetPaths.admin()}${file}`).toBe(`${cspOf(adminPage)}; frame-ancestors 'none'`);
      }
      const pageHeaders = files.map(({ file, sitePath, html }) => {
        const headers = headersFor(rules, `${base}${sitePath}`);
        return {
          file,
          policy: headers['Content-Security-Policy'] === `${cspOf(html)}; frame-ancestors 'none'`,
          // the host's own (revalidating) default
          cacheControl: headers['Cache-Control'],
          nosniff: headers['X-Content-Type-Options'],
          referrer: headers['Referrer-Policy'],
          camera: headers['Permissions-Policy']?.includes('camera=()'),
        };
      });
      expect(pagesNotLike(pageHeaders, { policy: true, cacheControl: undefined, nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin', camera: true })).toEqual([]);
      const asset = fs.readdirSync(path.join(dir, '_next/static/chunks')).find((f) => f.endsWith('.css'))!;
      expect(headersFor(rules, `${base}/_next/static/chunks/${asset}`)['Cache-Control']).toBe('public, max-age=31536000, immutable');
      const island = fs.readdirSync(path.join(dir, '_islands')).find((f) => f.endsWith('.js'))!;
      expect(headersFor(rules, `${base}/_islands/${island}`)['Cache-Control']).toBe('public, max-age=31536000, immutable');
      expect(headersFor(rules, `${base}/_img/brand/logo-96.webp`)['Cache-Control']).toBe('public, max-age=86400');
      expect(headersFor(rules, `${base}/og/site/default.jpg`)['Cache-Control']).toBe('public, max-age=86400');
    });

    test('every link and form that opens a new tab has rel="noopener noreferrer"', () => {
      const unsafe: string[] = [];
      let count = 0;
      for (const { file, html } of files)
        for (const tag of ['a', 'form'])
          for (const attributes of startTags(html, tag)) {
            if (attributes.get('target') !== '_blank') continue;
            count++;
            const rel = (attributes.get('rel') ?? '').split(/\s+/);
            if (!rel.includes('noopener') || !rel.includes('noreferrer')) unsafe.push(`${file}: <${tag} ${attributes.get('href') ?? attributes.get('action')}>`);
          }
      // every page has some: the floating WhatsApp button at least
      expect(count).toBeGreaterThanOrEqual(files.length);
      expect(unsafe).toEqual([]);
    });

    test('no page loads anything from another origin: scripts, styles, fonts, pictures and frames are all local', () => {
      const outside: string[] = [];
      const external = (url: string | undefined) => !!url && /^(https?:)?\/\//i.test(url.trim());
      for (const { file, html } of files) {
        for (const tag of ['script', 'img', 'source', 'iframe', 'video', 'audio', 'embed', 'object'])
          for (const a of startTags(html, tag)) {
            const urls = [a.get('src'), a.get('data'), ...(a.get('srcset') ?? '').split(',').map((s) => s.trim().split(/\s+/)[0])];
            for (const url of urls) if (external(url)) outside.push(`${file}: <${tag}> ${url}`);
          }
        // <link>s that fetch: stylesheets, preloads, icons, manifests (canonical and alternate only name an address)
        for (const a of startTags(html, 'link')) {
          const rel = a.get('rel') ?? '';
          if (/\b(canonical|alternate)\b/.test(rel)) continue;
          for (const url of [a.get('href'), ...(a.get('imagesrcset') ?? '').split(',').map((s) => s.trim().split(/\s+/)[0])])
            if (external(url)) outside.push(`${file}: <link rel="${rel}"> ${url}`);
        }
        for (const m of html.matchAll(/url\(\s*['"]?((?:https?:)?\/\/[^'")]+)/gi)) outside.push(`${file}: url(${m[1]})`);
      }
      for (const css of fs.readdirSync(path.join(dir, '_next/static/chunks')).filter((f) => f.endsWith('.css')))
        for (const m of fs.readFileSync(path.join(dir, '_next/static/chunks', css), 'utf8').matchAll(/url\(\s*['"]?((?:https?:)?\/\/[^'")]+)|@import\s+(?:url\()?['"]?((?:https?:)?\/\/[^'")]+)/gi))
          outside.push(`${css}: ${m[1] ?? m[2]}`);
      expect(outside).toEqual([]);
    });
  });
}
