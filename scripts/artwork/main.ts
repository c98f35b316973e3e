/**
 * Artwork generator core: finds every `{ src: "*.svg", alt }` picture in the
 * content JSON, and draws a deterministic illustration for each one that is
 * missing (or all of them with `force`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatFor } from '../../lib/images';
import { avatar } from './avatar';
import { logo } from './logo';
import { chooseMotif } from './motifs';
import { ACCENTS } from './palette';
import { choosePlace, placeScene, stageFor, type PlaceKind } from './places';
import { Rng } from './rng';
import { motifScene, peopleScene } from './scene';
import { svgDocument } from './svg';

const HERE = typeof __dirname === 'string' ? __dirname : path.join(process.cwd(), 'scripts', 'artwork');
export const PROJECT_ROOT = path.resolve(HERE, '../..');
export const DEFAULT_CONTENT_DIR = path.join(PROJECT_ROOT, 'content');

export interface PictureRef {
  /** Path under content/images, e.g. "departments/cardiology.svg". */
  src: string;
  alt: string;
  /** An icon named by the nearest enclosing object (e.g. a department's `icon`). */
  hint?: string;
  /** True when `hint` sits on the object that holds the picture itself. */
  hintIsOwn?: boolean;
  /** JSON file (relative to the content dir) it was first found in. */
  file: string;
}

export interface ArtworkOptions {
  force?: boolean;
  /** Folder of content JSON (default: <project>/content). */
  contentDir?: string;
  /** Where pictures go (default: <contentDir>/images). */
  imagesDir?: string;
  /** Print progress and the summary line (default true). */
  log?: boolean;
}

export interface ArtworkResult {
  written: string[];
  kept: string[];
  /** JSON files that could not be read or parsed (skipped). */
  unreadable: string[];
}

/** Pixel size of the drawing for a picture path, from lib/images formats. */
export function canvasFor(src: string): { w: number; h: number } {
  const [rw, rh] = formatFor(src).ratio;
  if (rw === rh) return { w: 600, h: 600 };
  const w = rw / rh >= 1.7 ? (rw / rh > 2 ? 1920 : 1600) : 1200;
  return { w, h: Math.round((w * rh) / rw) };
}

function listJson(dir: string, root: string, out: string[]): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const full = path.join(dir, e.name);
    const rel = path.relative(root, full).split(path.sep).join('/');
    if (e.isDirectory()) {
      if (rel === 'schemas' || rel === 'images' || e.name === 'node_modules' || e.name.startsWith('.')) continue;
      listJson(full, root, out);
    } else if (e.isFile() && e.name.endsWith('.json')) {
      out.push(full);
    }
  }
}

/** Every SVG picture referenced by the content JSON, first occurrence wins. */
export function collectPictures(contentDir: string): { pictures: PictureRef[]; unreadable: string[] } {
  const files: string[] = [];
  listJson(contentDir, contentDir, files);
  const seen = new Map<string, PictureRef>();
  const unreadable: string[] = [];
  for (const file of files) {
    const rel = path.relative(contentDir, file).split(path.sep).join('/');
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      unreadable.push(rel);
      continue;
    }
    const visit = (node: unknown, hint: string | undefined, parentIcon: string | undefined): void => {
      if (Array.isArray(node)) {
        for (const item of node) visit(item, hint, undefined);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const obj = node as Record<string, unknown>;
      const ownIcon = typeof obj.icon === 'string' ? obj.icon : undefined;
      if (typeof obj.src === 'string' && typeof obj.alt === 'string' && /\.svg$/i.test(obj.src)) {
        const src = obj.src.replace(/^\/+/, '');
        if (!seen.has(src)) seen.set(src, { src, alt: obj.alt, hint: parentIcon ?? hint, hintIsOwn: parentIcon !== undefined, file: rel });
      }
      for (const value of Object.values(obj)) visit(value, ownIcon ?? hint, ownIcon);
    };
    visit(data, undefined, undefined);
  }
  const pictures = [...seen.values()].sort((a, b) => (a.src < b.src ? -1 : a.src > b.src ? 1 : 0));
  return { pictures, unreadable };
}

/** Seed key: slides/large/x.svg and slides/small/x.svg share one scene. */
function seedKey(src: string): string {
  return src.replace(/^slides\/(large|small)\//, 'slides/');
}

/** The SVG document for one picture. Pure: same input, same bytes. */
export function renderArtwork(ref: { src: string; alt: string; hint?: string; hintIsOwn?: boolean }): string {
  const { src, alt } = ref;
  const { w, h } = canvasFor(src);
  const rng = new Rng(seedKey(src));
  const accent = rng.fork('accent').pick(ACCENTS);
  const text = `${path.posix.basename(src, '.svg').replace(/[-_]+/g, ' ')} ${alt}`;
  const motif = chooseMotif(src, alt, ref.hint, ref.hintIsOwn);

  if (src.startsWith('brand/')) return svgDocument(w, h, logo(w));
  if (src.startsWith('doctors/')) return svgDocument(w, h, avatar(rng, w, alt, 'doctor', accent));
  if (src.startsWith('testimonials/')) return svgDocument(w, h, avatar(rng, w, alt, 'casual', accent));

  // People in the picture: doctors, nurses, "-ician"/"-ist"/"-ologist" roles, patients, families.
  const careWords =
    /\b(care|caring|doctors?|patients?|family|families|nurses?|team|consult\w*|heal\w*|staff|surgeons?|\w+icians?|\w+ists?|mother|father|child|children|parents?|man|woman|people|helping)\b/i;
  const patientWords = /\b(patients?|family|families|mother|father|child|children|parents?|elderly|older (man|woman)|visitor)\b/i;

  if (src.startsWith('slides/')) {
    // Draw the wide banner; phones get a 4:3 crop around the focal area.
    const W = 1920;
    const H = 800;
    const place = choosePlace(text);
    const kind: PlaceKind | 'care' = place ?? (careWords.test(alt) ? 'care' : 'building');
    let inner: string;
    let centre: number;
    let span: number; // width of the part worth keeping on phones
    if (kind === 'care') {
      const focusX = W * 0.7;
      inner = peopleScene(rng, W, H, motif, accent, { focusX, patient: patientWords.test(alt) });
      centre = focusX - H * 0.1;
      span = H * 1.2;
    } else {
      const stage = stageFor(W, H, 'right');
      centre = stage.x + (1200 * stage.k) / 2;
      span = 1200 * stage.k + 30;
      inner = placeScene(kind, rng, W, H, stage, accent);
    }
    if (src.startsWith('slides/large/')) return svgDocument(w, h, inner, `0 0 ${W} ${H}`);
    // Phones: a 4:3 window around the focal group, at least the full banner
    // height; a wider window reaches below the banner into the bled floor.
    const cropW = Math.max((H * w) / h, span);
    const cropH = (cropW * h) / w;
    const x0 = Math.max(0, Math.min(W - cropW, centre - cropW / 2));
    return svgDocument(w, h, inner, `${Math.round(x0)} 0 ${Math.round(cropW)} ${Math.round(cropH)}`);
  }

  if (src.startsWith('gallery/')) {
    const kind = choosePlace(text) ?? 'corridor';
    return svgDocument(w, h, placeScene(kind, rng, w, h, stageFor(w, h, 'center'), accent));
  }

  if (src.startsWith('home/') || src.startsWith('about/')) {
    const kind = choosePlace(text);
    if (kind) return svgDocument(w, h, placeScene(kind, rng, w, h, stageFor(w, h, 'center'), accent));
    if (careWords.test(alt)) return svgDocument(w, h, peopleScene(rng, w, h, motif, accent, { patient: patientWords.test(alt) }));
  }

  if (src.startsWith('filter/')) return svgDocument(w, h, motifScene(rng, w, h, motif, accent, { focal: 'disc' }));
  const detail = /-detail(-\d+)?\.svg$/.test(src);
  return svgDocument(w, h, motifScene(rng, w, h, motif, accent, { pair: detail }));
}

function insideDir(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** Writes missing artwork (all artwork with `force`) and returns what happened. */
export function generateArtwork(options: ArtworkOptions = {}): ArtworkResult {
  const contentDir = path.resolve(options.contentDir ?? process.env.ARTWORK_CONTENT_DIR ?? DEFAULT_CONTENT_DIR);
  const imagesDir = path.resolve(options.imagesDir ?? process.env.ARTWORK_IMAGES_DIR ?? path.join(contentDir, 'images'));
  const log = options.log ?? true;
  const { pictures, unreadable } = collectPictures(contentDir);
  const result: ArtworkResult = { written: [], kept: [], unreadable };
  for (const pic of pictures) {
    const target = path.resolve(imagesDir, pic.src);
    if (!insideDir(imagesDir, target)) {
      if (log) console.warn(`artwork: skipping ${pic.src} (outside the images folder)`);
      continue;
    }
    if (!options.force && fs.existsSync(target)) {
      result.kept.push(pic.src);
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, renderArtwork(pic));
    result.written.push(pic.src);
  }
  if (log) {
    for (const u of unreadable) console.warn(`artwork: skipped unreadable JSON ${u}`);
    console.log(
      `artwork: ${result.written.length} written, ${result.kept.length} kept` +
        (unreadable.length ? `, ${unreadable.length} unreadable JSON file(s) skipped` : '') +
        ` (${path.relative(process.cwd(), imagesDir) || '.'})`,
    );
  }
  return result;
}
