/**
 * Keeps the documentation usable: the README stays short enough to read to
 * the end (under 180 lines), names every npm script, and links every page of
 * docs/ (docs/features/ through docs/architecture.md); no relative link in the
 * README or in docs/ points at a file (or a heading of a Markdown file) that
 * does not exist, and no file or folder they name in backticks is gone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const README = path.join(root, 'README.md');
const DOCS = path.join(root, 'docs');
const FEATURES = path.join(DOCS, 'features');
const ARCHITECTURE = path.join(DOCS, 'architecture.md');
const MAX_README_LINES = 180;

const read = (file: string) => fs.readFileSync(file, 'utf8');
/** The Markdown files of a folder (not of its subfolders). */
const markdownIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));
/** Every page of docs/, its subfolders' included. */
const docsFiles = (dir = DOCS): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? docsFiles(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : []));
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

/** The files a Markdown file links to, resolved (fragments dropped). */
const linkedFiles = (file: string) =>
  new Set(
    linkTargets(read(file))
      .filter((t) => !isExternal(t))
      .map((t) => path.resolve(path.dirname(file), decodeURI(t.split('#')[0]!))),
  );

/** Endings of the files a document names as source or documentation (a page's `index.html` or `robots.txt` is the build's). */
const SOURCE_FILE = /[^./][^/]*\.(?:ts|tsx|mts|mjs|cjs|json|md|css|ya?ml)$/;

/**
 * The spans of inline code of a Markdown file that name a file or folder of
 * this repository: a path with a `/` or a file name with a source ending.
 * Not a site address (`/about/`), a URL, an environment setting
 * (`BASE_PATH=/x`), a command (with a space), a glob (`*`, `{ts,tsx}`), a
 * placeholder (`<slug>`, `content/kn/…`), a package (`next/navigation`,
 * `@sparticuz/chromium`) or a MIME type. `@/lib/…` is read as `lib/…`.
 */
export function pathsNamed(markdown: string, packages: ReadonlySet<string> = new Set()): string[] {
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const spans = [...withoutFences.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  const named = spans
    .filter((s) => !/[\s<>…*?{}=:"'`|,;]/.test(s) && !s.startsWith('/') && !s.startsWith('-'))
    .map((s) => s.replace(/^@\//, ''))
    .filter((s) => !s.startsWith('@') && !packages.has(s.split('/')[0]!))
    .filter((s) => !/^(?:text|image|application|font|audio|video)\/[\w.+-]+$/.test(s))
    .filter((s) => (s.includes('/') && /^[\w.[\]()-]+(?:\/[\w.[\]()-]+)*\/?$/.test(s)) || SOURCE_FILE.test(s));
  return [...new Set(named)];
}

/** The repository's .gitignore entries as tests on a path relative to the root: what the build and tests write, not the repository. */
function ignoredBy(gitignore: string): (relPath: string) => boolean {
  const rules = gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const anchored = line.startsWith('/') || line.replace(/\/$/, '').includes('/');
      const body = line.replace(/^\//, '').replace(/\/$/, '');
      const glob = body.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*');
      return { folderOnly: line.endsWith('/'), body, match: new RegExp(anchored ? `^${glob}$` : `(?:^|/)${glob}$`) };
    });
  return (relPath) => {
    const segments = relPath.replace(/\/$/, '').split('/');
    for (let n = 1; n <= segments.length; n++) {
      const prefix = segments.slice(0, n).join('/');
      if (rules.some((r) => r.match.test(prefix) && (!r.folderOnly || n < segments.length || relPath.endsWith('/')))) return true;
    }
    // a folder only the build fills (public/, whose every entry is ignored) is the build's too
    return rules.some((r) => r.body.startsWith(`${relPath.replace(/\/$/, '')}/`));
  };
}

/** Every file and folder of the repository as root-relative paths (folders with a trailing `/`), without what git ignores. */
function repositoryPaths(isIgnored: (relPath: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relPath = dir ? `${dir}/${e.name}` : e.name;
      if (e.name === '.git' || e.name === 'node_modules' || isIgnored(e.isDirectory() ? `${relPath}/` : relPath)) continue;
      if (e.isDirectory()) {
        found.push(`${relPath}/`);
        walk(relPath);
      } else found.push(relPath);
    }
  };
  walk('');
  return found;
}

/**
 * Whether a path a document names is there: from the root (`lib/routes.ts`),
 * or as the end of a path of the repository, at a folder boundary
 * (`layout/site-chrome.tsx`, `registry.ts` in a sentence about islands/),
 * or it is something the build writes (`out/_headers`).
 */
export function pathExists(named: string, repoPaths: readonly string[], isIgnored: (relPath: string) => boolean): boolean {
  if (isIgnored(named)) return true;
  const bare = named.replace(/\/$/, '');
  const wanted = named.endsWith('/') ? [`${bare}/`] : [bare, `${bare}/`];
  return repoPaths.some((p) => wanted.some((w) => p === w || p.endsWith(`/${w}`)));
}

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
    const linked = linkedFiles(README);
    expect(markdownIn(DOCS).filter((f) => !linked.has(f)).map(rel)).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  it('links every page of docs/features/', () => {
    const linked = linkedFiles(ARCHITECTURE);
    expect(markdownIn(FEATURES).length).toBeGreaterThan(0);
    expect(markdownIn(FEATURES).filter((f) => !linked.has(f)).map(rel)).toEqual([]);
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

describe('files and folders named in README.md and docs/', () => {
  const isIgnored = ignoredBy(read(path.join(root, '.gitignore')));
  const repoPaths = repositoryPaths(isIgnored);
  const manifest = JSON.parse(read(path.join(root, 'package.json'))) as Record<string, Record<string, string> | undefined>;
  const packages = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
  for (const file of [README, ...docsFiles()]) {
    it(`${rel(file)}: every path in backticks exists (or is what the build writes)`, () => {
      expect(pathsNamed(read(file), packages).filter((p) => !pathExists(p, repoPaths, isIgnored))).toEqual([]);
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

  it('take paths from inline code, but not addresses, commands, globs, placeholders, packages or code blocks', () => {
    const md = [
      'See `lib/routes.ts`, `islands/`, `app/[lang]/layout.tsx`, `registry.ts`, `@/lib/chat.ts` and `layout/site-chrome.tsx`.',
      'Not these: `/about/`, `https://example.org/a.ts`, `BASE_PATH=/x`, `npm run build`, `tests/unit/**/*.test.ts`,',
      '`content/departments/<slug>.json`, `content/kn/…`, `next/navigation`, `@sparticuz/chromium`, `text/html`,',
      '`index.html`, `.txt`, `ui(lang)`, `--dir`, `a, b/c`.',
      '```',
      'lib/not-checked.ts',
      '```',
    ].join('\n');
    expect(pathsNamed(md, new Set(['next']))).toEqual(['lib/routes.ts', 'islands/', 'app/[lang]/layout.tsx', 'registry.ts', 'lib/chat.ts', 'layout/site-chrome.tsx']);
  });

  it('find a named path from the root or as the end of a path, and excuse what the build writes', () => {
    const repo = ['lib/', 'lib/routes.ts', 'components/', 'components/layout/', 'components/layout/site-chrome.tsx', 'public/'];
    const isIgnored = ignoredBy('node_modules/\nout/\nout-*/\n/public/_img/\n*.tsbuildinfo\n');
    const found = (named: string) => pathExists(named, repo, isIgnored);
    const there = ['lib/routes.ts', 'layout/site-chrome.tsx', 'site-chrome.tsx', 'layout/', 'out/_headers', 'out-base/', 'public/', 'public/_img/doctors/'];
    expect(there.filter((p) => !found(p))).toEqual([]);
    // gone, or only part of a name
    expect(['lib/cli.ts', 'e-chrome.tsx', 'routes.ts/', 'public/og.ts'].filter(found)).toEqual([]);
  });

  it('report a missing file and a missing heading, and accept what exists', () => {
    expect(brokenLink(README, 'docs/no-such-page.md')).toMatch(/no such file/);
    expect(brokenLink(README, 'content/README.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink(README, 'content/README.md#add-a-doctor')).toBeUndefined();
    expect(brokenLink(README, 'package.json')).toBeUndefined();
  });
});
