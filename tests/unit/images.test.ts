import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildImages } from '@/lib/build/images';
import { buildOgImage } from '@/lib/build/og';
import { formatFor, variantsOf } from '@/lib/images';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A real photograph-like JPEG: 1600×1200 of noisy pixels, as a camera would give. */
async function writeJpeg(file: string, width = 1600, height = 1200) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toFile(file);
}

describe('picture variants', () => {
  it('turns a JPEG photograph dropped into doctors/ into square WebP variants of every width', async () => {
    const imagesDir = path.join(work, 'images');
    const publicDir = path.join(work, 'public');
    await writeJpeg(path.join(imagesDir, 'doctors/dr-asha-rao.jpg'));
    const result = await buildImages({ imagesDir, publicDir, sources: ['doctors/dr-asha-rao.jpg'] });
    expect(result.written).toBe(formatFor('doctors/x.jpg').widths.length);
    for (const v of variantsOf('doctors/dr-asha-rao.jpg')) {
      const meta = await sharp(path.join(publicDir, v.path)).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(v.width).toBe(v.height);
    }
  });

  it('skips variants that are newer than their source and remakes them when forced', async () => {
    const imagesDir = path.join(work, 'images');
    const publicDir = path.join(work, 'public');
    const again = await buildImages({ imagesDir, publicDir, sources: ['doctors/dr-asha-rao.jpg'] });
    expect(again).toMatchObject({ written: 0, kept: 2 });
    const forced = await buildImages({ imagesDir, publicDir, sources: ['doctors/dr-asha-rao.jpg'], force: true });
    expect(forced.written).toBe(2);
  });

  it('crops SVG artwork to its folder shape', async () => {
    const imagesDir = path.join(work, 'images');
    const publicDir = path.join(work, 'public');
    fs.mkdirSync(path.join(imagesDir, 'departments'), { recursive: true });
    fs.writeFileSync(
      path.join(imagesDir, 'departments/test.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#0f5e6b"/><circle cx="600" cy="400" r="200" fill="#fff"/></svg>',
    );
    await buildImages({ imagesDir, publicDir, sources: ['departments/test.svg'] });
    const largest = variantsOf('departments/test.svg').at(-1)!;
    const meta = await sharp(path.join(publicDir, largest.path)).metadata();
    expect([meta.width, meta.height]).toEqual([1440, 960]);
  });
});

describe('Open Graph pictures', () => {
  const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="${fill}"/></svg>`;
  const dir = path.join(work, 'og');
  const file = (name: string) => path.join(dir, name);
  const sourcesFile = file('og-sources.json');
  const make = (source: string, force = false) => buildOgImage({ source: file(source), logo: file('logo.svg'), target: file('public/og/department/x.jpg'), sourcesFile, force });
  const colourOf = async () => (await sharp(file('public/og/department/x.jpg')).resize(1, 1, { position: 'right top' }).raw().toBuffer()).toJSON().data.slice(0, 3);

  it('draws a page\'s picture again when its source is another picture, even an older file, and keeps it otherwise', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file('logo.svg'), svg('#ffffff'));
    fs.writeFileSync(file('blue.svg'), svg('#0000ff'));
    fs.writeFileSync(file('red.svg'), svg('#ff0000'));
    // the red picture is the older file: a check by date alone would keep the blue one
    fs.utimesSync(file('red.svg'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(await make('blue.svg')).toBe(true);
    expect(await make('blue.svg')).toBe(false);
    expect((await colourOf())[2]).toBeGreaterThan(200);
    expect(await make('red.svg')).toBe(true);
    expect((await colourOf())[0]).toBeGreaterThan(200);
    expect(await make('red.svg')).toBe(false);
    // a change of the same file's pixels counts too, and --force always draws
    fs.writeFileSync(file('red.svg'), svg('#00ff00'));
    expect(await make('red.svg')).toBe(true);
    expect(await make('red.svg', true)).toBe(true);
  });
});
