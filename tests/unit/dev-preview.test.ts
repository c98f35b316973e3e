/** The parts of `npm run dev` that need no server: the problems page, the folder watcher, the reload frames. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { textFrame } from '@/lib/dev/live-reload';
import { whereText, problemsPage, sourceExcerpt } from '@/lib/dev/problems-page';
import { watchTree, type TreeWatcher } from '@/lib/dev/watch-tree';

describe('the problems page', () => {
  it('names the place as content:check does: line, item, field', () => {
    expect(whereText({ file: 'content/doctors.json', at: 'doctors[1].photo.src', message: 'x', line: 42, item: 'doctor "dr-b"', field: 'photo › src' })).toBe(
      'line 42 · doctor "dr-b" › photo › src',
    );
    expect(whereText({ file: 'content/site.json', at: '', message: 'the file is missing' })).toBe('the file as a whole');
  });

  it('shows the lines around a syntax mistake, the mistake marked', () => {
    const excerpt = sourceExcerpt('{\n  "a": 1,\n  "b": 2\n  "c": 3\n}\n', 4, 3);
    expect(excerpt.map((l) => l.number)).toEqual([2, 3, 4, 5]);
    expect(excerpt.find((l) => l.column !== undefined)).toMatchObject({ number: 4, column: 3 });
  });

  it('lists every problem under its file, escaped, with the script and the lines around a syntax mistake', () => {
    const html = problemsPage(
      [
        { file: 'content/doctors.json', at: 'doctors[1].phone', message: 'must start with <+91>', line: 9, item: 'doctor "dr-b"', field: 'phone' },
        { file: 'content/site.json', at: '', message: 'the file is not valid JSON: there is a comma after the last item', line: 3, column: 1 },
        { file: 'content/doctors.json', at: 'doctors[0].name', message: 'is missing', line: 2, item: 'doctor "dr-a"', field: 'name' },
      ],
      {
        checkedAt: new Date(2026, 0, 1, 9, 5, 7),
        script: '<script>reload()</script>',
        readSource: (file) => (file === 'content/doctors.json' ? '{}' : '{\n  "a": 1,\n}'),
      },
    );
    expect(html).toContain('the content has 3 problems');
    expect(html.match(/<section>/g)).toHaveLength(2);
    expect(html.indexOf('doctor &quot;dr-a&quot;')).toBeGreaterThan(html.indexOf('doctor &quot;dr-b&quot;'));
    expect(html.indexOf('content/site.json')).toBeGreaterThan(html.indexOf('doctor &quot;dr-a&quot;'));
    expect(html).toContain('must start with &lt;+91&gt;');
    expect(html).toContain('line 9 · doctor &quot;dr-b&quot; › phone');
    expect(html).toContain('<mark>}</mark>');
    expect(html).toContain('Checked at 09:05:07.');
    expect(html.trimEnd()).toMatch(/<script>reload\(\)<\/script>\n<\/body>\n<\/html>$/);
  });
});

describe('reload frames', () => {
  it('are unmasked text frames with the length in 7, 16 or 64 bits', () => {
    expect([...textFrame('reload')]).toEqual([0x81, 6, ...Buffer.from('reload')]);
    const medium = textFrame('x'.repeat(300));
    expect([...medium.subarray(0, 4)]).toEqual([0x81, 126, 1, 44]);
    const long = textFrame('x'.repeat(70_000));
    expect(long[1]).toBe(127);
    expect(long.readBigUInt64BE(2)).toBe(70_000n);
  });
});

describe('watchTree', () => {
  let dir: string;
  let watcher: TreeWatcher | undefined;
  afterEach(() => {
    watcher?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Runs a change and waits until the watcher has reported the file. */
  async function reported(seen: string[], file: string, change: () => void) {
    seen.length = 0;
    change();
    const deadline = Date.now() + 3000;
    while (!seen.includes(file)) {
      if (Date.now() > deadline) throw new Error(`${file} not reported; got ${JSON.stringify(seen)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('keeps reporting a file saved by renaming a temporary file over it, and files in new folders', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-tree-'));
    fs.mkdirSync(path.join(dir, 'articles'));
    const file = path.join(dir, 'articles', 'a.json');
    fs.writeFileSync(file, '1');
    const seen: string[] = [];
    watcher = watchTree(dir, (f) => seen.push(f));
    const renameSave = (text: string) => {
      fs.writeFileSync(file + '.tmp', text);
      fs.renameSync(file + '.tmp', file);
    };
    await reported(seen, 'articles/a.json', () => renameSave('2'));
    await reported(seen, 'articles/a.json', () => renameSave('3'));
    await reported(seen, 'articles/a.json', () => fs.writeFileSync(file, '4'));
    await reported(seen, 'images/new/b.svg', () => {
      fs.mkdirSync(path.join(dir, 'images', 'new'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'images', 'new', 'b.svg'), '<svg/>');
    });
    await reported(seen, 'images/new/b.svg', () => fs.writeFileSync(path.join(dir, 'images', 'new', 'b.svg'), '<svg></svg>'));
    await reported(seen, 'articles/a.json', () => fs.rmSync(file));
  });
});
