/**
 * A problem the content check found, and how it is told: placed on its line,
 * in its item and field (`line 42 · doctor "dr-asha-rao" › experienceYears`),
 * one to a line, grouped by file. Every check reports Problems; content:check,
 * `npm run dev`'s problems page and a failed build print them from here.
 */
import { describePlace } from './messages';
import { jsonLines, parsePath } from './json-position';

export interface Problem {
  /** Path of the file relative to the project, e.g. "content/doctors.json". */
  file: string;
  /** JSON path inside the file, e.g. "doctors[3].photo.src"; empty for the whole file. */
  at: string;
  /** What is wrong and what to do, in plain words. */
  message: string;
  /** Line of the file the problem is on (for a missing field: the line of the object that lacks it). */
  line?: number;
  /** Column, for JSON syntax errors. */
  column?: number;
  /** The item(s) the problem is in, by id or name: `doctor "dr-asha-rao"`, `service "angioplasty" › body item 3`. */
  item?: string;
  /** The field inside the item (or the file): `experienceYears`, `photo › src`. */
  field?: string;
}

/** The text and raw parsed JSON of a content file, for naming the places of its problems. */
export interface SourceFile {
  text: string;
  data: unknown;
}

/**
 * Adds the line, item and field to problems in files whose source is known,
 * e.g. doctors[2].experienceYears → line 42, doctor "dr-asha-rao", experienceYears.
 */
export function placeProblems(problems: Problem[], sourceOf: (file: string) => SourceFile | undefined): Problem[] {
  const lines = new Map<string, ReturnType<typeof jsonLines>>();
  return problems.map((p) => {
    const source = p.at ? sourceOf(p.file) : undefined;
    if (!source) return p;
    if (!lines.has(p.file)) lines.set(p.file, jsonLines(source.text));
    const parts = parsePath(p.at);
    const { item, field } = describePlace(source.data, parts);
    return { ...p, line: p.line ?? lines.get(p.file)!(parts), item, field };
  });
}

/**
 * One problem without its file, as listed under the file's name:
 * `line 42 · doctor "dr-asha-rao" › experienceYears: must be … [doctors[2].experienceYears]`.
 * The JSON path at the end is for programmers; it is left out when it says
 * nothing the words before it do not.
 */
export function describeProblem(p: Problem): string {
  const where = problemPlace(p);
  const jsonPathNote = /\[\d+\]/.test(p.at) ? `  [${p.at}]` : '';
  return `${where ? `${where}: ` : ''}${p.message}${jsonPathNote}`;
}

/** Where a problem is, in words: `line 42 · doctor "dr-asha-rao" › experienceYears`; "" when it is the whole file's. */
export function problemPlace(p: Problem): string {
  const line = p.line === undefined ? '' : `line ${p.line}${p.column === undefined ? '' : `, column ${p.column}`}`;
  const place = [p.item, p.field].filter(Boolean).join(' › ');
  return [line, place].filter(Boolean).join(' · ');
}

/** One problem on one line, with its file: `content/doctors.json, line 42 · doctor "dr-asha-rao" › …`. */
export function formatProblem(p: Problem): string {
  return `${p.file}, ${describeProblem(p)}`;
}

/** "3 problems in 2 files" */
export function countProblems(problems: readonly Problem[]): string {
  const files = new Set(problems.map((p) => p.file)).size;
  return `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
}

/**
 * Every problem, grouped by file (in the order the files were checked),
 * each file's problems by line, indented under the file's name.
 */
export function formatProblems(problems: readonly Problem[]): string {
  const byFile = new Map<string, Problem[]>();
  for (const p of problems) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  return [...byFile]
    .map(([file, list]) => {
      const sorted = list
        .map((p, i) => ({ p, i }))
        .sort((a, b) => (a.p.line ?? 0) - (b.p.line ?? 0) || a.i - b.i)
        .map(({ p }) => `  ${describeProblem(p)}`);
      return [file, ...sorted].join('\n');
    })
    .join('\n\n');
}

/** `more` added to `problems`, leaving out any already reported (same file, place and message). */
export function mergeProblems(problems: readonly Problem[], more: readonly Problem[]): Problem[] {
  const seen = new Set(problems.map((p) => `${p.file}\u0000${p.at}\u0000${p.message}`));
  return [...problems, ...more.filter((p) => !seen.has(`${p.file}\u0000${p.at}\u0000${p.message}`))];
}

/** What getContent throws when the content does not load: every problem, grouped by file. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`The content has ${countProblems(problems)} (run npm run content:check):\n\n${formatProblems(problems)}`);
    this.name = 'ContentError';
  }
}
