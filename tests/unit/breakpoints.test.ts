import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { above, atLeast, below, BREAKPOINTS, minWidth, pictureSizes } from '@/lib/breakpoints';

const CSS_FILE = 'app/globals.css';
const css = fs.readFileSync(CSS_FILE, 'utf8');

/** The @theme block of app/globals.css. */
const theme = css.match(/@theme\s*\{([\s\S]*?)\n\}/)?.[1] ?? '';

describe('breakpoints are defined once', () => {
  it("are the spec's 768, 992 and 1200 px", () => {
    expect(BREAKPOINTS).toEqual({ md: 768, lg: 992, xl: 1200 });
  });

  it("the CSS theme defines exactly lib/breakpoints.ts's breakpoints, and no Tailwind default is left", () => {
    expect(theme, `${CSS_FILE} has no @theme block`).not.toBe('');
    expect(theme).toMatch(/--breakpoint-\*:\s*initial;/);
    const inCss = Object.fromEntries([...theme.matchAll(/--breakpoint-([a-z0-9]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
    expect(inCss).toEqual(Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, px]) => [name, `${px}px`])));
  });

  it('gives scripts the queries Tailwind writes for md:, max-lg: and the above- variants', () => {
    expect(atLeast('md')).toBe('(width >= 768px)');
    expect(below('lg')).toBe('(width < 992px)');
    expect(above('xl')).toBe('(width > 1200px)');
    // the CSS's own "above" variants name the same theme values
    expect(css).toMatch(/@custom-variant above-md \(@media \(width > theme\(--breakpoint-md\)\)\);/);
    expect(css).toMatch(/@custom-variant above-xl \(@media \(width > theme\(--breakpoint-xl\)\)\);/);
  });

  it("writes pictures' sizes widest breakpoint first, whatever order they are given in", () => {
    expect(minWidth('md')).toBe('(min-width: 768px)');
    expect(pictureSizes({ md: '45vw', xl: '370px' }, '100vw')).toBe('(min-width: 1200px) 370px, (min-width: 768px) 45vw, 100vw');
    expect(pictureSizes({}, '48px')).toBe('48px');
  });

  /**
   * Every other source file (app, components, lib, scripts, tests) names a
   * breakpoint through the theme (md:, @variant md, above-md:) or through
   * lib/breakpoints.ts, never by its number: no media query with a width in
   * px, no Tailwind arbitrary breakpoint, no width compared with a breakpoint's
   * number. Comments are skipped.
   */
  it('no other source file writes a breakpoint', () => {
    const OWNERS = ['lib/breakpoints.ts', 'tests/unit/breakpoints.test.ts'];
    const numbers = Object.values(BREAKPOINTS).join('|');
    const PATTERNS = [
      /\((?:min|max)-width:\s*\d+(?:\.\d+)?px/, // (min-width: 768px)
      /\bwidth\s*[<>]=?\s*\d+(?:\.\d+)?px/, // (width >= 768px)
      /\d+(?:\.\d+)?px\s*[<>]=?\s*width/, // (768px < width)
      /\b(?:min|max)-\[\d+(?:\.\d+)?px\]/, // min-[768px]:
      new RegExp(`\\b(?:width|innerWidth|w)\\s*[<>]=?\\s*(?:${numbers})\\b`), // width < 992
    ];
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.posix.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (full !== 'tests/fixtures') walk(full);
        } else if (/\.(ts|tsx|mts|mjs|js|css)$/.test(entry.name) && !OWNERS.includes(full)) files.push(full);
      }
    };
    for (const dir of ['app', 'components', 'islands', 'lib', 'scripts', 'tests']) walk(dir);
    expect(files).toContain(CSS_FILE);

    const offending: string[] = [];
    for (const file of files) {
      const code = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
        .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
      code.split('\n').forEach((line, i) => {
        if (file === CSS_FILE && /^\s*--breakpoint-/.test(line)) return;
        if (PATTERNS.some((p) => p.test(line))) offending.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offending).toEqual([]);
  });
});
