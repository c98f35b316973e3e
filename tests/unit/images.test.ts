import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildImages } from '@/lib/build/images';
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
