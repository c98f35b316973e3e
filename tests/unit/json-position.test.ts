import { describe, expect, it } from 'vitest';
import { describeJsonError, jsonLines, jsonPath, parsePath } from '@/lib/content/json-position';

describe('the offset of the first error', () => {
  const jsonErrorOffset = (text: string) => describeJsonError(text)?.offset ?? -1;

  it('accepts valid JSON', () => {
    for (const ok of ['{}', '[]', '{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]}', ' "s" ']) expect(jsonErrorOffset(ok)).toBe(-1);
  });

  it('points at the first character that breaks the JSON (at the comma itself for a trailing comma)', () => {
    expect(jsonErrorOffset('{"a": [,1]}')).toBe(7);
    expect(jsonErrorOffset('{"a": 1,}')).toBe(7);
    expect(jsonErrorOffset('{"a": 1 "b": 2}')).toBe(8);
    expect(jsonErrorOffset("{'a': 1}")).toBe(1);
    expect(jsonErrorOffset('{"a": tru}')).toBe(6);
    expect(jsonErrorOffset('{"a": 1')).toBe(7);
    expect(jsonErrorOffset('{"a": 1} x')).toBe(9);
  });
});

describe('describeJsonError', () => {
  /** Line, column and hint of the first error; the hint must say what to do. */
  const describe_ = (text: string) => {
    expect(() => JSON.parse(text)).toThrow();
    const found = describeJsonError(text);
    expect(found).toBeDefined();
    return found!;
  };

  it('finds nothing wrong in valid JSON', () => {
    expect(describeJsonError('{\n  "a": [1, 2]\n}\n')).toBeUndefined();
  });

  it('names a trailing comma before } or ] on the comma\'s line', () => {
    expect(describe_('{\n  "a": 1,\n  "b": 2,\n}\n')).toMatchObject({ line: 3, column: 9, hint: expect.stringMatching(/comma after the last item.*remove this comma/) });
    expect(describe_('{\n  "a": [\n    1,\n    2,\n  ]\n}')).toMatchObject({ line: 4, column: 6, hint: expect.stringMatching(/remove this comma/) });
  });

  it('names a missing comma between items and the line to add it to', () => {
    expect(describe_('{\n  "a": 1\n  "b": 2\n}')).toMatchObject({ line: 3, column: 3, hint: expect.stringMatching(/comma is missing.*end of line 2/) });
    expect(describe_('[\n  {"a": 1}\n  {"a": 2}\n]')).toMatchObject({ line: 3, hint: expect.stringMatching(/end of line 2/) });
  });

  it('names a missing or unclosed quote', () => {
    expect(describe_('{\n  "name": "Dr. Asha Rao,\n  "title": "x"\n}')).toMatchObject({ line: 2, column: 11, hint: expect.stringMatching(/no closing double quote/) });
    expect(describe_('{\n  "name: "Dr"\n}')).toMatchObject({ line: 2, hint: expect.stringMatching(/field name "name" has no closing double quote/) });
    expect(describe_('{\n  "name": Dr. Asha Rao"\n}')).toMatchObject({ line: 2, hint: expect.stringMatching(/text must be written in double quotes/) });
    expect(describe_('{\n  "text": "He said "hello" to me"\n}')).toMatchObject({ line: 2, hint: expect.stringMatching(/write it as \\"/) });
  });

  it('names single quotes, comments and unquoted field names', () => {
    expect(describe_("{\n  'name': 'x'\n}")).toMatchObject({ line: 2, column: 3, hint: expect.stringMatching(/double quotes .* only/) });
    expect(describe_('{\n  "a": 1, // a note\n  "b": 2\n}')).toMatchObject({ line: 2, column: 11, hint: expect.stringMatching(/cannot contain comments/) });
    expect(describe_('{\n  /* a note */ "a": 1\n}')).toMatchObject({ line: 2, hint: expect.stringMatching(/cannot contain comments/) });
    expect(describe_('{\n  name: "x"\n}')).toMatchObject({ line: 2, column: 3, hint: 'field names must be in double quotes: write "name" instead of name' });
  });

  it('names other common slips', () => {
    expect(describe_('{"a": True}').hint).toMatch(/write true in lower case/);
    expect(describe_('{"a": tru}').hint).toMatch(/true, false or null/);
    expect(describe_('{"a": 012}').hint).toMatch(/numbers are written with digits only/);
    expect(describe_('{\n  "a": [1, 2\n').hint).toMatch(/\[ on line 2 is closed; add the missing \]/);
    expect(describe_('[1,,2]').hint).toMatch(/one comma too many/);
    expect(describe_('{"a" 1}').hint).toMatch(/colon is missing/);
    expect(describe_('{"a": }').hint).toMatch(/value is missing/);
    expect(describe_('{"a": "C:\\Users"}').hint).toMatch(/backslash/);
    expect(describe_('{"a": “x”}').hint).toMatch(/straight double quotes/);
    expect(describe_('\uFEFF{}').hint).toMatch(/byte-order mark/);
    expect(describe_('').hint).toMatch(/empty/);
    expect(describe_('{"a": 1}\n}')).toMatchObject({ line: 2, hint: expect.stringMatching(/more text after the end/) });
  });

  // jsonc-parser reads the next word, string or number before it notices what is missing before it
  it('names what is missing before a word, string or number that is broken too', () => {
    expect(describe_('{"a": 1 "b\\q": 2}')).toMatchObject({ offset: 8, hint: expect.stringMatching(/comma is missing/) });
    expect(describe_('{"a" "b\\q": 1}')).toMatchObject({ offset: 5, hint: expect.stringMatching(/colon is missing/) });
    expect(describe_('{"name: "1e", "b": 2}')).toMatchObject({ offset: 1, hint: expect.stringMatching(/field name "name" has no closing double quote/) });
    expect(describe_('{"a": true+1}')).toMatchObject({ offset: 10, hint: expect.stringMatching(/"\+" cannot be here/) });
    expect(describe_('[1.5.3]')).toMatchObject({ offset: 1, hint: expect.stringMatching(/numbers are written with digits only/) });
    expect(describe_('{1.}').hint).toMatch(/"1" cannot be here/);
    expect(describe_('null // note').hint).toMatch(/cannot contain comments/);
  });
});

describe('jsonLines', () => {
  const text = ['{', '  "doctors": [', '    {', '      "id": "dr-a",', '      "photo": { "src": "x.svg" }', '    },', '    { "id": "dr-b" }', '  ]', '}'].join('\n');

  it('gives the line of a field, an item, and a nested field', () => {
    const lineOf = jsonLines(text);
    expect(lineOf('doctors')).toBe(2);
    expect(lineOf('doctors[0]')).toBe(3);
    expect(lineOf('doctors[0].id')).toBe(4);
    expect(lineOf(['doctors', 0, 'photo', 'src'])).toBe(5);
    expect(lineOf('doctors[1].id')).toBe(7);
  });

  it('gives a missing field the line of the closest object that is there', () => {
    const lineOf = jsonLines(text);
    expect(lineOf('doctors[0].name')).toBe(3);
    expect(lineOf('doctors[5].name')).toBe(2);
    expect(lineOf('')).toBe(1);
  });

  it('turns paths into text and back', () => {
    expect(jsonPath(['doctors', 3, 'photo', 'src'])).toBe('doctors[3].photo.src');
    expect(parsePath('doctors[3].photo.src')).toEqual(['doctors', 3, 'photo', 'src']);
    expect(parsePath('')).toEqual([]);
  });
});
