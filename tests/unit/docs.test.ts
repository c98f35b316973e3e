/**
 * Keeps the documentation usable: the README stays short enough to read to
 * the end (under 200 lines), names every npm script, and links every page of
 * docs/; no relative link in the README or in docs/ points at a file (or a
 * heading of a Markdown file) that does not exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const README = path.join(root, 'README.md');
const DOCS = path.join(root, 'docs');
const MAX_README_LINES = 200;

const read = (file: string) => fs.readFileSync(file, 'utf8');
const docsFiles = () =>
  fs
    .readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(DOCS, name));
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Lines as `wc -l` counts them. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** The Markdown without fenced code blocks and inline code, where brackets and parentheses are not links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of inline links and images `[text](target)` and of reference definitions `[name]: target`. */
export function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!);
  return [...inline, ...references];
}

/** A link to another place on the web or another scheme, not a file of this repository. */
const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const m of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** What is wrong with a relative link of a Markdown file, or undefined when it resolves. */
function brokenLink(fromFile: string, target: string): string | undefined {
  const [filePart, fragment] = target.split('#', 2) as [string, string | undefined];
  const file = filePart === '' ? fromFile : path.resolve(path.dirname(fromFile), decodeURI(filePart));
  if (!fs.existsSync(file)) return `${target}: no such file (${rel(file)})`;
  if (fragment && file.endsWith('.md') && !headingAnchors(read(file)).has(fragment.toLowerCase()))
    return `${target}: ${rel(file)} has no heading with the anchor #${fragment}`;
  return undefined;
}

describe('README.md', () => {
  const readme = read(README);

  it(`is shorter than ${MAX_README_LINES} lines`, () => {
    expect(lineCount(readme), `README.md has ${lineCount(readme)} lines; move detail into docs/`).toBeLessThan(MAX_README_LINES);
  });

  it('names every npm script of package.json', () => {
    const scripts = Object.keys(JSON.parse(read(path.join(root, 'package.json'))).scripts as Record<string, string>);
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // `npm run build` names "build"; `npm run build:csp` does not. `npm start` and `npm test` are npm's own short forms.
    const named = (script: string) => new RegExp(`\\bnpm (?:run )?${escape(script)}(?![\\w:-])`).test(readme);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => !named(s))).toEqual([]);
  });

  it('links every page of docs/', () => {
    const linked = new Set(
      linkTargets(readme)
        .filter((t) => !isExternal(t))
        .map((t) => path.resolve(root, t.split('#')[0]!)),
    );
    expect(docsFiles().filter((f) => !linked.has(f)).map(rel)).toEqual([]);
  });
});

describe('relative links in README.md and docs/', () => {
  for (const file of [README, ...docsFiles()]) {
    it(`${rel(file)}: every relative link points at a file that exists`, () => {
      const targets = linkTargets(read(file)).filter((t) => !isExternal(t));
      expect(targets.flatMap((t) => brokenLink(file, t) ?? [])).toEqual([]);
    });
  }
});

describe('the checks themselves', () => {
  it('count lines as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('find inline links, images and reference definitions, but not code', () => {
    const md = [
      'See [the guide](content/README.md#add-a-doctor) and ![logo](img/a.svg "Logo").',
      '[ref]: docs/x.md',
      'Not a link: `[a](b.md)`.',
      '```',
      '[c](d.md)',
      '```',
      '[site](https://example.org)',
    ].join('\n');
    expect(linkTargets(md)).toEqual(['content/README.md#add-a-doctor', 'img/a.svg', 'https://example.org', 'docs/x.md']);
    expect(isExternal('https://example.org')).toBe(true);
    expect(isExternal('mailto:a@example.org')).toBe(true);
    expect(isExternal('docs/x.md')).toBe(false);
  });

  it('make heading anchors as GitHub does', () => {
    const anchors = headingAnchors('# Title\n## A known limit: routes need a page\n## The fixture: tests/fixtures/content\n## Title\n```\n# not a heading\n```\n');
    expect([...anchors]).toEqual(['title', 'a-known-limit-routes-need-a-page', 'the-fixture-testsfixturescontent', 'title-1']);
  });

  it('report a missing file and a missing heading, and accept what exists', () => {
    expect(brokenLink(README, 'docs/no-such-page.md')).toMatch(/no such file/);
    expect(brokenLink(README, 'content/README.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink(README, 'content/README.md#add-a-doctor')).toBeUndefined();
    expect(brokenLink(README, 'package.json')).toBeUndefined();
  });
});
