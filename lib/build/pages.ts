import fs from 'node:fs';
import path from 'node:path';

/** Every page of a build, discovered from its folder: "/", "/about/", … (404.html is separate). */
export function discoverPages(outDir = 'out'): string[] {
  const root = path.resolve(outDir);
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // _next holds assets; 404/ is the copy of 404.html that Next writes for hosts that want a folder
        if (!entry.name.startsWith('_') && !(dir === root && entry.name === '404')) walk(path.join(dir, entry.name));
      } else if (entry.name === 'index.html') {
        const rel = path.relative(root, dir).split(path.sep).join('/');
        pages.push(rel ? `/${rel}/` : '/');
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
