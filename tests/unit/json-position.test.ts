import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from '@/lib/content/json-position';

describe('jsonErrorOffset', () => {
  it('accepts valid JSON', () => {
    for (const ok of ['{}', '[]', '{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]}', ' "s" ']) expect(jsonErrorOffset(ok)).toBe(-1);
  });

  it('points at the first character that breaks the JSON', () => {
    expect(jsonErrorOffset('{"a": [,1]}')).toBe(7);
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset('{"a": 1 "b": 2}')).toBe(8);
    expect(jsonErrorOffset("{'a': 1}")).toBe(1);
    expect(jsonErrorOffset('{"a": tru}')).toBe(9);
    expect(jsonErrorOffset('{"a": 1')).toBe(7);
    expect(jsonErrorOffset('{"a": 1} x')).toBe(9);
  });
});
