/**
 * Keeps content/README.md true: its sample report is what content:check
 * really prints for the test fixture (tests/fixtures/content) with the
 * mistakes below, and its table of picture sizes is the pipeline's.
 * `UPDATE_GUIDE=1 npx vitest run tests/unit/content-guide.test.ts` rewrites both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { contentCheckReport } from '@/lib/content/check';
import { PICTURE_FORMATS, largestWidthFor } from '@/lib/images';

const GUIDE = path.join(process.cwd(), 'content/README.md');
const FIXTURE = path.join(process.cwd(), 'tests/fixtures/content');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Text between `<!-- name -->` and `<!-- /name -->` in the guide. */
function section(text: string, name: string): { start: number; end: number; body: string } {
  const open = `<!-- ${name} -->\n`;
  const start = text.indexOf(open);
  const end = text.indexOf(`<!-- /${name} -->`);
  if (start < 0 || end < start) throw new Error(`content/README.md has no <!-- ${name} --> … <!-- /${name} --> section`);
  return { start: start + open.length, end, body: text.slice(start + open.length, end) };
}

function checkSection(name: string, expected: string) {
  const guide = fs.readFileSync(GUIDE, 'utf8');
  const { start, end, body } = section(guide, name);
  if (process.env.UPDATE_GUIDE) fs.writeFileSync(GUIDE, guide.slice(0, start) + expected + guide.slice(end));
  else expect(body, `content/README.md's ${name} is out of date: run UPDATE_GUIDE=1 npx vitest run tests/unit/content-guide.test.ts`).toBe(expected);
}

/** Six mistakes editors make, each a plain text edit of one file. */
async function makeMistakes(dir: string) {
  const replace = (file: string, from: string, to: string) => {
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(from)) throw new Error(`the fixture's ${file} no longer has ${from}`);
    fs.writeFileSync(full, text.replace(from, to));
  };
  replace('doctors.json', '"experienceYears": 16', '"experienceYears": "16"');
  replace('doctors.json', '"qualifications": "MBBS, MS (Ortho), Fellowship', '"qualifcations": "MBBS, MS (Ortho), Fellowship');
  replace('navigation.json', '"cardiology"', '"cardiolgy"');
  replace('gallery.json', '"caption": "Patient room with space for a family member"\n    }', '"caption": "Patient room with space for a family member"\n    },');
  replace('articles/benefits-of-regular-exercise.json', '"date": "2025-01-20"', '"date": "2025-02-30"');
  // a photograph too small for a doctor's portrait
  await sharp({ create: { width: 300, height: 300, channels: 3, background: '#88aacc' } }).jpeg().toFile(path.join(dir, 'images/doctors/dr-new-photo.jpg'));
  replace('doctors.json', '"src": "doctors/dr-vivek-menon.svg"', '"src": "doctors/dr-new-photo.jpg"');
}

describe("the editors' guide", () => {
  it('shows what content:check really prints for six common mistakes', async () => {
    const dir = path.join(tmp, 'content');
    fs.cpSync(FIXTURE, dir, { recursive: true });
    await makeMistakes(dir);
    const { ok, text } = await contentCheckReport(dir);
    expect(ok).toBe(false);
    const printed = text.split(dir + path.sep).join('content/');
    checkSection('content-check-example', '```text\n' + printed + '\n```\n');
  });

  it('says how wide a photograph must be in each folder, as the picture pipeline makes them', () => {
    const rows = PICTURE_FORMATS.map((f) => `| \`${f.folder}\` | ${f.ratio[0]}:${f.ratio[1]} | ${largestWidthFor(f.folder + 'x.jpg')} |`);
    checkSection('picture-sizes', '| folder | shape (width:height) | at least (px wide) |\n| --- | --- | --- |\n' + rows.join('\n') + '\n');
  });

  it('starts from a fixture that passes the check', async () => {
    expect((await contentCheckReport(FIXTURE)).text).toMatch(/^content:check ok/);
  });
});
