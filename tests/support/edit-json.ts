import fs from 'node:fs';
import path from 'node:path';

/**
 * An editor's change to a JSON file of a scratch content folder: reads `file`
 * (relative to `dir`), lets `edit` change the data in place, and writes it
 * back as the editors' files are laid out (two spaces, a final newline), so
 * the lines a test then reads are the ones an editor would see.
 */
export function editJson(dir: string, file: string, edit: (data: any) => void): void {
  const full = path.join(dir, file);
  const data = JSON.parse(fs.readFileSync(full, 'utf8'));
  edit(data);
  fs.writeFileSync(full, JSON.stringify(data, null, 2) + '\n');
}
