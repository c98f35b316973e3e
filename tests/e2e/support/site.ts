import fs from 'node:fs';
import path from 'node:path';

/** E2E_PORT lets two checkouts run their end-to-end tests side by side. */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_PORT = SITE_PORT + 1;
/** Must match scripts/build-under-base-path.ts. */
export const BASE_PATH_BUILD = '/hospital-site';

/** Every page of a build, discovered from its folder: "/" , "/about/", … (404.html is separate). */
export function discoverPages(outDir = 'out'): string[] {
  const root = path.resolve(outDir);
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_')) walk(path.join(dir, entry.name));
      } else if (entry.name === 'index.html') {
        const rel = path.relative(root, dir).split(path.sep).join('/');
        pages.push(rel ? `/${rel}/` : '/');
      }
    }
  };
  walk(root);
  return pages.sort();
}

export function htmlFiles(outDir = 'out'): string[] {
  return [...discoverPages(outDir).map((p) => path.join(outDir, p, 'index.html')), path.join(outDir, '404.html')];
}
