import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentDir } from '@/lib/content/read';

/**
 * Scratch copies of the content the tests run on (content/, or the folder
 * CONTENT_DIR names) for tests that make an editor's change: `copy()` makes
 * one (pictures shared through a link, since no such change adds one),
 * `removeAll()` (in an afterEach) deletes them.
 */
export function contentCopies() {
  const made: string[] = [];
  return {
    copy(prefix = 'content-'): string {
      const shipped = contentDir();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      made.push(dir);
      for (const entry of fs.readdirSync(shipped, { withFileTypes: true })) {
        const from = path.join(shipped, entry.name);
        if (entry.name === 'images') fs.symlinkSync(from, path.join(dir, entry.name), 'dir');
        else fs.cpSync(from, path.join(dir, entry.name), { recursive: true });
      }
      return dir;
    },
    removeAll(): void {
      for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every word a content folder holds (its JSON files, translations included, the editor schemas aside), in lower case. */
export function textOf(dir: string): string {
  const files = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(folder, e.name);
      if (e.isDirectory()) return e.name === 'schemas' || e.name === 'images' ? [] : files(full);
      return e.name.endsWith('.json') ? [full] : [];
    });
  return files(dir)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n')
    .toLowerCase();
}

/**
 * A name for something a test adds that the content has nowhere yet: `base`
 * ("dr-asha-rao", the guide's own example) unless the content already holds
 * it (editors follow the same guide), else `base-2`, `base-3` … (with `join`
 * " " for a name or title: "Dr. Asha Rao 2"). `taken` may rule out more (a
 * filter label whose page address is already used). So a test never adds
 * what is already there, and what it finds on a page is what it added.
 */
export function unused(dir: string, base: string, join = '-', taken: (candidate: string) => boolean = () => false): string {
  const text = textOf(dir);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${join}${n}`;
    if (!text.includes(candidate.toLowerCase()) && !taken(candidate)) return candidate;
  }
}
