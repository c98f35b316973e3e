/**
 * Where things are in a JSON text, for the editor's messages. JSON.parse on
 * Node 20 often says what is wrong but not where, so Microsoft's jsonc-parser
 * (the parser VS Code uses), held to strict JSON, reads the text. This module
 * answers two questions on top of it: where (line and column) a broken file
 * first goes wrong, with a hint at the usual causes (a trailing comma, a
 * missing comma, an unclosed quote, single quotes, comments, unquoted field
 * names), and on which line a JSON path such as "doctors[3].photo.src" is
 * written.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, visit, type ParseOptions } from 'jsonc-parser';
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

/** Line and column (both counted from 1) of character offsets in a text. */
function positions(text: string): (offset: number) => { line: number; column: number } {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1 };
  };
}

/** JSON as JSON.parse reads it: no comments, no comma after the last item, not empty. */
const STRICT: ParseOptions = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** What the parser stopped at first, and what it was reading then. */
interface ParserStop {
  code: ReturnType<typeof printParseErrorCode>;
  offset: number;
  /** What may come next: a value (after a colon, or the whole file), a list item, a field name, the colon after one, or what follows an item (a comma or a closing bracket). */
  expecting: 'value' | 'item' | 'key' | 'colon' | 'next';
  /** The item or field name expected comes after a comma. */
  afterComma: boolean;
  /** The last field name read, and where its opening quote is. */
  key: { name: string; at: number };
  /** Where the last number read starts and ends, if the last thing read was a number. */
  number?: { at: number; end: number };
  /** Offsets of the { and [ not yet closed. */
  open: number[];
  /** Offset of the { or [ the parser last ended (at the end of the file: the one left unclosed). */
  closed: number;
}

/** Reads a text with jsonc-parser up to its first error; undefined if it is valid JSON. */
function firstError(text: string): ParserStop | undefined {
  const state: Omit<ParserStop, 'code' | 'offset'> = { expecting: 'value', afterComma: false, key: { name: '', at: -1 }, open: [], closed: -1 };
  const begin = (expecting: 'key' | 'item') => (offset: number) => {
    Object.assign(state, { expecting, afterComma: false, number: undefined });
    state.open.push(offset);
  };
  const end = () => Object.assign(state, { expecting: 'next', number: undefined, closed: state.open.pop() ?? -1 });
  let found: ParserStop | undefined;
  const stop = new Error('first JSON error found');
  try {
    visit(
      text,
      {
        onObjectBegin: begin('key'),
        onArrayBegin: begin('item'),
        onObjectEnd: end,
        onArrayEnd: end,
        onObjectProperty: (name, at) => Object.assign(state, { expecting: 'colon', key: { name, at } }),
        onSeparator: (ch) =>
          ch === ':'
            ? (state.expecting = 'value')
            : Object.assign(state, { expecting: text[state.open.at(-1)!] === '{' ? 'key' : 'item', afterComma: true, number: undefined }),
        onLiteralValue: (value, at, length) => Object.assign(state, { expecting: 'next', number: typeof value === 'number' ? { at, end: at + length } : undefined }),
        onError: (code, offset) => {
          found = { ...state, open: [...state.open], code: printParseErrorCode(code), offset };
          throw stop;
        },
      },
      STRICT,
    );
  } catch (e) {
    if (e !== stop) throw e;
  }
  return found;
}

/** What a hint may mention: the text, the offset of the mistake, another offset (the unclosed bracket, the previous item's end), the word at the mistake. */
interface HintContext {
  text: string;
  at: number;
  other: number;
  word: string;
  lineOf: (offset: number) => number;
}

const quoteShown = (text: string, at: number) => {
  const ch = text[at];
  return ch === undefined ? 'the end of the file' : `"${ch}"`;
};

/** What the reader says for each cause: what is wrong and what to do, in plain words. */
const HINTS = {
  empty: () => 'the file is empty; it needs at least {} (or restore it from the last published version)',
  bom: () => 'the file starts with an invisible byte-order mark; save it as "UTF-8" (not "UTF-8 with BOM")',
  end: ({ text, other, lineOf }) =>
    other >= 0
      ? `the file ends before the ${text[other]} on line ${lineOf(other)} is closed; add the missing ${text[other] === '{' ? '}' : ']'} (or look for a comma, quote or bracket that went missing above)`
      : 'the file ends too early; part of it is missing',
  'trailing-comma': () =>
    'there is a comma after the last item, before a closing bracket; remove this comma (the last item of a list or group has no comma after it)',
  'extra-comma': () => 'there is one comma too many here (two commas in a row, or a comma right after an opening bracket); remove it',
  'missing-comma': ({ other, lineOf }) =>
    `a comma is missing between two items; add a comma at the end of line ${lineOf(Math.max(0, other - 1))}, after the item that ends there`,
  'text-after-quote': () =>
    'something follows the closing quote of a piece of text; if the text itself contains a double quote, write it as \\" (or use typographic quotes “ ”), otherwise add the missing comma',
  'missing-value': () => 'a value is missing after the colon; write the value (for example "text", a number, true or false)',
  'missing-colon': ({ text, at }) => `a colon is missing after the field name; write it like "name": "value" (found ${quoteShown(text, at)} instead)`,
  'key-quote-unclosed': ({ word }) => `the field name "${word}" has no closing double quote; write it as "${word}": …`,
  'unquoted-key': ({ word }) => `field names must be in double quotes: write "${word}" instead of ${word}`,
  'unquoted-text': ({ word }) => `text must be written in double quotes: write "${word}…" instead of ${word}…`,
  'unclosed-string': () => 'this text has no closing double quote before the end of the line; add the " where the text ends',
  'control-character': () => 'this text contains an invisible control character (such as a tab); delete it or type a space instead',
  'bad-escape': () =>
    'a backslash \\ in text starts a special sequence (\\" for a quote, \\n for a new line); write \\\\ for a backslash itself, or remove it',
  'single-quote': () => "JSON uses double quotes \" only; replace the single quotes ' around this name or text with double quotes",
  'curly-quote': () => 'typographic quotes “ ” or ‘ ’ cannot surround names or text; use straight double quotes " (they may appear inside text)',
  comment: () => 'JSON files cannot contain comments (// or /* */); remove the comment',
  'literal-case': ({ word }) => `write ${word.toLowerCase()} in lower case and without quotes`,
  'literal-typo': ({ word }) => `${word} is not a value JSON knows; write true, false or null exactly (lower case, no quotes), or put text in double quotes`,
  'not-a-value': ({ word }) => `${word} is not a JSON value; write a number, "text", true, false or null, or remove the field`,
  'number-form': () => 'numbers are written with digits only, like 12 or 0.5, without a leading +, leading zeros or a trailing point',
  'extra-content': () => 'there is more text after the end of the data (after the last closing bracket); remove it, or move it inside the brackets',
  unexpected: ({ text, at }) => `${quoteShown(text, at)} cannot be here; check the punctuation on this line and the one before it`,

} satisfies Record<string, (c: HintContext) => string>;

/** Why a text is not JSON: a key of HINTS. */
type Kind = keyof typeof HINTS;

interface Cause {
  /** The character the editor should look at: the comma to remove, the quote that is not closed… */
  at: number;
  kind: Kind;
  /** Another offset the hint mentions: the unclosed bracket, the previous item's end. */
  other?: number;
  word?: string;
}

/** Where the first mistake in a string that jsonc-parser rejected is: a line break, a control character or a bad escape. */
function stringMistake(text: string, start: number): Cause {
  for (let i = start + 1; i < text.length && text[i] !== '"'; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x0a || ch === 0x0d) break;
    if (ch < 0x20) return { at: i, kind: 'control-character' };
    if (text[i] === '\\') {
      if (!/^(["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(text.slice(i + 1, i + 6))) return { at: i, kind: 'bad-escape' };
      i += text[i + 1] === 'u' ? 5 : 1;
    }
  }
  return { at: start, kind: 'unclosed-string' };
}

/**
 * The likely cause of the parser's first error, from what it expected and the
 * characters there. Where a comma, colon or closing bracket was due, that is
 * the cause even if what follows is broken too (jsonc-parser reads the next
 * string or number before it notices the missing comma).
 */
function causeOf(text: string, stop: ParserStop): Cause {
  const { code, offset: at, expecting, afterComma } = stop;
  const ch = text[at];
  const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(at))?.[0] ?? '';
  /** Where the item before `at` ends (after it only spaces and line breaks). */
  let end = at;
  while (end > 0 && ' \t\n\r'.includes(text[end - 1]!)) end--;
  const unexpected = (fallback: Kind): Cause => {
    if (ch === "'") return { at, kind: 'single-quote' };
    if (ch === '\u201c' || ch === '\u201d' || ch === '\u2018' || ch === '\u2019') return { at, kind: 'curly-quote' };
    if (ch === '/' && (text[at + 1] === '/' || text[at + 1] === '*')) return { at, kind: 'comment' };
    return { at, kind: fallback };
  };

  if (text.charCodeAt(0) === 0xfeff) return { at: 0, kind: 'bom' };
  if (expecting === 'colon' && stop.key.name.includes(':'))
    return { at: stop.key.at, kind: 'key-quote-unclosed', word: stop.key.name.split(':')[0]!.trim() };
  // 012, 1.5.3: a number that goes on where JSON's numbers cannot
  if (stop.number?.end === at && /[\d.eE]/.test(ch ?? '')) return { at: stop.number.at, kind: 'number-form' };
  if (ch === undefined) {
    if (expecting === 'value' && stop.open.length === 0) return { at: 0, kind: 'empty' };
    const unclosed = code === 'CloseBraceExpected' || code === 'CloseBracketExpected' ? stop.closed : (stop.open.at(-1) ?? -1);
    return { at, kind: 'end', other: unclosed };
  }
  if (expecting === 'colon') return unexpected('missing-colon');
  if (expecting === 'next') {
    if (stop.open.length === 0) return { at, kind: code === 'InvalidCommentToken' ? 'comment' : 'extra-content' };
    const sameLine = !text.slice(end, at).includes('\n');
    if (sameLine && text[end - 1] === '"' && !'"{[/'.includes(ch)) return { at, kind: 'text-after-quote', other: end - 1 };
    if (ch === '"' || ch === '{' || ch === '[' || /[\w-]/.test(ch)) return { at, kind: 'missing-comma', other: end };
    return unexpected('unexpected');
  }
  // a value or a field name was due, and what is there is broken
  if (code === 'UnexpectedEndOfString' || code === 'InvalidEscapeCharacter' || code === 'InvalidUnicode' || code === 'InvalidCharacter')
    return stringMistake(text, at);
  if (expecting === 'key') {
    if (ch === '}' && afterComma) return { at: end - 1, kind: 'trailing-comma' };
    if (ch === ',') return { at, kind: 'extra-comma' };
    if (word) return { at, kind: 'unquoted-key', word };
    return unexpected('unexpected');
  }
  if (code === 'UnexpectedEndOfNumber') return { at, kind: 'number-form' };
  if (ch === ']' && expecting === 'item' && afterComma) return { at: end - 1, kind: 'trailing-comma' };
  if (ch === ',') return { at, kind: expecting === 'item' ? 'extra-comma' : 'missing-value' };
  if (ch === '}' || ch === ']') return { at, kind: 'missing-value' };
  if (ch === '+' || ch === '.' || ch === '-') return { at, kind: 'number-form' };
  if (!word) return unexpected('unexpected');
  // true+1: jsonc-parser reads "true+1" as one unknown word, where the value true is fine and the + is the mistake
  if (word === 'true' || word === 'false' || word === 'null') return causeOf(text, { ...stop, offset: at + word.length, expecting: 'next', number: undefined });
  if (ch === 't' || ch === 'f' || ch === 'n') {
    const literal = ch === 't' ? 'true' : ch === 'f' ? 'false' : 'null';
    const typo = editDistance(word, literal) <= 1 || (word.length >= 2 && literal.startsWith(word));
    return { at, kind: typo ? 'literal-typo' : 'unquoted-text', word };
  }
  if (['true', 'false', 'null'].includes(word.toLowerCase())) return { at, kind: 'literal-case', word };
  if (['undefined', 'NaN', 'Infinity'].includes(word)) return { at, kind: 'not-a-value', word };
  return { at, kind: 'unquoted-text', word };
}

export interface JsonSyntaxError {
  offset: number;
  line: number;
  column: number;
  /** What is wrong and what to do, in plain words. */
  hint: string;
}

/**
 * Where a JSON text first goes wrong and what probably happened; undefined if
 * it is valid. The offset is of the character to look at: for a trailing
 * comma, the comma itself.
 */
export function describeJsonError(text: string): JsonSyntaxError | undefined {
  const stop = firstError(text);
  if (!stop) return undefined;
  const position = positions(text);
  const { at, kind, other = -1, word = '' } = causeOf(text, stop);
  return { offset: at, ...position(at), hint: HINTS[kind]({ text, at, other, word, lineOf: (offset) => position(offset).line }) };
}

/**
 * Finds the line of each path in a valid JSON text: of an object's field, the
 * line of its name. The answer for a path that is not in the text (a missing
 * field) is the line of its closest ancestor that is, so a message about a
 * missing field points at the object that lacks it.
 */
export function jsonLines(text: string): (path: readonly PathPart[] | string) => number | undefined {
  const root = parseTree(text, [], STRICT);
  const position = positions(text);
  return (path) => {
    const parts = typeof path === 'string' ? parsePath(path) : [...path];
    for (let n = parts.length; root && n >= 0; n--) {
      const node = findNodeAtLocation(root, parts.slice(0, n));
      if (node) return position(node.parent?.type === 'property' ? node.parent.offset : node.offset).line;
    }
    return undefined;
  };
}
