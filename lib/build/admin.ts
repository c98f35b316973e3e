/**
 * The browser editor at /admin/ (Sveltia CMS): the files the build copies
 * into out/admin/ and `npm run dev` serves from memory, and the policy that
 * page needs. Nothing here is needed by the rest of the site: without
 * out/admin/ the site builds and works the same.
 *
 * - index.html (admin/index.html): loads the CMS script and our save step;
 * - config.json: admin/config.json (npm run cms:config, from the zod
 *   schemas) with the hospital's Git host, the site's address, name and logo;
 * - sveltia-cms.js: the CMS from npm (@sveltia/cms, pinned), with its fonts
 *   served from here instead of a CDN (VENDOR_FIXES), and chunks/ beside it;
 * - hooks.js: admin/hooks.ts bundled (the save step, lib/cms/save.ts);
 * - fonts/: the three fonts the CMS asks for, from their npm packages;
 * - vendor/immutable.es.js: Immutable.js from npm (the CMS's own dependency).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { CMS_CONFIG_FILE, keyOrders, requiredLists } from '../cms/config';
import { withCspMeta } from './csp';
import { absoluteUrl, assetPaths, href, outputPath } from '../routes';

/** The folder of the editor inside a build ("admin"). */
export const ADMIN_DIR = outputPath(assetPaths.admin());

const root = process.cwd();
const cmsPackage = path.join(root, 'node_modules/@sveltia/cms');

/** The version of @sveltia/cms installed (package.json pins it exactly). */
export function cmsVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(cmsPackage, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A font the CMS loads from a CDN, and the npm package file served instead. */
interface FontSource {
  cdn: string;
  pkg: string;
  file: string;
}

const FONTSOURCE_CDN = 'https://cdn.jsdelivr.net/fontsource/fonts/';

/** The fonts the CMS asks the CDN for (its icons, its text and its code font), each from the npm package of the same version. */
export const CMS_FONTS: readonly FontSource[] = [
  { cdn: 'material-symbols-outlined:vf@{v}/latin-wght-normal.woff2', pkg: '@fontsource-variable/material-symbols-outlined', file: 'material-symbols-outlined-latin-wght-normal.woff2' },
  { cdn: 'source-sans-3:vf@{v}/latin-wght-normal.woff2', pkg: '@fontsource-variable/source-sans-3', file: 'source-sans-3-latin-wght-normal.woff2' },
  { cdn: 'noto-mono@{v}/latin-400-normal.woff2', pkg: '@fontsource/noto-mono', file: 'noto-mono-latin-400-normal.woff2' },
];

const packageVersion = (pkg: string) => (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Changes to the CMS script as copied, each found exactly once or the build
 * stops (a new CMS version must be looked at again):
 * - its fonts come from /admin/fonts/, not from a CDN (the policy allows no
 *   other origin, and the tests run offline);
 * - Immutable.js, which the CMS loads from a CDN to hand an entry to a save
 *   listener (admin/hooks.ts), comes from /admin/vendor/ (its npm copy);
 * - it does not ask a CDN every hour whether a newer CMS exists (the
 *   version is pinned in package.json and changed with npm);
 * - a picture inside a list item uploads into its field's folder: the CMS
 *   (0.221.1) looks a field's folder up by a path with the item's number
 *   ("doctors.3.photo.src") where it stored it with "*" ("doctors.*.photo.src"),
 *   so every picture in a list went to content/images/ itself, and the site
 *   would crop a doctor's portrait 4:3. The object editor is given the
 *   pattern path its list editor already gives other fields.
 */
export function adjustCmsScript(source: string): string {
  let text = source;
  const replaceOnce = (find: string, by: string, why: string) => {
    const count = text.split(find).length - 1;
    if (count !== 1)
      throw new Error(`admin: the CMS script (@sveltia/cms ${cmsVersion()}) has ${count} copies of ${JSON.stringify(find)}, expected 1 (${why}); look at lib/build/admin.ts adjustCmsScript again`);
    text = text.replace(find, by);
  };
  for (const font of CMS_FONTS) {
    const cdn = FONTSOURCE_CDN + font.cdn.replace('{v}', packageVersion(font.pkg));
    if (!text.includes(cdn)) throw new Error(`admin: the CMS script no longer loads ${cdn}: install the version of ${font.pkg} it asks for (grep cdn.jsdelivr.net in node_modules/@sveltia/cms/dist/sveltia-cms.js)`);
    text = text.split(cdn).join(`fonts/${font.file}`);
  }
  if (text.includes('cdn.jsdelivr.net/fontsource')) throw new Error('admin: the CMS script loads a font this build does not serve (cdn.jsdelivr.net/fontsource)');
  replaceOnce(
    'e=await YW(`immutable`,`dist/immutable.es.js`)',
    'e=await import(new URL(`vendor/immutable.es.js`,qW).href)',
    'Immutable.js from this folder, for the save listener',
  );
  replaceOnce('try{let e=await fetch(NSe);', 'try{return;let e=await fetch(NSe);', 'no hourly request for a newer version');
  replaceOnce(
    'typedKeyPath:R(ne)&&R(ie)?`${t.typedKeyPath}<${R(ie)}>.${e.name}`:`${t.keyPath}.${e.name}`',
    'typedKeyPath:R(ne)&&R(ie)?`${t.typedKeyPath}<${R(ie)}>.${e.name}`:`${t.typedKeyPath}.${e.name}`',
    "a picture in a list item uploads into its field's folder",
  );
  // the source map is not published
  return text.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/** The hospital's Git host, for signing in on the published site (docs/publishing.md), from the environment of the build. */
export interface CmsBackend {
  name: 'github' | 'gitlab';
  repo: string;
  branch?: string;
  base_url?: string;
  api_root?: string;
  auth_type?: 'pkce';
  app_id?: string;
}

/**
 * CMS_BACKEND (github or gitlab, default github), CMS_REPO (owner/name;
 * GitHub Actions' GITHUB_REPOSITORY or GitLab CI's CI_PROJECT_PATH when
 * unset), CMS_BRANCH, CMS_AUTH_URL (GitHub: the OAuth helper's address),
 * CMS_GITLAB_APP_ID (GitLab: the application's id, PKCE), CMS_API_ROOT (a
 * GitLab of the hospital's own). With none set, signing in to a Git host is
 * not set up, and the editor works on a local folder only.
 */
export function cmsBackend(env: Record<string, string | undefined> = process.env): CmsBackend {
  const name = env.CMS_BACKEND === 'gitlab' ? 'gitlab' : 'github';
  const repo = env.CMS_REPO || (name === 'github' ? env.GITHUB_REPOSITORY : env.CI_PROJECT_PATH) || 'your-organisation/hospital-site';
  const backend: CmsBackend = { name, repo };
  if (env.CMS_BRANCH) backend.branch = env.CMS_BRANCH;
  if (name === 'github' && env.CMS_AUTH_URL) backend.base_url = env.CMS_AUTH_URL.replace(/\/+$/, '');
  if (name === 'gitlab') {
    if (env.CMS_GITLAB_APP_ID) Object.assign(backend, { auth_type: 'pkce', app_id: env.CMS_GITLAB_APP_ID });
    if (env.CMS_API_ROOT) {
      backend.api_root = env.CMS_API_ROOT.replace(/\/+$/, '');
      backend.base_url = new URL(backend.api_root).origin;
    }
  }
  return backend;
}

/** The origins the editor talks to for a backend: its API (and GitLab's sign-in), the host's status page (shown when it is down) and where user pictures come from. */
function backendOrigins(backend: CmsBackend): { connect: string[]; img: string[] } {
  if (backend.name === 'gitlab') {
    const origin = backend.base_url ?? 'https://gitlab.com';
    const status = backend.api_root ? [] : ['https://status-api.hostedstatus.com'];
    return { connect: [...new Set([origin, backend.api_root ? new URL(backend.api_root).origin : origin]), ...status], img: [origin, 'https://secure.gravatar.com'] };
  }
  return { connect: ['https://api.github.com', 'https://www.githubstatus.com'], img: ['https://avatars.githubusercontent.com'] };
}

/**
 * The policy of /admin/ alone (every other path keeps the site's): the CMS's
 * own script and ours from this origin, no eval; styles in its elements
 * ('unsafe-inline' for styles only: Svelte writes its components' styles into
 * the page); pictures being uploaded as blob: URLs; the Git host's API;
 * nothing framed, no plugins.
 */
export function adminCsp(backend: CmsBackend, options: { header?: boolean } = { header: true }): string {
  const { connect, img } = backendOrigins(backend);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...img]],
    ['media-src', ["'self'", 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", 'blob:', 'data:', ...connect]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", 'blob:']],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    // a <meta> policy cannot say frame-ancestors
    ...(options.header ? ([['frame-ancestors', ["'none'"]]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The configuration the editor loads: the committed one, and the settings of this build. */
export function servedConfig(options: { backend: CmsBackend; appTitle?: string }): Record<string, unknown> {
  const committed = JSON.parse(fs.readFileSync(path.join(root, CMS_CONFIG_FILE), 'utf8')) as Record<string, unknown>;
  return {
    backend: options.backend,
    ...(options.appTitle ? { app_title: options.appTitle } : {}),
    site_url: absoluteUrl('/').replace(/\/$/, ''),
    logo: { src: href(assetPaths.siteIcon('icon-192.png')) },
    ...committed,
  };
}

/** admin/hooks.ts as one script for the browser, with the lists a file keeps even when empty and the order of each group's fields. */
async function bundleHooks(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'admin/hooks.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    define: { __CMS_REQUIRED_LISTS__: JSON.stringify(requiredLists()), __CMS_KEY_ORDERS__: JSON.stringify(keyOrders()) },
  });
  return result.outputFiles[0]!.text;
}

/** Every file of /admin/, by its path inside the folder. */
export async function adminFiles(options: { backend?: CmsBackend; appTitle?: string } = {}): Promise<Map<string, Buffer>> {
  const backend = options.backend ?? cmsBackend();
  const files = new Map<string, Buffer>();
  // the policy in the page too, for hosts that send no headers (GitHub Pages)
  files.set('index.html', Buffer.from(withCspMeta(fs.readFileSync(path.join(root, 'admin/index.html'), 'utf8'), adminCsp(backend, { header: false }))));
  files.set('config.json', Buffer.from(JSON.stringify(servedConfig({ backend, appTitle: options.appTitle }), null, 2) + '\n'));
  files.set('sveltia-cms.js', Buffer.from(adjustCmsScript(fs.readFileSync(path.join(cmsPackage, 'dist/sveltia-cms.js'), 'utf8'))));
  for (const chunk of fs.readdirSync(path.join(cmsPackage, 'dist/chunks')).filter((f) => f.endsWith('.js')))
    files.set(`chunks/${chunk}`, Buffer.from(fs.readFileSync(path.join(cmsPackage, 'dist/chunks', chunk), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')));
  files.set('hooks.js', Buffer.from(await bundleHooks()));
  for (const font of CMS_FONTS) files.set(`fonts/${font.file}`, fs.readFileSync(path.join(root, 'node_modules', font.pkg, 'files', font.file)));
  files.set('vendor/immutable.es.js', fs.readFileSync(path.join(root, 'node_modules/immutable/dist/immutable.es.js')));
  return files;
}

/** Writes /admin/ into a build folder; returns the files written. */
export async function writeAdmin(outDir: string, options: { backend?: CmsBackend; appTitle?: string } = {}): Promise<string[]> {
  const dir = path.join(outDir, ADMIN_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  const files = await adminFiles(options);
  for (const [name, body] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return [...files.keys()];
}
