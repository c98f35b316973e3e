/**
 * After `next build`: first makes every page load Next's script files only
 * after the page itself has loaded (lib/build/defer-scripts.ts), then puts a
 * Content-Security-Policy into every HTML file of
 * out/ (a <meta> at the top of <head>, with the sha256 of each inline script
 * Next.js wrote into that page) and writes out/_headers with the same policy
 * per page plus frame-ancestors and the other security and cache headers.
 * Usage: tsx scripts/csp.ts [--dir out] [--compact-headers]   (BASE_PATH as for the build; NEXT_DIST_DIR as the
 * default folder; CSP_HEADERS=compact as --compact-headers, for hosts that read at most 100 rules)
 */
import fs from 'node:fs';
import path from 'node:path';
import { argFlag, buildDir } from '../lib/build/cli';
import { deferScripts } from '../lib/build/defer-scripts';
import { MAX_HEADER_RULES, headerRuleCount, headersFile, originSource, pageCode, pageCsp, withCspMeta, type PageHeaders, type SitePolicy } from '../lib/build/csp';
import { htmlFilesOf } from '../lib/build/pages';
import { CHAT_FORM_ORIGINS } from '../lib/chat';
import { getContent } from '../lib/content/load';
import { basePath } from '../lib/routes';

const out = path.resolve(buildDir());
const { site } = getContent();

const policy: SitePolicy = {
  frameOrigins: [originSource(site.map.embedUrl)],
  // Without JavaScript the chat forms are plain GET forms to the chat link (and its redirect).
  formOrigins: CHAT_FORM_ORIGINS.map(originSource),
};

const pages: PageHeaders[] = [];
let scripts = 0;
let deferredPages = 0;
for (const { file, sitePath } of htmlFilesOf(out)) {
  const { html, deferred } = deferScripts(fs.readFileSync(file, 'utf8'));
  if (deferred.length) deferredPages++;
  const code = pageCode(html);
  scripts += code.scriptHashes.length;
  fs.writeFileSync(file, withCspMeta(html, pageCsp(policy, code)));
  pages.push({ path: sitePath, csp: pageCsp(policy, code, { header: true }) });
}
if (pages.length === 0) throw new Error(`csp: no HTML files in ${out}; run next build first`);
const compact = argFlag('compact-headers') || process.env.CSP_HEADERS === 'compact';
const headers = headersFile(basePath, pages, { compact });
fs.writeFileSync(path.join(out, '_headers'), headers);
const rules = headerRuleCount(headers);
console.log(
  `csp: script files deferred until load in ${deferredPages} HTML files; policy in ${pages.length} HTML files (${scripts} inline script hashes), ${path.relative(process.cwd(), out)}/_headers with ${rules} rules${compact ? ' (compact)' : ''}`,
);
if (rules > MAX_HEADER_RULES)
  console.warn(
    `csp: note: _headers has ${rules} rules, one per page; Cloudflare Pages reads only the first ${MAX_HEADER_RULES}. For such a host build with CSP_HEADERS=compact (README, Publishing); Netlify reads them all.`,
  );
