/**
 * The page `npm run dev` shows in place of any page of the site while the
 * content has mistakes: every problem, grouped by file, in plain words, for
 * an editor rather than a programmer. Development only; never built into out/.
 */
import { problemPlace, type Problem } from '../content/problems';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "line 42 · doctor "dr-asha-rao" › experienceYears", as content:check names the place. */
export function whereText(p: Problem): string {
  return problemPlace(p) || 'the file as a whole';
}

/** The lines around a line of the file, the line itself marked at its column. */
export function sourceExcerpt(source: string, line: number, column: number): { number: number; text: string; column?: number }[] {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const excerpt = [];
  for (let n = first; n <= last; n++) excerpt.push({ number: n, text: lines[n - 1]!, ...(n === line ? { column } : {}) });
  return excerpt;
}

const clip = (text: string, from: number, width: number) =>
  (from > 0 ? '…' : '') + text.slice(from, from + width) + (text.length > from + width ? '…' : '');

function excerptHtml(excerpt: ReturnType<typeof sourceExcerpt>): string {
  if (excerpt.length === 0) return '';
  const WIDTH = 72;
  const width = String(excerpt.at(-1)!.number).length;
  const rows = excerpt.map(({ number, text, column }) => {
    const gutter = `<span class="no">${String(number).padStart(width, ' ')}</span>  `;
    if (column === undefined) return `<span class="line">${gutter}${escape(clip(text, 0, WIDTH))}</span>`;
    // Long lines (article paragraphs) are cut to a window around the mistake.
    const i = Math.min(column - 1, text.length);
    const from = i > WIDTH - 20 ? i - 40 : 0;
    const left = clip(text.slice(0, i), from, WIDTH);
    const right = text.slice(i + 1);
    const marked = `${escape(left)}<mark>${escape(text.slice(i, i + 1) || ' ')}</mark>${escape(right.length > 40 ? right.slice(0, 40) + '…' : right)}`;
    return `<span class="line here">${gutter}${marked}</span>`;
  });
  return `<pre class="excerpt" aria-label="The file around the mistake">${rows.join('')}</pre>`;
}

function groupByFile(problems: readonly Problem[]): Map<string, Problem[]> {
  const files = new Map<string, Problem[]>();
  for (const p of problems) files.set(p.file, [...(files.get(p.file) ?? []), p]);
  return files;
}

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #f4f6f8; color: #1f2933; font: 18px/1.55 system-ui, "Segoe UI", Roboto, Arial, sans-serif; }
  main { max-width: 56rem; margin: 0 auto; padding: 2.5rem 1.25rem 4rem; }
  .tag { display: inline-block; margin: 0; padding: .2rem .7rem; border-radius: 999px; background: #fde8e8; color: #9b1c1c; font-size: .85rem; font-weight: 600; letter-spacing: .02em; }
  h1 { margin: .8rem 0 .4rem; font-size: 1.9rem; line-height: 1.25; }
  .lead { margin: 0 0 1.8rem; color: #3e4c59; }
  section { margin: 0 0 1.25rem; border: 1px solid #d9e2ec; border-left: 6px solid #c81e1e; border-radius: 10px; background: #fff; }
  h2 { margin: 0; padding: .9rem 1.25rem; border-bottom: 1px solid #e4e7eb; font-size: 1.1rem; font-family: ui-monospace, "Cascadia Mono", Menlo, Consolas, monospace; overflow-wrap: anywhere; }
  ol { margin: 0; padding: 0; list-style: none; }
  li { padding: .9rem 1.25rem; }
  li + li { border-top: 1px solid #f0f2f5; }
  .place { margin: 0; color: #52606d; font-size: .95rem; }
  .place code { color: #1f2933; font-weight: 600; }
  .message { margin: .2rem 0 0; font-size: 1.1rem; font-weight: 600; color: #9b1c1c; overflow-wrap: anywhere; }
  code { font-family: ui-monospace, "Cascadia Mono", Menlo, Consolas, monospace; font-size: .95em; }
  .help { margin-top: 2rem; padding: 1rem 1.25rem; border-radius: 10px; background: #e8f1f8; color: #243b53; font-size: 1rem; }
  .help p { margin: .3rem 0; }
  .time { margin-top: 1.2rem; color: #7b8794; font-size: .9rem; }
  .excerpt { margin: .7rem 0 0; padding: .6rem 0; border-radius: 8px; background: #f8f9fb; border: 1px solid #e4e7eb; font-size: .95rem; line-height: 1.6; overflow-x: auto; }
  .excerpt .line { display: block; padding: 0 1rem; }
  .excerpt .here { background: #fde8e8; }
  .excerpt .no { color: #9aa5b1; user-select: none; }
  .excerpt mark { background: #c81e1e; color: #fff; border-radius: 3px; padding: 0 .1em; }
`;

export function problemsPage(
  problems: readonly Problem[],
  options: {
    checkedAt: Date;
    /** Added before </body> (the live-reload script). */
    script?: string;
    /** The text of a problem's file, to show the lines around a syntax mistake. */
    readSource?: (file: string) => string | undefined;
  },
): string {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  const sections = [...groupByFile(problems)]
    .map(([file, list]) => {
      const source = options.readSource?.(file);
      const items = list.map(
        (p) => `
      <li>
        <p class="place">Where: ${escape(whereText(p))}</p>
        <p class="message">${escape(p.message)}</p>${source !== undefined && p.line !== undefined && p.column !== undefined ? excerptHtml(sourceExcerpt(source, p.line, p.column)) : ''}
      </li>`,
      );
      return `
  <section>
    <h2>${escape(file)}</h2>
    <ol>${items.join('')}
    </ol>
  </section>`;
    })
    .join('');
  const time = options.checkedAt.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content has ${count} · preview</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="tag">Preview only · visitors never see this page</p>
  <h1>The website can’t be shown: the content has ${count}</h1>
  <p class="lead">Fix each one in the file named below and save the file. This page updates by itself as soon as everything is right.</p>
${sections}
  <div class="help">
    <p><strong>How to read “Where”:</strong> the line of the file, then the item (a doctor, department or article, by its id or name) and the field inside it.</p>
    <p>The same list is printed by <code>npm run content:check</code>; <code>content/README.md</code> explains each file.</p>
  </div>
  <p class="time">Checked at ${escape(time)}.</p>
</main>
${options.script ?? ''}
</body>
</html>
`;
}
