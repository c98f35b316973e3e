import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildSiteIcons, icoFile, iconFiles, svgIconOf } from '@/lib/build/icons';
import { loadContent } from '@/lib/content/load';
import { contentDir } from '@/lib/content/read';
import { siteColours, siteColoursOf, themeColours } from '@/lib/palette';
import { FAVICON_SIZES, PNG_ICONS, maskableLogoSize } from '@/lib/site-icons';
import { PNG_SIGNATURE, readIco } from '../e2e/support/ico';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-icons-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const COLOURS = { theme: '#0f5e6b', background: '#ffffff', iconBackground: '#0f5e6b' };
const BACKGROUND = [0x0f, 0x5e, 0x6b];
/** A test logo that fills its whole square in red, so every pixel of the logo can be told from the icon background. */
const RED_SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#ff0000"/><circle cx="300" cy="300" r="150" fill="#ffffff"/></svg>';
/** The content's logo (site.json): SVG artwork, or a photograph (the guide allows both). */
const SHIPPED_LOGO = path.join(contentDir(), 'images', loadContent().content!.site.logo.src);
const LOGO_IS_DRAWING = SHIPPED_LOGO.toLowerCase().endsWith('.svg');

function writeLogo(name: string, svg = RED_SQUARE) {
  const file = path.join(work, name);
  fs.writeFileSync(file, svg);
  return file;
}

const pixelsOf = async (file: string) => sharp(file).raw().toBuffer({ resolveWithObject: true });
const icon = (publicDir: string, file: string) => path.join(publicDir, '_img/icons', file);

describe('the palette', () => {
  it('reads the colour tokens of a @theme block, comments aside', () => {
    const css = '@theme {\n  /* --color-brand-700: #000000; */\n  --color-brand-700: #0F5E6B;\n  --color-page: #ffffff;\n  --text-xs: 1rem;\n}\n';
    expect(themeColours(css)).toEqual({ 'brand-700': '#0F5E6B', page: '#ffffff' });
    expect(siteColoursOf(css)).toEqual(COLOURS);
  });

  it('names a missing token', () => {
    expect(() => siteColoursOf('@theme {\n  --color-brand-700: #0f5e6b;\n}\n')).toThrow(/--color-page/);
  });

  it('takes the theme colour and page background from app/globals.css', () => {
    expect(siteColours()).toEqual(COLOURS);
  });
});

describe('favicon.ico', () => {
  it('holds each PNG behind a directory entry with its size, 32 bits, and the offset and length of its bytes', async () => {
    const pngs = await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await sharp({ create: { width: size, height: size, channels: 4, background: '#ff0000' } }).png().toBuffer() })));
    const ico = icoFile(pngs);
    const { type, entries } = readIco(ico);
    expect(type).toBe(1);
    expect(entries.map((e) => [e.width, e.height, e.planes, e.bitCount])).toEqual([
      [16, 16, 1, 32],
      [32, 32, 1, 32],
      [48, 48, 1, 32],
    ]);
    expect(entries[0]!.offset).toBe(6 + 16 * 3);
    for (const [i, e] of entries.entries()) {
      expect(e.data.equals(pngs[i]!.png)).toBe(true);
      if (i > 0) expect(e.offset).toBe(entries[i - 1]!.offset + entries[i - 1]!.bytes);
    }
    expect(ico.length).toBe(entries.at(-1)!.offset + entries.at(-1)!.bytes);
  });

  it('writes 256 px as 0, as the format wants, and refuses what cannot fit', () => {
    const png = Buffer.from(PNG_SIGNATURE);
    expect(readIco(icoFile([{ size: 256, png }])).entries[0]).toMatchObject({ width: 256, height: 256 });
    expect(icoFile([{ size: 256, png }]).readUInt8(6)).toBe(0);
    expect(() => icoFile([{ size: 300, png }])).toThrow(/1 to 256/);
  });
});

describe('the icons drawn from the logo', () => {
  it('writes every icon at its size: favicon.ico with 16, 32 and 48 px PNGs, the SVG, the Apple touch icon and the app icons', async () => {
    const publicDir = path.join(work, 'shipped');
    expect(await buildSiteIcons({ logo: SHIPPED_LOGO, publicDir, colours: COLOURS })).toBe(true);
    for (const file of iconFiles()) expect(fs.existsSync(path.join(publicDir, file)), file).toBe(true);

    const { entries } = readIco(fs.readFileSync(path.join(publicDir, 'favicon.ico')));
    expect(entries.map((e) => e.width)).toEqual([16, 32, 48]);
    for (const e of entries) {
      expect(e.data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      const meta = await sharp(e.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', e.width, e.height]);
    }
    for (const { file, size } of PNG_ICONS) {
      const meta = await sharp(icon(publicDir, file)).metadata();
      expect([file, meta.format, meta.width, meta.height]).toEqual([file, 'png', size, size]);
    }
    expect(PNG_ICONS.map((i) => `${i.file} ${i.size}`)).toEqual(
      expect.arrayContaining(['apple-touch-icon.png 180', 'icon-192.png 192', 'icon-512.png 512', 'icon-maskable-512.png 512']),
    );
    // the SVG icon is the logo drawing itself, or, for a photograph, the photograph wrapped in an SVG
    const svgIcon = fs.readFileSync(icon(publicDir, 'icon.svg'), 'utf8').trim();
    if (LOGO_IS_DRAWING) expect(svgIcon).toBe(fs.readFileSync(SHIPPED_LOGO, 'utf8').trim());
    else expect(svgIcon).toMatch(/^<svg [^>]*><image [^>]*href="data:image\/(png|jpeg|webp);base64,/);
  });

  it('keeps icons newer than the logo, and draws them again when forced or when the logo changes', async () => {
    const publicDir = path.join(work, 'again');
    const logo = writeLogo('again.svg');
    expect(await buildSiteIcons({ logo, publicDir, colours: COLOURS })).toBe(true);
    expect(await buildSiteIcons({ logo, publicDir, colours: COLOURS })).toBe(false);
    expect(await buildSiteIcons({ logo, publicDir, colours: COLOURS, force: true })).toBe(true);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(logo, later, later);
    expect(await buildSiteIcons({ logo, publicDir, colours: COLOURS })).toBe(true);
  });

  it('puts the whole logo inside the safe zone of a maskable icon, on the brand background', async () => {
    const publicDir = path.join(work, 'maskable');
    await buildSiteIcons({ logo: writeLogo('maskable.svg'), publicDir, colours: COLOURS });
    for (const { file, size } of PNG_ICONS.filter((i) => i.style === 'maskable')) {
      const { data, info } = await pixelsOf(icon(publicDir, file));
      expect(info.channels, 'opaque').toBe(3);
      const safe = size * 0.4; // the safe zone: a centred circle of 80% of the width
      let logoPixels = 0;
      const outside: string[] = [];
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) {
          const i = (y * size + x) * 3;
          const isBackground = Math.abs(data[i]! - BACKGROUND[0]!) + Math.abs(data[i + 1]! - BACKGROUND[1]!) + Math.abs(data[i + 2]! - BACKGROUND[2]!) < 12;
          if (isBackground) continue;
          logoPixels++;
          if (Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > safe) outside.push(`${x},${y}`);
        }
      expect(outside.slice(0, 5), `${file}: logo pixels outside the safe zone`).toEqual([]);
      // and the logo is as large as the safe zone allows
      expect(logoPixels).toBeGreaterThan(0.95 * maskableLogoSize(size) ** 2);
    }
  });

  it('makes the Apple touch icon opaque, and the other icons the logo alone with its own transparency', async () => {
    const publicDir = path.join(work, 'shapes');
    const rounded = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" rx="150" fill="#ff0000"/></svg>';
    await buildSiteIcons({ logo: writeLogo('rounded.svg', rounded), publicDir, colours: COLOURS });
    const apple = await pixelsOf(icon(publicDir, 'apple-touch-icon.png'));
    expect(apple.info.channels).toBe(3);
    expect([...apple.data.subarray(0, 3)], 'the corner shows the brand background').toEqual(BACKGROUND);
    const any = await pixelsOf(icon(publicDir, 'icon-512.png'));
    expect(any.info.channels).toBe(4);
    expect(any.data[3], 'a transparent corner').toBe(0);
    const centre = (256 * 512 + 256) * 4;
    expect([...any.data.subarray(centre, centre + 4)]).toEqual([255, 0, 0, 255]);
  });

  it('crops a logo that is not square to the middle, as the site shows it', async () => {
    const publicDir = path.join(work, 'wide');
    const wide = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="#ff0000"/></svg>';
    await buildSiteIcons({ logo: writeLogo('wide.svg', wide), publicDir, colours: COLOURS });
    const meta = await sharp(icon(publicDir, 'icon-512.png')).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
  });

  it('wraps a photograph used as the logo in an SVG icon', async () => {
    const publicDir = path.join(work, 'raster');
    const logo = path.join(work, 'logo.png');
    await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ff0000' } }).png().toFile(logo);
    await buildSiteIcons({ logo, publicDir, colours: COLOURS });
    const svg = fs.readFileSync(icon(publicDir, 'icon.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="192" height="192"[^>]*><image [^>]*href="data:image\/png;base64,/);
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 192, 192]);
  });

  it('refuses a logo drawing that would run code or fetch another file when served on its own', () => {
    const wrap = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;
    expect(() => svgIconOf(wrap('<script>alert(1)</script>'))).toThrow(/a script/);
    expect(() => svgIconOf(wrap('<rect width="1" height="1"/>', ' onload="alert(1)"'))).toThrow(/event handler/);
    expect(() => svgIconOf(wrap('<image href="https://example.org/a.png"/>'))).toThrow(/link to another file/);
    expect(() => svgIconOf(wrap('<use xlink:href="other.svg#a"/>'))).toThrow(/link to another file/);
    expect(() => svgIconOf(wrap('<foreignObject><p>x</p></foreignObject>'))).toThrow(/foreignObject/);
    expect(() => svgIconOf(wrap('<rect style="fill:url(https://example.org/x)"/>'))).toThrow(/url\(\)/);
    expect(svgIconOf(wrap('<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/>'))).toContain('url(#g)');
    // the content's logo, when it is a drawing, is none of these
    if (LOGO_IS_DRAWING) expect(svgIconOf(fs.readFileSync(SHIPPED_LOGO, 'utf8'))).toContain('<svg');
  });
});

describe('the web app manifest', () => {
  const site = { name: 'Hasiru Multispecialty Hospital', shortName: 'Hasiru Hospital', tagline: '24x7 emergency care' };

  it('names the site, starts at the home page, stays in the site and lists the 192 and 512 px icons, plain and maskable', async () => {
    const { webManifest } = await import('@/lib/site-icons');
    const manifest = webManifest(site, COLOURS);
    expect(manifest).toMatchObject({
      name: 'Hasiru Multispecialty Hospital',
      short_name: 'Hasiru Hospital',
      start_url: '/',
      scope: '/',
      id: '/',
      display: 'standalone',
      theme_color: '#0f5e6b',
      background_color: '#ffffff',
    });
    expect(manifest.icons).toEqual([
      { src: '/_img/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/_img/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/_img/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/_img/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('under a base path, start_url, scope and every icon are under it', async () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/hospital-site');
    const { webManifest, iconLinks } = await import('@/lib/site-icons');
    const manifest = webManifest(site, COLOURS);
    expect([manifest.start_url, manifest.scope, manifest.id]).toEqual(['/hospital-site/', '/hospital-site/', '/hospital-site/']);
    expect(manifest.icons.map((i) => i.src)).toEqual([
      '/hospital-site/_img/icons/icon-192.png',
      '/hospital-site/_img/icons/icon-512.png',
      '/hospital-site/_img/icons/icon-maskable-192.png',
      '/hospital-site/_img/icons/icon-maskable-512.png',
    ]);
    expect(iconLinks()).toEqual({
      icon: [
        { url: '/hospital-site/favicon.ico', sizes: '16x16 32x32 48x48' },
        { url: '/hospital-site/_img/icons/icon.svg', type: 'image/svg+xml' },
      ],
      apple: [{ url: '/hospital-site/_img/icons/apple-touch-icon.png', sizes: '180x180' }],
    });
  });

  it('is what the build writes: the names of content/site.json', async () => {
    const { webManifest } = await import('@/lib/site-icons');
    const shipped = loadContent().content!.site;
    expect(webManifest(shipped, siteColours())).toMatchObject({ name: shipped.name, short_name: shipped.shortName });
  });
});
