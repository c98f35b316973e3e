/**
 * The carousel island talks to Embla through its public API only
 * (api.scrollSnapList(), api.selectedScrollSnap(), the options it passed
 * itself, …). internalEngine() is Embla's own plumbing, with no promise kept
 * between versions, so no component or island may call it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['components', 'islands'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|mjs|js|jsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The code of a file without its comments, which may name the method to say why it is not used. */
const code = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');

const INTERNAL = /\binternalEngine\b/;

describe("Embla's private API", () => {
  it('is called by no file under components/ or islands/', () => {
    const files = FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => code(file).split('\n').flatMap((line, i) => (INTERNAL.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(found).toEqual([]);
  });

  it('would be caught however it is reached', () => {
    for (const line of ['api.internalEngine().options.active', 'const { slideRegistry } = emblaApi?.internalEngine() ?? {};', "api['internalEngine']()"]) expect(INTERNAL.test(line), line).toBe(true);
    expect(INTERNAL.test('api.scrollSnapList()')).toBe(false);
  });
});
