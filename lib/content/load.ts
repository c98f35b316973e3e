/**
 * The only module that reads content/. It parses every JSON file, validates it
 * with its zod schema, cross-checks references between files, and reports
 * every problem at once as "content/file.json: path.to.field: what is wrong".
 */
import fs from 'node:fs';
import path from 'node:path';
import { cache } from 'react';
import type { z } from 'zod';
import {
  aboutSchema,
  announcementsSchema,
  articleSchema,
  contactSchema,
  departmentSchema,
  doctorFilterSchema,
  doctorsSchema,
  expertiseSchema,
  gallerySchema,
  homeSchema,
  navigationSchema,
  pagesSchema,
  siteSchema,
  type About,
  type Announcement,
  type Article,
  type Contact,
  type Department,
  type Doctor,
  type DoctorFilterOption,
  type Expertise,
  type Gallery,
  type Home,
  type Navigation,
  type Pages,
  type Site,
} from './schema';
import { crossCheck } from './integrity';
import { jsonErrorOffset } from './json-position';

export interface Content {
  site: Site;
  pages: Pages;
  home: Home;
  about: About;
  contact: Contact;
  doctors: Doctor[];
  doctorFilter: DoctorFilterOption[];
  departments: Department[];
  expertise: Expertise;
  articles: Article[];
  announcements: Announcement[];
  gallery: Gallery;
  navigation: Navigation;
}

export interface Problem {
  /** Path of the file relative to the project, e.g. "content/doctors.json". */
  file: string;
  /** JSON path inside the file, e.g. "doctors[3].photo.src"; empty for the whole file. */
  at: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}: ${p.at || '(file)'}: ${p.message}`;
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `Content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => '  ' + formatProblem(p)).join('\n'),
    );
    this.name = 'ContentError';
  }
}

/** Where content lives; CONTENT_DIR lets tests and the scale benchmark point elsewhere. */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
}

/** Turns a zod issue path into the "a.b[2].c" form an editor can follow. */
export function jsonPath(parts: readonly PropertyKey[]): string {
  return parts
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/** Line and column of a character offset, for JSON syntax errors. */
function lineAndColumn(source: string, offset: number): string {
  const before = source.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

function readJson(dir: string, relative: string, problems: Problem[]): unknown {
  const file = path.join(dir, relative);
  const label = displayName(dir, relative);
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    problems.push({ file: label, at: '', message: 'file is missing' });
    return undefined;
  }
  try {
    return JSON.parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = jsonErrorOffset(source);
    const where = offset >= 0 ? ` (${lineAndColumn(source, offset)})` : '';
    const near = offset >= 0 ? `: unexpected ${offset < source.length ? JSON.stringify(source[offset]) : 'end of file'}` : `: ${message}`;
    problems.push({ file: label, at: '', message: `is not valid JSON${where}${near}` });
    return undefined;
  }
}

function displayName(dir: string, relative: string): string {
  const rel = path.relative(process.cwd(), path.join(dir, relative));
  return rel.startsWith('..') ? path.join(dir, relative) : rel;
}

function parseFile<S extends z.ZodType>(
  dir: string,
  relative: string,
  schema: S,
  problems: Problem[],
): z.infer<S> | undefined {
  const data = readJson(dir, relative, problems);
  if (data === undefined) return undefined;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    else if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) message = 'is required but missing';
    problems.push({ file: displayName(dir, relative), at: jsonPath(issue.path), message });
  }
  return undefined;
}

function listJson(dir: string, folder: string): string[] {
  const full = path.join(dir, folder);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(folder, name));
}

/** Loads and checks everything; returns what it could read and every problem found. */
export function loadContent(dir = contentDir()): { content?: Content; problems: Problem[] } {
  const problems: Problem[] = [];
  const site = parseFile(dir, 'site.json', siteSchema, problems);
  const pages = parseFile(dir, 'pages.json', pagesSchema, problems);
  const home = parseFile(dir, 'home.json', homeSchema, problems);
  const about = parseFile(dir, 'about.json', aboutSchema, problems);
  const contact = parseFile(dir, 'contact.json', contactSchema, problems);
  const doctors = parseFile(dir, 'doctors.json', doctorsSchema, problems);
  const doctorFilter = parseFile(dir, 'doctor-filter.json', doctorFilterSchema, problems);
  const expertise = parseFile(dir, 'expertise.json', expertiseSchema, problems);
  const announcements = parseFile(dir, 'announcements.json', announcementsSchema, problems);
  const gallery = parseFile(dir, 'gallery.json', gallerySchema, problems);
  const navigation = parseFile(dir, 'navigation.json', navigationSchema, problems);

  const departmentFiles = listJson(dir, 'departments');
  const departments = departmentFiles.map((f) => ({ file: f, data: parseFile(dir, f, departmentSchema, problems) }));
  const articleFiles = listJson(dir, 'articles');
  const articles = articleFiles.map((f) => ({ file: f, data: parseFile(dir, f, articleSchema, problems) }));

  const parsed = {
    site,
    pages,
    home,
    about,
    contact,
    doctors: doctors?.doctors,
    doctorFilter: doctorFilter?.options,
    expertise,
    announcements: announcements?.announcements,
    gallery,
    navigation,
  };
  const allDepartments = departments.map((d) => d.data);
  const allArticles = articles.map((a) => a.data);

  const fileOf = (relative: string) => displayName(dir, relative);
  crossCheck(
    {
      ...parsed,
      departments: departments.map((d) => ({ file: fileOf(d.file), data: d.data })),
      articles: articles.map((a) => ({ file: fileOf(a.file), data: a.data })),
    },
    { imagesDir: path.join(dir, 'images'), fileOf },
    problems,
  );

  const complete =
    Object.values(parsed).every((v) => v !== undefined) &&
    allDepartments.every((d) => d !== undefined) &&
    allArticles.every((a) => a !== undefined);
  if (problems.length > 0 || !complete) return { problems };

  const byDate = (a: Article, b: Article) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
  return {
    problems,
    content: {
      ...(parsed as Omit<Content, 'departments' | 'articles'>),
      departments: allDepartments as Department[],
      articles: (allArticles as Article[]).sort(byDate),
    },
  };
}

function loadOrThrow(): Content {
  const { content, problems } = loadContent();
  if (!content) throw new ContentError(problems);
  return content;
}

/**
 * In `next dev` (`npm run dev`) content is read afresh for every request, once
 * per request (React's cache lasts one server render), so an editor's saved
 * change shows on the next page load without a restart.
 */
const loadPerRequest = cache(loadOrThrow);

let cached: Content | undefined;

/** The validated content, loaded once per process; throws a ContentError listing every problem. */
export function getContent(): Content {
  if (process.env.NODE_ENV === 'development') return loadPerRequest();
  cached ??= loadOrThrow();
  return cached;
}
