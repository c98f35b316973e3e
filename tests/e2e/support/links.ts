import fs from 'node:fs';
import path from 'node:path';
import { pageFile } from '../../../lib/routes';

/** Decodes the few entities React writes into attribute values (&amp; last, so "&amp;lt;" stays "&lt;"). */
export function unescapeAttr(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Every URL an HTML file points at: href, src, srcset and poster attributes, and url() in inline styles. */
export function referencesIn(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/\s(?:href|src|poster)="([^"]*)"/g)) found.push(unescapeAttr(m[1]!));
  for (const m of html.matchAll(/\s(?:srcset|srcSet|imagesrcset)="([^"]*)"/g))
    for (const part of unescapeAttr(m[1]!).split(',')) {
      const url = part.trim().split(/\s+/)[0];
      if (url) found.push(url);
    }
  // the stylesheet inlined in the page (lib/build/islands.ts): its fonts and pictures
  for (const style of html.matchAll(/<style>([\s\S]*?)<\/style>/g))
    for (const m of style[1]!.matchAll(/url\(([^)]+)\)/g)) found.push(m[1]!.replace(/^['"]|['"]$/g, ''));
  return found;
}

export function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => unescapeAttr(m[1]!)));
}

export interface BrokenLink {
  page: string;
  url: string;
  reason: string;
}

/**
 * Checks every internal reference of every HTML and CSS file of a build:
 * the file exists (folders through index.html) and a #fragment names an id on the target page.
 */
export function checkBuild(outDir: string, files: string[], basePath = ''): { checked: number; broken: BrokenLink[] } {
  const root = path.resolve(outDir);
  const broken: BrokenLink[] = [];
  const htmlCache = new Map<string, string>();
  const read = (file: string) => {
    if (!htmlCache.has(file)) htmlCache.set(file, fs.readFileSync(file, 'utf8'));
    return htmlCache.get(file)!;
  };
  const resolveFile = (sitePath: string): string | undefined => {
    const target = path.join(root, decodeURIComponent(sitePath));
    if (sitePath.endsWith('/')) {
      const page = path.join(root, pageFile(decodeURIComponent(sitePath)));
      return fs.existsSync(page) ? page : undefined;
    }
    if (fs.existsSync(target) && fs.statSync(target).isFile()) return target;
    return undefined;
  };
  let checked = 0;
  const cssFiles = new Set<string>();
  for (const file of files) {
    const html = read(file);
    const pageDir = '/' + path.relative(root, path.dirname(file)).split(path.sep).join('/');
    const pagePath = pageDir.endsWith('/') ? pageDir : `${pageDir}/`;
    for (const raw of referencesIn(html)) {
      if (/^(https?:|mailto:|tel:|data:|blob:|javascript:)/i.test(raw) || raw.startsWith('//')) continue;
      checked++;
      const url = new URL(raw, `http://site${basePath}${pagePath === '//' ? '/' : pagePath}`);
      let sitePath = url.pathname;
      if (basePath) {
        if (!sitePath.startsWith(`${basePath}/`)) {
          broken.push({ page: file, url: raw, reason: `does not start with the base path ${basePath}` });
          continue;
        }
        sitePath = sitePath.slice(basePath.length);
      }
      const target = resolveFile(sitePath);
      if (!target) {
        broken.push({ page: file, url: raw, reason: 'no such file in the build' });
        continue;
      }
      if (target.endsWith('.css')) cssFiles.add(target);
      if (url.hash && target.endsWith('.html') && !idsIn(read(target)).has(decodeURIComponent(url.hash.slice(1))))
        broken.push({ page: file, url: raw, reason: `no element with id "${url.hash.slice(1)}" on the target page` });
    }
  }
  for (const css of cssFiles) {
    const text = fs.readFileSync(css, 'utf8');
    for (const m of text.matchAll(/url\(([^)]+)\)/g)) {
      const raw = m[1]!.replace(/^['"]|['"]$/g, '');
      if (/^(data:|https?:|#)/.test(raw)) continue;
      checked++;
      const cssPath = '/' + path.relative(root, css).split(path.sep).join('/');
      const url = new URL(raw, `http://site${basePath}${cssPath}`);
      const sitePath = basePath ? url.pathname.slice(basePath.length) : url.pathname;
      if (basePath && !url.pathname.startsWith(`${basePath}/`)) broken.push({ page: css, url: raw, reason: 'does not start with the base path' });
      else if (!resolveFile(sitePath)) broken.push({ page: css, url: raw, reason: 'no such file in the build' });
    }
  }
  return { checked, broken };
}
