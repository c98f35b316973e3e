/**
 * After the island step (npm run build:csp): one Content-Security-Policy for
 * the whole site, read from the pages themselves (lib/build/csp.ts). Pages
 * carry no inline code except the speculation rules, the same everywhere, so
 * script-src is 'self' and that one hash; a page with any other inline script
 * fails the build. The policy goes into every HTML file of out/ (a <meta> at
 * the top of <head>) and into out/_headers, one rule for every path, with
 * frame-ancestors and the other security and cache headers. When the build
 * has the browser editor (out/admin/, the last step before this one), the
 * site's policy goes path by path and the editor gets its own
 * (lib/build/headers-file.ts headersFile).
 * Usage: tsx scripts/csp.ts [--dir out]   (BASE_PATH as for the build; NEXT_DIST_DIR as the default folder)
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_DIR, adminCsp, cmsBackend } from '../lib/build/admin';
import { buildDir } from '../lib/build/cli';
import { originSource, pageCode, pageCsp, siteCode, withCspMeta, type SitePolicy } from '../lib/build/csp';
import { headerRuleCount, headersFile } from '../lib/build/headers-file';
import { htmlFilesOf } from '../lib/build/pages';
import { CHAT_FORM_ORIGINS } from '../lib/chat';
import { getContent } from '../lib/content/cache';
import { basePath } from '../lib/routes';

const out = path.resolve(buildDir());
const { site } = getContent();

const policy: SitePolicy = {
  frameOrigins: [originSource(site.map.embedUrl)],
  // Without JavaScript the chat forms are plain GET forms to the chat link (and its redirect).
  formOrigins: CHAT_FORM_ORIGINS.map(originSource),
};

const files = htmlFilesOf(out);
if (files.length === 0) throw new Error(`csp: no HTML files in ${out}; run next build first`);
const pages = files.map(({ file, sitePath }) => ({ file, path: sitePath, html: fs.readFileSync(file, 'utf8') }));
let code;
try {
  code = siteCode(pages.map((p) => ({ path: p.path, code: pageCode(p.html) })));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const meta = pageCsp(policy, code);
for (const page of pages) fs.writeFileSync(page.file, withCspMeta(page.html, meta));
// the files a host serves: _headers itself and .nojekyll (GitHub Pages) are not
const entries = fs
  .readdirSync(out, { withFileTypes: true })
  .filter((e) => e.name !== ADMIN_DIR && e.name !== '_headers' && !e.name.startsWith('.'))
  .map((e) => ({ name: e.name, folder: e.isDirectory() }))
  .sort((a, b) => a.name.localeCompare(b.name));
const admin = fs.existsSync(path.join(out, ADMIN_DIR)) ? { csp: adminCsp(cmsBackend()), entries } : undefined;
const headers = headersFile(basePath, pageCsp(policy, code, { header: true }), admin);
fs.writeFileSync(path.join(out, '_headers'), headers);
console.log(
  `csp: one policy for ${pages.length} HTML files (script-src 'self' and ${code.scriptHashes.length} hash(es): the speculation rules and the site script's starter), ${path.relative(process.cwd(), out)}/_headers with ${headerRuleCount(headers)} rules`,
);
