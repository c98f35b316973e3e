import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const shipped = path.join(process.cwd(), 'content');

/**
 * Scratch copies of the shipped content/ for tests that make an editor's
 * change: `copy()` makes one (pictures shared through a link, since no such
 * change adds one), `removeAll()` (in an afterEach) deletes them.
 */
export function contentCopies() {
  const made: string[] = [];
  return {
    copy(prefix = 'content-'): string {
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
