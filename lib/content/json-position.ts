/**
 * Where things are in a JSON text, for the editor's messages. JSON.parse on
 * Node 20 often says what is wrong but not where, so this small
 * recursive-descent reader walks the text itself. It answers two questions:
 * where (line and column) a broken file first goes wrong, with a hint at the
 * usual causes (a trailing comma, a missing comma, an unclosed quote, single
 * quotes, comments, unquoted field names), and on which line a JSON path such
 * as "doctors[3].photo.src" is written.
 */
import { editDistance } from './suggest';

export type PathPart = string | number;

/** Turns a path into the "a.b[2].c" form used in Problem.at. */
export function jsonPath(parts: readonly PropertyKey[]): string {
  return parts
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/** The parts of an "a.b[2].c" path: ["a", "b", 2, "c"]. */
export function parsePath(at: string): PathPart[] {
  const parts: PathPart[] = [];
  for (const m of at.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)) parts.push(m[1] !== undefined ? Number(m[1]) : m[2]!);
  return parts;
}

/** Line and column (both counted from 1) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++)
    if (text[i] === '\n') {
      line++;
      start = i + 1;
    }
  return { line, column: offset - start + 1 };
}

/** Why the reader stopped; turned into a hint by `describeJsonError`. */
type Kind =
  | 'empty'
  | 'bom'
  | 'end'
  | 'trailing-comma'
  | 'extra-comma'
  | 'missing-comma'
  | 'text-after-quote'
  | 'missing-value'
  | 'missing-colon'
  | 'key-quote-unclosed'
  | 'unquoted-key'
  | 'unquoted-text'
  | 'unclosed-string'
  | 'control-character'
  | 'bad-escape'
  | 'single-quote'
  | 'curly-quote'
  | 'comment'
  | 'literal-case'
  | 'literal-typo'
  | 'not-a-value'
  | 'number-form'
  | 'extra-content'
  | 'unexpected';

class Stop {
  constructor(
    readonly at: number,
    readonly kind: Kind,
    /** Another offset the hint mentions: the comma to remove, the unclosed bracket, the previous item's end. */
    readonly other = -1,
    readonly word = '',
  ) {}
}

/**
 * Reads a JSON text from start to end. Calls `onValue` with the path and
 * offset of every value (for an object's field: the offset of its name), and
 * throws a Stop at the first error.
 */
function read(text: string, onValue?: (path: readonly PathPart[], offset: number) => void): void {
  let i = 0;
  const path: PathPart[] = [];
  const open: number[] = []; // offsets of the { and [ not yet closed
  const stop = (kind: Kind, at = i, other = -1, word = ''): never => {
    throw new Stop(at, kind, other, word);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const wordAt = (at: number) => /^[A-Za-z_$][\w$]*/.exec(text.slice(at))?.[0] ?? '';
  /** Stops at a character that cannot start what comes next, naming the likely cause. */
  const unexpected = (fallback: Kind): never => {
    const ch = text[i];
    if (ch === undefined) stop('end', i, open.at(-1) ?? -1);
    if (ch === "'") stop('single-quote');
    if (ch === '\u201c' || ch === '\u201d' || ch === '\u2018' || ch === '\u2019') stop('curly-quote');
    if (ch === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) stop('comment');
    return stop(fallback);
  };
  const literal = (word: string) => {
    const start = i;
    const wrong = () => {
      const found = wordAt(start);
      const typo = editDistance(found, word) <= 1 || (found.length >= 2 && word.startsWith(found));
      stop(typo ? 'literal-typo' : 'unquoted-text', start, -1, found || word);
    };
    for (const ch of word)
      if (text[i] === ch) i++;
      else wrong();
    if (/[\w$]/.test(text[i] ?? '')) wrong();
  };
  const string = (): string => {
    const start = i;
    i++; // opening quote
    while (i < text.length && text[i] !== '"') {
      const ch = text.charCodeAt(i);
      if (ch === 0x0a || ch === 0x0d) stop('unclosed-string', start);
      if (ch < 0x20) stop('control-character');
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) stop('bad-escape', i - 1);
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? '') || i >= text.length) stop('bad-escape', i - 1);
      }
      i++;
    }
    if (text[i] !== '"') stop('unclosed-string', start);
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) stop('number-form');
    const end = i + m![0].length;
    if (/[\d.eE]/.test(text[end] ?? '')) stop('number-form');
    i = end;
  };
  const value = (after: 'colon' | 'list'): void => {
    space();
    onValue?.(path, i);
    const ch = text[i];
    if (ch === '{') {
      open.push(i);
      i++;
      space();
      if (text[i] === '}') return void (i++, open.pop());
      let comma = -1;
      for (;;) {
        space();
        if (text[i] !== '"') {
          if (text[i] === '}' && comma >= 0) stop('trailing-comma', comma);
          if (text[i] === ',') stop('extra-comma');
          if (/[A-Za-z_$]/.test(text[i] ?? '')) stop('unquoted-key', i, -1, wordAt(i));
          unexpected('unexpected');
        }
        const keyAt = i;
        const key = string();
        space();
        if (text[i] !== ':') {
          if (key.includes(':')) stop('key-quote-unclosed', keyAt, -1, key.split(':')[0]!.trim());
          unexpected('missing-colon');
        }
        i++;
        path.push(key);
        onValue?.(path, keyAt);
        value('colon');
        path.pop();
        const end = i;
        space();
        if (text[i] === ',') comma = i++;
        else if (text[i] === '}') return void (i++, open.pop());
        else afterItem(end);
      }
    } else if (ch === '[') {
      open.push(i);
      i++;
      space();
      if (text[i] === ']') return void (i++, open.pop());
      for (let index = 0; ; index++) {
        path.push(index);
        const start = i;
        space();
        if (index > 0 && text[i] === ']') stop('trailing-comma', start - 1);
        value('list');
        path.pop();
        const end = i;
        space();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void (i++, open.pop());
        else afterItem(end);
      }
    } else if (ch === '"') string();
    else if (ch === 't') literal('true');
    else if (ch === 'f') literal('false');
    else if (ch === 'n') literal('null');
    else if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) number();
    else if (ch === '+' || ch === '.') stop('number-form');
    else if (ch === ',') stop(after === 'list' ? 'extra-comma' : 'missing-value');
    else if (ch === '}' || ch === ']') stop('missing-value');
    else if (ch !== undefined && /[A-Za-z_$]/.test(ch)) {
      const word = wordAt(i);
      if (['true', 'false', 'null'].includes(word.toLowerCase())) stop('literal-case', i, -1, word);
      if (['undefined', 'NaN', 'Infinity'].includes(word)) stop('not-a-value', i, -1, word);
      stop('unquoted-text', i, -1, word);
    } else unexpected('unexpected');
  };
  /** After an item of an object or list comes a comma or the closing bracket; `end` is where the item ended. */
  const afterItem = (end: number): never => {
    const ch = text[i];
    const sameLine = !text.slice(end, i).includes('\n');
    if (sameLine && text[end - 1] === '"' && ch !== undefined && !'"{[/'.includes(ch)) stop('text-after-quote', i, end - 1);
    if (ch !== undefined && (ch === '"' || ch === '{' || ch === '[' || /[\w-]/.test(ch))) stop('missing-comma', i, end);
    return unexpected('unexpected');
  };

  if (text.charCodeAt(0) === 0xfeff) stop('bom', 0);
  space();
  if (i >= text.length) stop('empty', 0);
  value('colon');
  space();
  if (i < text.length) {
    if (text[i] === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) stop('comment');
    stop('extra-content');
  }
}

/**
 * The character offset where a JSON text first goes wrong, or -1 if it is
 * valid. For a trailing comma this is the comma itself.
 */
export function jsonErrorOffset(text: string): number {
  try {
    read(text);
    return -1;
  } catch (e) {
    if (e instanceof Stop) return e.at;
    throw e;
  }
}

export interface JsonSyntaxError {
  offset: number;
  line: number;
  column: number;
  /** What is wrong and what to do, in plain words. */
  hint: string;
}

const quoteShown = (text: string, at: number) => {
  const ch = text[at];
  return ch === undefined ? 'the end of the file' : `"${ch}"`;
};

/** Where a JSON text first goes wrong and what probably happened; undefined if it is valid. */
export function describeJsonError(text: string): JsonSyntaxError | undefined {
  let stop: Stop;
  try {
    read(text);
    return undefined;
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    stop = e;
  }
  const lineOf = (offset: number) => lineAndColumn(text, offset).line;
  const { at, other, word } = stop;
  const hints: Record<Kind, () => string> = {
    empty: () => 'the file is empty; it needs at least {} (or restore it from the last published version)',
    bom: () => 'the file starts with an invisible byte-order mark; save it as "UTF-8" (not "UTF-8 with BOM")',
    end: () =>
      other >= 0
        ? `the file ends before the ${text[other]} on line ${lineOf(other)} is closed; add the missing ${text[other] === '{' ? '}' : ']'} (or look for a comma, quote or bracket that went missing above)`
        : 'the file ends too early; part of it is missing',
    'trailing-comma': () =>
      'there is a comma after the last item, before a closing bracket; remove this comma (the last item of a list or group has no comma after it)',
    'extra-comma': () => 'there is one comma too many here (two commas in a row, or a comma right after an opening bracket); remove it',
    'missing-comma': () =>
      `a comma is missing between two items; add a comma at the end of line ${lineOf(Math.max(0, other - 1))}, after the item that ends there`,
    'text-after-quote': () =>
      'something follows the closing quote of a piece of text; if the text itself contains a double quote, write it as \\" (or use typographic quotes “ ”), otherwise add the missing comma',
    'missing-value': () => 'a value is missing after the colon; write the value (for example "text", a number, true or false)',
    'missing-colon': () => `a colon is missing after the field name; write it like "name": "value" (found ${quoteShown(text, at)} instead)`,
    'key-quote-unclosed': () => `the field name "${word}" has no closing double quote; write it as "${word}": …`,
    'unquoted-key': () => `field names must be in double quotes: write "${word}" instead of ${word}`,
    'unquoted-text': () => `text must be written in double quotes: write "${word}…" instead of ${word}…`,
    'unclosed-string': () => 'this text has no closing double quote before the end of the line; add the " where the text ends',
    'control-character': () => 'this text contains an invisible control character (such as a tab); delete it or type a space instead',
    'bad-escape': () =>
      'a backslash \\ in text starts a special sequence (\\" for a quote, \\n for a new line); write \\\\ for a backslash itself, or remove it',
    'single-quote': () => "JSON uses double quotes \" only; replace the single quotes ' around this name or text with double quotes",
    'curly-quote': () => 'typographic quotes “ ” or ‘ ’ cannot surround names or text; use straight double quotes " (they may appear inside text)',
    comment: () => 'JSON files cannot contain comments (// or /* */); remove the comment',
    'literal-case': () => `write ${word.toLowerCase()} in lower case and without quotes`,
    'literal-typo': () => `${word} is not a value JSON knows; write true, false or null exactly (lower case, no quotes), or put text in double quotes`,
    'not-a-value': () => `${word} is not a JSON value; write a number, "text", true, false or null, or remove the field`,
    'number-form': () => 'numbers are written with digits only, like 12 or 0.5, without a leading +, leading zeros or a trailing point',
    'extra-content': () => 'there is more text after the end of the data (after the last closing bracket); remove it, or move it inside the brackets',
    unexpected: () => `${quoteShown(text, at)} cannot be here; check the punctuation on this line and the one before it`,
  };
  const { line, column } = lineAndColumn(text, at);
  return { offset: at, line, column, hint: hints[stop.kind]() };
}

/**
 * Finds the line of each path in a valid JSON text. The answer for a path
 * that is not in the text (a missing field) is the line of its closest
 * ancestor that is, so a message about a missing field points at the object
 * that lacks it.
 */
export function jsonLines(text: string): (path: readonly PathPart[] | string) => number | undefined {
  const offsets = new Map<string, number>();
  try {
    read(text, (path, offset) => {
      const key = jsonPath(path);
      if (!offsets.has(key)) offsets.set(key, offset);
    });
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOfOffset = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  return (path) => {
    const parts = typeof path === 'string' ? parsePath(path) : [...path];
    for (let n = parts.length; n >= 0; n--) {
      const offset = offsets.get(jsonPath(parts.slice(0, n)));
      if (offset !== undefined) return lineOfOffset(offset);
    }
    return undefined;
  };
}
