/**
 * Checks every picture content refers to before the build touches it: the
 * file exists, it opens (a JPEG, PNG or WebP that sharp decodes to the last
 * pixel; an SVG that is really an SVG drawing with a size), and a photograph
 * is at least as large as the largest size the site shows it at
 * (`largestWidthFor` in lib/images.ts, shared with the image build).
 *
 * Asynchronous (sharp), so it is separate from loadContent, which the Next
 * build calls synchronously; `npm run content:check` and `npm run images`
 * await it after loadContent and report its problems with the others.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { formatFor, heightFor, largestWidthFor } from '../images';
import { findPictures, missingPicture } from './integrity';
import { placeProblems, type Problem, type SourceFile } from './problems';
import { contentDir, displayName, listJson } from './read';
import { picture } from './schema';

export interface PictureFacts {
  kind: 'svg' | 'raster';
  /** Size in pixels as the build sees it (after EXIF rotation); for SVG, its viewBox or width/height. */
  width: number;
  height: number;
}

/** The size of a picture file, or what is wrong with it in plain words. */
export type Inspection = { ok: true; facts: PictureFacts } | { ok: false; problem: string };

const RASTER_SIGNATURES: { name: string; test: (b: Buffer) => boolean }[] = [
  { name: 'PNG', test: (b) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])) },
  { name: 'JPEG', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { name: 'WebP', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { name: 'GIF', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
];

/** A number of an SVG length ("1200", "1200px"); undefined for relative lengths ("100%", "10em"). */
const svgLength = (value: string | undefined) => {
  const m = value === undefined ? null : /^\s*([\d.]+)\s*(px)?\s*$/.exec(value);
  return m ? Number(m[1]) : undefined;
};

async function inspectSvg(file: string, src: string): Promise<Inspection> {
  const bytes = fs.readFileSync(file);
  const raster = RASTER_SIGNATURES.find((s) => s.test(bytes));
  if (raster)
    return {
      ok: false,
      problem: `picture "${src}" is a ${raster.name} photograph with an .svg name; rename the file to end in .${raster.name === 'JPEG' ? 'jpg' : raster.name.toLowerCase()} and change "src" to match`,
    };
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // the first element after the XML declaration, comments and doctype must be <svg>
  const start = /^(?:\s|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*<svg[\s>][^>]*>/i.exec(text);
  if (!start)
    return {
      ok: false,
      problem: `picture "${src}" is not an SVG drawing (the file does not start with an <svg> tag); export it again as SVG, or use a JPEG, PNG or WebP file`,
    };
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(start[0]);
  const value = (name: string) => {
    const m = attribute(name);
    return m ? (m[1] ?? m[2]) : undefined;
  };
  const viewBox = value('viewBox')?.trim().split(/[\s,]+/).map(Number);
  let width = svgLength(value('width'));
  let height = svgLength(value('height'));
  if (viewBox) {
    if (viewBox.length !== 4 || viewBox.some((n) => !Number.isFinite(n)) || viewBox[2]! <= 0 || viewBox[3]! <= 0)
      return { ok: false, problem: `picture "${src}" has a broken viewBox ("${value('viewBox')}"); it must be four numbers, like viewBox="0 0 1200 800"` };
    width ??= viewBox[2]!;
    height ??= viewBox[3]!;
  }
  if (!width || !height)
    return { ok: false, problem: `picture "${src}" has no size; add viewBox="0 0 W H" (its width and height) to the <svg> tag` };
  try {
    await sharp(bytes).metadata();
  } catch (error) {
    const where = /line (\d+) column (\d+)/.exec(error instanceof Error ? error.message : '');
    return {
      ok: false,
      problem: `picture "${src}" is a damaged SVG drawing${where ? ` (its code breaks at line ${where[1]}, column ${where[2]})` : ''}; export it again from the drawing program`,
    };
  }
  return { ok: true, facts: { kind: 'svg', width, height } };
}

async function inspectRaster(file: string, src: string): Promise<Inspection> {
  const damaged = `picture "${src}" cannot be opened as a picture: the file is damaged or is not really a JPEG, PNG or WebP; export or save it again as JPEG`;
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(file).metadata();
    // decode every pixel: a file cut short opens but fails here
    await sharp(file).stats();
  } catch {
    return { ok: false, problem: damaged };
  }
  if (!meta.width || !meta.height) return { ok: false, problem: damaged };
  if (meta.format === 'svg')
    return { ok: false, problem: `picture "${src}" is an SVG drawing with a photograph's name; rename the file to end in .svg and change "src" to match` };
  const turned = (meta.orientation ?? 1) >= 5; // EXIF: taken sideways; the build turns it upright
  return { ok: true, facts: { kind: 'raster', width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height } };
}

/** Opens one picture file under content/images (src like "doctors/dr-asha-rao.jpg"). */
export async function inspectPicture(imagesDir: string, src: string): Promise<Inspection> {
  const file = path.join(imagesDir, src);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return { ok: false, problem: missingPicture(imagesDir, src) };
  return src.toLowerCase().endsWith('.svg') ? inspectSvg(file, src) : inspectRaster(file, src);
}

/** What is wrong with a picture for its use, or undefined: a photograph must be as large as it is shown. */
export function pictureSizeProblem(src: string, facts: PictureFacts): string | undefined {
  if (facts.kind === 'svg') return undefined; // drawings scale to any size
  const format = formatFor(src);
  const width = largestWidthFor(src);
  const height = heightFor(format, width);
  if (facts.width >= width && facts.height >= height) return undefined;
  const shape = format.ratio[0] === format.ratio[1] ? 'square' : `${format.ratio[0]}:${format.ratio[1]}`;
  return (
    `picture "${src}" is only ${facts.width} × ${facts.height} pixels, but the site shows it up to ${width} × ${height} pixels` +
    ` (${format.folder ? `pictures in ${format.folder}` : 'this picture'} are cut to a ${shape} shape); use a photograph at least ${width} × ${height} pixels (larger is fine)`
  );
}

/** The JSON files of a content folder, as loadContent reads them. */
function contentFiles(dir: string): string[] {
  return [...listJson(dir, ''), ...listJson(dir, 'departments'), ...listJson(dir, 'articles')];
}

/**
 * Every problem with the pictures that the content files refer to (files
 * that are not valid JSON are skipped: loadContent reports them). A picture
 * used in several places is reported at each place.
 */
export async function checkPictures(dir = contentDir()): Promise<Problem[]> {
  const imagesDir = path.join(dir, 'images');
  const sources = new Map<string, SourceFile>();
  const uses: { file: string; at: string; src: string }[] = [];
  for (const relative of contentFiles(dir)) {
    const file = displayName(dir, relative);
    let data: unknown;
    let text: string;
    try {
      text = fs.readFileSync(path.join(dir, relative), 'utf8');
      data = JSON.parse(text);
    } catch {
      continue;
    }
    sources.set(file, { text, data });
    for (const use of findPictures(data))
      // a src the schema refuses (upper case, outside content/images) is reported by loadContent
      if (picture.shape.src.safeParse(use.src).success) uses.push({ file, ...use });
  }

  const inspections = new Map<string, Promise<Inspection>>();
  const queue = [...new Set(uses.map((u) => u.src))];
  const worker = async () => {
    for (let src = queue.shift(); src !== undefined; src = queue.shift()) {
      const done = inspectPicture(imagesDir, src);
      inspections.set(src, done);
      await done;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);

  const problems: Problem[] = [];
  for (const use of uses) {
    const inspection = await inspections.get(use.src)!;
    const message = inspection.ok ? pictureSizeProblem(use.src, inspection.facts) : inspection.problem;
    if (message) problems.push({ file: use.file, at: use.at, message });
  }
  return placeProblems(problems, (file) => sources.get(file));
}
