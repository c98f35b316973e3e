import fs from 'node:fs';
import path from 'node:path';
import { assetPaths, outputPath, paths, sitePathOfFile } from '../routes';

/** A file's path inside the build folder, "/" separated: what lib/routes reads site paths from. */
const relativeFile = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/** The folder of the browser editor (/admin/): its page is the CMS's, not one of the site's, so the site's steps and checks leave it out. */
const ADMIN_FOLDER = outputPath(assetPaths.admin());

/** Every page of a build, discovered from its folder: "/", "/about/", … (404.html is separate; the editor at /admin/ is not a page of the site). */
export function discoverPages(outDir = 'out'): string[] {
  const root = path.resolve(outDir);
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // _next holds assets; 404/ is the copy of 404.html that Next writes for hosts that want a folder
        if (!entry.name.startsWith('_') && !(dir === root && (entry.name === outputPath(paths.notFound()) || entry.name === ADMIN_FOLDER))) walk(path.join(dir, entry.name));
      } else if (entry.name === 'index.html') {
        pages.push(sitePathOfFile(relativeFile(root, path.join(dir, entry.name))));
      }
    }
  };
  walk(root);
  return pages.sort();
}

/** True when the page asks search engines not to index it. */
export function isNoindex(html: string): boolean {
  return /<meta name="robots" content="[^"]*noindex/.test(html);
}

/**
 * Every HTML file of a build (pages, 404.html and the copies Next writes for
 * hosts that want folders; not the editor at /admin/), with the path a visitor asks for it by:
 * out/about/index.html → "/about/", out/404.html → "/404.html".
 */
export function htmlFilesOf(outDir = 'out'): { file: string; sitePath: string }[] {
  const root = path.resolve(outDir);
  const found: { file: string; sitePath: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === root && (entry.name === '_next' || entry.name === ADMIN_FOLDER))) walk(full);
      } else if (entry.name.endsWith('.html')) {
        found.push({ file: full, sitePath: sitePathOfFile(relativeFile(root, full)) });
      }
    }
  };
  walk(root);
  return found.sort((a, b) => a.sitePath.localeCompare(b.sitePath));
}
