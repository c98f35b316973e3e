/**
 * Every picture is checked before the build touches it: it exists, it opens,
 * and a photograph is as large as the site shows it. Tiny generated files
 * stand in for an editor's photographs.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { mergeProblems } from '@/lib/content/problems';
import { contentDir } from '@/lib/content/read';
import { checkPictures, inspectPicture, pictureSizeProblem } from '@/lib/content/pictures';
import { svgDensity } from '@/lib/build/images';
import { largestWidthFor } from '@/lib/images';
import { editJson } from '../support/edit-json';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
const images = path.join(work, 'images');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function write(src: string, data: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(images, src)), { recursive: true });
  fs.writeFileSync(path.join(images, src), data);
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7d7c' } });

beforeAll(async () => {
  write('doctors/tiny.png', await solid(8, 8).png().toBuffer());
  write('doctors/right-size.jpg', await solid(480, 480).jpeg().toBuffer());
  write('departments/wide-but-short.jpg', await solid(1600, 500).jpeg().toBuffer());
  write('doctors/sideways.jpg', await solid(600, 500).jpeg().withMetadata({ orientation: 6 }).toBuffer());
  write('gallery/not-a-photo.jpg', 'Notes for the gallery: ask reception for the new pictures.\n');
  const whole = await solid(1600, 1200).jpeg().toBuffer();
  write('gallery/cut-short.jpg', whole.subarray(0, Math.floor(whole.length / 2)));
  write('doctors/photo.svg', await solid(8, 8).png().toBuffer());
  write('about/notes.svg', 'This should have been a drawing.');
  write('about/no-size.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>');
  write('about/broken.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect width="10" height="10"\n</svg>');
  write(
    'about/good.svg',
    '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900"><rect width="1200" height="900" fill="#eee"/></svg>',
  );
});

/** The problem with one picture, as the content check words it; undefined if it is fine. */
async function problemWith(src: string): Promise<string | undefined> {
  const inspection = await inspectPicture(images, src);
  return inspection.ok ? pictureSizeProblem(src, inspection.facts) : inspection.problem;
}

describe('largestWidthFor', () => {
  it('is the widest variant the image build makes for the picture\'s folder', () => {
    expect(largestWidthFor('doctors/dr-asha-rao.jpg')).toBe(480);
    expect(largestWidthFor('slides/large/one.jpg')).toBe(1920);
    expect(largestWidthFor('departments/cardiology.jpg')).toBe(1440);
    expect(largestWidthFor('somewhere-else/x.jpg')).toBe(960);
  });

  it('is what the image build rasterises SVG artwork for: twice its own size, more if that falls short', async () => {
    expect(await svgDensity(path.join(images, 'about/good.svg'), 'about/good.svg')).toBe(144); // 1200 wide, shown up to 1440
    write('slides/large/small-drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 100"><rect width="240" height="100"/></svg>');
    // shown up to 1920 × 800: 8 times its own size
    expect(await svgDensity(path.join(images, 'slides/large/small-drawing.svg'), 'slides/large/small-drawing.svg')).toBe(576);
  });
});

describe('inspectPicture', () => {
  it('accepts a photograph as large as its largest size, and any well-formed SVG', async () => {
    expect(await problemWith('doctors/right-size.jpg')).toBeUndefined();
    expect(await inspectPicture(images, 'about/good.svg')).toEqual({ ok: true, facts: { kind: 'svg', width: 1200, height: 900 } });
    expect(await problemWith('about/good.svg')).toBeUndefined();
  });

  it('refuses a photograph smaller than the site shows it, with the size it has and the size it needs', async () => {
    expect(await problemWith('doctors/tiny.png')).toBe(
      'picture "doctors/tiny.png" is only 8 × 8 pixels, but the site shows it up to 480 × 480 pixels (pictures in doctors/ are cut to a square shape); use a photograph at least 480 × 480 pixels (larger is fine)',
    );
    expect(await problemWith('departments/wide-but-short.jpg')).toMatch(/is only 1600 × 500 pixels, but the site shows it up to 1440 × 960 pixels \(pictures in departments\/ are cut to a 3:2 shape\)/);
  });

  it('measures a photograph the way the build turns it (EXIF orientation)', async () => {
    expect(await inspectPicture(images, 'doctors/sideways.jpg')).toEqual({ ok: true, facts: { kind: 'raster', width: 500, height: 600 } });
  });

  it('refuses files that do not open as pictures', async () => {
    expect(await problemWith('gallery/not-a-photo.jpg')).toMatch(/^picture "gallery\/not-a-photo\.jpg" cannot be opened as a picture: the file is damaged or is not really a JPEG, PNG or WebP/);
    expect(await problemWith('gallery/cut-short.jpg')).toMatch(/cannot be opened as a picture/);
  });

  it('refuses an .svg that is not an SVG drawing, has no size, or is damaged', async () => {
    expect(await problemWith('doctors/photo.svg')).toMatch(/^picture "doctors\/photo\.svg" is a PNG photograph with an \.svg name; rename the file to end in \.png/);
    expect(await problemWith('about/notes.svg')).toMatch(/is not an SVG drawing \(the file does not start with an <svg> tag\)/);
    expect(await problemWith('about/no-size.svg')).toMatch(/has no size; add viewBox="0 0 W H"/);
    expect(await problemWith('about/broken.svg')).toMatch(/^picture "about\/broken\.svg" is a damaged SVG drawing \(its code breaks at line \d+, column \d+\)/);
  });

  it('says when a file is missing, with the nearest file of its folder', async () => {
    expect(await problemWith('doctors/right-sise.jpg')).toBe('picture "doctors/right-sise.jpg" does not exist in content/images; did you mean "doctors/right-size.jpg"?');
  });
});

describe('checkPictures', () => {
  it('finds nothing wrong with the shipped pictures', async () => {
    expect(await checkPictures(contentDir())).toEqual([]);
  });

  // a copy of the test fixture, not of the shipped sample, so the doctors named below are the fixture's
  describe('on a copy of the content with bad pictures', () => {
    const dir = path.join(work, 'content');
    beforeAll(async () => {
      fs.cpSync(path.join(process.cwd(), 'tests/fixtures/content'), dir, { recursive: true });
      fs.copyFileSync(path.join(images, 'doctors/tiny.png'), path.join(dir, 'images/doctors/tiny.png'));
      fs.copyFileSync(path.join(images, 'gallery/not-a-photo.jpg'), path.join(dir, 'images/gallery/not-a-photo.jpg'));
      editJson(dir, 'doctors.json', (data) => {
        data.doctors[1].photo.src = 'doctors/tiny.png';
        data.doctors[2].photo.src = 'gallery/not-a-photo.jpg';
      });
    });

    it('names the file, line and item of each bad picture, with the sizes', async () => {
      const problems = (await checkPictures(dir)).map((p) => ({ ...p, file: path.relative(work, p.file) }));
      const lines = fs.readFileSync(path.join(dir, 'doctors.json'), 'utf8').split('\n');
      const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
      expect(problems).toEqual([
        {
          file: 'content/doctors.json',
          at: 'doctors[1].photo.src',
          line: lineOf('"doctors/tiny.png"'),
          item: 'doctor "dr-mahesh-gowda"',
          field: 'photo › src',
          message: expect.stringMatching(/^picture "doctors\/tiny\.png" is only 8 × 8 pixels, but the site shows it up to 480 × 480 pixels/),
        },
        {
          file: 'content/doctors.json',
          at: 'doctors[2].photo.src',
          line: lineOf('"gallery/not-a-photo.jpg"'),
          item: 'doctor "dr-kavya-shetty"',
          field: 'photo › src',
          message: expect.stringMatching(/cannot be opened as a picture/),
        },
      ]);
    });

    it('adds to loadContent\'s problems without repeating a missing picture', async () => {
      editJson(dir, 'gallery.json', (data) => (data.images[0].picture.src = 'gallery/not-there.jpg'));
      const loaded = loadContent(dir).problems;
      const pictures = await checkPictures(dir);
      const merged = mergeProblems(loaded, pictures);
      expect(merged.filter((p) => p.at === 'images[0].picture.src')).toHaveLength(1);
      expect(merged.filter((p) => p.at === 'doctors[1].photo.src')).toHaveLength(1);
    });

    it('stops npm run images with the same plain problem and no stack trace', () => {
      const run = spawnSync(process.execPath, [path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-images.ts'], {
        cwd: process.cwd(),
        env: { ...process.env, CONTENT_DIR: dir },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^images: stopped, the content has \d+ problems in \d+ files:/);
      expect(run.stderr).toMatch(/\n {2}line \d+ · doctor "dr-mahesh-gowda" › photo › src: picture "doctors\/tiny\.png" is only 8 × 8 pixels/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stderr).not.toMatch(/Invalid input|expected|received|Too big|Too small|Invalid option|Unrecognized key/i);
      expect(run.stdout).toBe('');
    });
  });
});
