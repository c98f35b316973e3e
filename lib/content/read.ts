/**
 * Reading content/: where it is, which files a folder holds, how a file is
 * named in messages, and each file's JSON, with the line, column and likely
 * cause when it is not valid JSON (lib/content/json-position.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeJsonError } from './json-position';
import type { Problem, SourceFile } from './problems';

/** Where content lives; CONTENT_DIR lets tests and the scale benchmark point elsewhere. */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
}

/** How a content file is named in messages: relative to the project, e.g. "content/doctors.json". */
export function displayName(dir: string, relative: string): string {
  const rel = path.relative(process.cwd(), path.join(dir, relative));
  return rel.startsWith('..') ? path.join(dir, relative) : rel;
}

/** The JSON files of one folder of content ("" for the top), sorted, as paths relative to the content folder. */
export function listJson(dir: string, folder: string): string[] {
  const full = path.join(dir, folder);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(folder, name));
}

/**
 * The parsed JSON of a content file, kept with its text in `sources` (to place
 * the problems found in it later); undefined, with a problem, when the file is
 * missing or is not valid JSON.
 */
export function readJson(dir: string, relative: string, problems: Problem[], sources: Map<string, SourceFile>): unknown {
  const file = path.join(dir, relative);
  const label = displayName(dir, relative);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    problems.push({ file: label, at: '', message: 'the file is missing' });
    return undefined;
  }
  try {
    const data: unknown = JSON.parse(text);
    sources.set(label, { text, data });
    return data;
  } catch (error) {
    const syntax = describeJsonError(text);
    const message = syntax
      ? `the file is not valid JSON, so nothing else in it can be checked: ${syntax.hint}`
      : `the file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
    problems.push({ file: label, at: '', line: syntax?.line, column: syntax?.column, message });
    return undefined;
  }
}
