/**
 * The only module that reads content/. It parses every JSON file, validates it
 * with its zod schema, cross-checks references between files, and reports
 * every problem at once, grouped by file, each with its line, the item it is
 * in (doctor "dr-asha-rao") and what to do, in plain words (lib/content/messages.ts).
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
import { editorialCheck } from './editorial';
import { crossCheck } from './integrity';
import { describeJsonError, jsonLines, jsonPath, parsePath } from './json-position';
import { describePlace, explainIssues } from './messages';
import type { Language, Translation } from '../i18n/languages';
import { filterSlug } from '../doctor-filter';
import { glossaryFile, glossarySchema, glossaryWarnings, type GlossaryTerm } from './glossary';
import { mergeTranslation, type Gap } from './translations';

export interface Content {
  site: Site;
  pages: Pages;
  home: Home;
  about: About;
  contact: Contact;
  doctors: Doctor[];
  /** The doctor filter's choices, each with its `key`: the address segment of its page, from the English label (the same in every language). */
  doctorFilter: FilterOption[];
  departments: Department[];
  expertise: Expertise;
  articles: Article[];
  announcements: Announcement[];
  gallery: Gallery;
  navigation: Navigation;
  /** For a translation: the items shown in English, by English file ("doctors.json"), and the overlays' warnings. */
  translation?: TranslationState;
}

/** A choice of the doctor filter as pages use it: its `key` is written nowhere, it follows from the English label ("Orthopedics" → "orthopedics"). */
export type FilterOption = DoctorFilterOption & { key: string };

export interface TranslationState {
  lang: Translation;
  gaps: Record<string, Gap[]>;
  /** English files with no translation file at all. */
  missingFiles: string[];
  /** What the site worked around in the overlays (an item the English no longer has), for content:check. */
  warnings: Problem[];
}

export interface Problem {
  /** Path of the file relative to the project, e.g. "content/doctors.json". */
  file: string;
  /** JSON path inside the file, e.g. "doctors[3].photo.src"; empty for the whole file. */
  at: string;
  /** What is wrong and what to do, in plain words. */
  message: string;
  /** Line of the file the problem is on (for a missing field: the line of the object that lacks it). */
  line?: number;
  /** Column, for JSON syntax errors. */
  column?: number;
  /** The item(s) the problem is in, by id or name: `doctor "dr-asha-rao"`, `service "angioplasty" › body item 3`. */
  item?: string;
  /** The field inside the item (or the file): `experienceYears`, `photo › src`. */
  field?: string;
}

/**
 * One problem without its file, as listed under the file's name:
 * `line 42 · doctor "dr-asha-rao" › experienceYears: must be … [doctors[2].experienceYears]`.
 * The JSON path at the end is for programmers; it is left out when it says
 * nothing the words before it do not.
 */
export function describeProblem(p: Problem): string {
  const where = problemPlace(p);
  const jsonPathNote = /\[\d+\]/.test(p.at) ? `  [${p.at}]` : '';
  return `${where ? `${where}: ` : ''}${p.message}${jsonPathNote}`;
}

/** Where a problem is, in words: `line 42 · doctor "dr-asha-rao" › experienceYears`; "" when it is the whole file's. */
export function problemPlace(p: Problem): string {
  const line = p.line === undefined ? '' : `line ${p.line}${p.column === undefined ? '' : `, column ${p.column}`}`;
  const place = [p.item, p.field].filter(Boolean).join(' › ');
  return [line, place].filter(Boolean).join(' · ');
}

/** One problem on one line, with its file: `content/doctors.json, line 42 · doctor "dr-asha-rao" › …`. */
export function formatProblem(p: Problem): string {
  return `${p.file}, ${describeProblem(p)}`;
}

/** "3 problems in 2 files" */
export function countProblems(problems: readonly Problem[]): string {
  const files = new Set(problems.map((p) => p.file)).size;
  return `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
}

/**
 * Every problem, grouped by file (in the order the files were checked),
 * each file's problems by line, indented under the file's name.
 */
export function formatProblems(problems: readonly Problem[]): string {
  const byFile = new Map<string, Problem[]>();
  for (const p of problems) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  return [...byFile]
    .map(([file, list]) => {
      const sorted = list
        .map((p, i) => ({ p, i }))
        .sort((a, b) => (a.p.line ?? 0) - (b.p.line ?? 0) || a.i - b.i)
        .map(({ p }) => `  ${describeProblem(p)}`);
      return [file, ...sorted].join('\n');
    })
    .join('\n\n');
}

/** `more` added to `problems`, leaving out any already reported (same file, place and message). */
export function mergeProblems(problems: readonly Problem[], more: readonly Problem[]): Problem[] {
  const seen = new Set(problems.map((p) => `${p.file}\u0000${p.at}\u0000${p.message}`));
  return [...problems, ...more.filter((p) => !seen.has(`${p.file}\u0000${p.at}\u0000${p.message}`))];
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`The content has ${countProblems(problems)} (run npm run content:check):\n\n${formatProblems(problems)}`);
    this.name = 'ContentError';
  }
}

/** Where content lives; CONTENT_DIR lets tests and the scale benchmark point elsewhere. */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
}

/** Turns a zod issue path into the "a.b[2].c" form of Problem.at. */
export { jsonPath };

/** The text and raw parsed JSON of a content file, for naming the places of its problems. */
export interface SourceFile {
  text: string;
  data: unknown;
}

function readJson(dir: string, relative: string, problems: Problem[], sources: Map<string, SourceFile>): unknown {
  const file = path.join(dir, relative);
  const label = displayName(dir, relative);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    problems.push({ file: label, at: '', message: 'the file is missing' });
    return undefined;
  }
  try {
    const data: unknown = JSON.parse(text);
    sources.set(label, { text, data });
    return data;
  } catch (error) {
    const syntax = describeJsonError(text);
    const message = syntax
      ? `the file is not valid JSON, so nothing else in it can be checked: ${syntax.hint}`
      : `the file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
    problems.push({ file: label, at: '', line: syntax?.line, column: syntax?.column, message });
    return undefined;
  }
}

/**
 * Adds the line, item and field to problems in files whose source is known,
 * e.g. doctors[2].experienceYears → line 42, doctor "dr-asha-rao", experienceYears.
 */
export function placeProblems(problems: Problem[], sourceOf: (file: string) => SourceFile | undefined): Problem[] {
  const lines = new Map<string, ReturnType<typeof jsonLines>>();
  return problems.map((p) => {
    const source = p.at ? sourceOf(p.file) : undefined;
    if (!source) return p;
    if (!lines.has(p.file)) lines.set(p.file, jsonLines(source.text));
    const parts = parsePath(p.at);
    const { item, field } = describePlace(source.data, parts);
    return { ...p, line: p.line ?? lines.get(p.file)!(parts), item, field };
  });
}

/** How a content file is named in messages: relative to the project, e.g. "content/doctors.json". */
export function displayName(dir: string, relative: string): string {
  const rel = path.relative(process.cwd(), path.join(dir, relative));
  return rel.startsWith('..') ? path.join(dir, relative) : rel;
}

/** How a file is read: in English, or with a language's overlay (content/kn/doctors.json) merged onto it. */
interface Reading {
  problems: Problem[];
  sources: Map<string, SourceFile>;
  translation?: TranslationState;
  /** the translation's glossary (lib/content/glossary.ts), whose avoided variants are warned about */
  glossary?: readonly GlossaryTerm[];
}

function parseFile<S extends z.ZodType>(dir: string, relative: string, schema: S, reading: Reading): z.infer<S> | undefined {
  const { problems, sources, translation } = reading;
  const english = readJson(dir, relative, problems, sources);
  if (english === undefined) return undefined;
  let data: unknown = english;
  let file = displayName(dir, relative);
  if (translation) {
    const overlayFile = path.join(translation.lang, relative);
    const exists = fs.existsSync(path.join(dir, overlayFile));
    const overlay = exists ? readJson(dir, overlayFile, problems, sources) : undefined;
    if (exists && overlay === undefined) return undefined;
    const merged = mergeTranslation(english, overlay);
    if (exists) file = displayName(dir, overlayFile);
    else translation.missingFiles.push(relative);
    for (const p of [...merged.problems, ...glossaryWarnings(reading.glossary ?? [], merged.texts)])
      (p.warning ? translation.warnings : problems).push({ file, at: p.at, message: p.message });
    if (merged.gaps.length > 0) translation.gaps[relative] = merged.gaps;
    data = merged.data;
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const { path: at, message } of explainIssues(result.error.issues, schema, data)) problems.push({ file, at: jsonPath(at), message });
  return undefined;
}

/** A language's glossary terms (none when it has no glossary file); a malformed file is a problem like any content file's. */
function readGlossary(dir: string, lang: Translation, problems: Problem[], sources: Map<string, SourceFile>): GlossaryTerm[] {
  const relative = glossaryFile(lang);
  if (!fs.existsSync(path.join(dir, relative))) return [];
  const data = readJson(dir, relative, problems, sources);
  if (data === undefined) return [];
  const result = glossarySchema.safeParse(data);
  if (result.success) return result.data.terms;
  for (const { path: at, message } of explainIssues(result.error.issues, glossarySchema, data)) problems.push({ file: displayName(dir, relative), at: jsonPath(at), message });
  return [];
}

/** The JSON files of one folder of content ("" for the top), sorted, as paths relative to the content folder. */
export function listJson(dir: string, folder: string): string[] {
  const full = path.join(dir, folder);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(folder, name));
}

/** Loads and checks everything; returns what it could read and every problem found. */
export function loadContent(dir = contentDir(), lang?: Translation): { content?: Content; problems: Problem[] } {
  const problems: Problem[] = [];
  const sources = new Map<string, SourceFile>();
  const translation: TranslationState | undefined = lang && { lang, gaps: {}, missingFiles: [], warnings: [] };
  const reading: Reading = { problems, sources, translation, glossary: lang ? readGlossary(dir, lang, problems, sources) : undefined };
  const site = parseFile(dir, 'site.json', siteSchema, reading);
  const pages = parseFile(dir, 'pages.json', pagesSchema, reading);
  const home = parseFile(dir, 'home.json', homeSchema, reading);
  const about = parseFile(dir, 'about.json', aboutSchema, reading);
  const contact = parseFile(dir, 'contact.json', contactSchema, reading);
  const doctors = parseFile(dir, 'doctors.json', doctorsSchema, reading);
  const doctorFilter = parseFile(dir, 'doctor-filter.json', doctorFilterSchema, reading);
  const expertise = parseFile(dir, 'expertise.json', expertiseSchema, reading);
  const announcements = parseFile(dir, 'announcements.json', announcementsSchema, reading);
  const gallery = parseFile(dir, 'gallery.json', gallerySchema, reading);
  const navigation = parseFile(dir, 'navigation.json', navigationSchema, reading);
  // the English choices, for their keys (read again only for a translation; its problems are the English check's)
  const englishFilter = translation ? parseFile(dir, 'doctor-filter.json', doctorFilterSchema, { problems: [], sources }) : doctorFilter;

  const departmentFiles = listJson(dir, 'departments');
  const departments = departmentFiles.map((f) => ({ file: f, data: parseFile(dir, f, departmentSchema, reading) }));
  const articleFiles = listJson(dir, 'articles');
  const articles = articleFiles.map((f) => ({ file: f, data: parseFile(dir, f, articleSchema, reading) }));

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
  const departmentsAt = departments.map((d) => ({ file: fileOf(d.file), data: d.data }));
  const articlesAt = articles.map((a) => ({ file: fileOf(a.file), data: a.data }));
  // A translation shares every id, reference and picture with the English, checked there; the editorial rules read English words.
  if (!translation) {
    crossCheck({ ...parsed, departments: departmentsAt, articles: articlesAt }, { imagesDir: path.join(dir, 'images'), fileOf }, problems);
    const singleFiles: [string, unknown][] = [
      ['site.json', site], ['pages.json', pages], ['home.json', home], ['about.json', about], ['contact.json', contact],
      ['doctors.json', doctors], ['doctor-filter.json', doctorFilter], ['expertise.json', expertise],
      ['announcements.json', announcements], ['gallery.json', gallery], ['navigation.json', navigation],
    ];
    const read = <T,>(items: { file: string; data: T | undefined }[]) => items.filter((x): x is { file: string; data: T } => x.data !== undefined);
    editorialCheck(
      {
        // every file its schema accepted, for the rules on any text
        files: [
          ...singleFiles.flatMap(([file, value]) => (value === undefined ? [] : [{ file: fileOf(file), value }])),
          ...[...read(departmentsAt), ...read(articlesAt)].map(({ file, data }) => ({ file, value: data })),
        ],
        departments: read(departmentsAt),
        articles: read(articlesAt),
        expertise: expertise && { file: fileOf('expertise.json'), data: expertise },
      },
      problems,
    );
  }

  const complete =
    Object.values(parsed).every((v) => v !== undefined) &&
    allDepartments.every((d) => d !== undefined) &&
    allArticles.every((a) => a !== undefined) &&
    englishFilter !== undefined;
  if (problems.length > 0 || !complete) return { problems: placeProblems(problems, (file) => sources.get(file)) };

  const byDate = (a: Article, b: Article) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
  const departmentName = new Map((allDepartments as Department[]).map((d) => [d.slug, d.name]));
  return {
    problems,
    content: {
      ...(parsed as Omit<Content, 'departments' | 'articles' | 'doctors' | 'doctorFilter'>),
      // a doctor's card says their first department unless doctors.json says otherwise
      doctors: parsed.doctors!.map((d) => ({ ...d, displayDepartment: d.displayDepartment ?? departmentName.get(d.departments[0] ?? '') ?? '' })),
      departments: allDepartments as Department[],
      // a choice's key comes from its English label, so a translation keeps the English keys (a Kannada label has no Latin letters for an address); the merge keeps the order
      doctorFilter: parsed.doctorFilter!.map((o, i) => ({ ...o, key: filterSlug(englishFilter!.options[i]!.label) })),
      articles: (allArticles as Article[]).sort(byDate),
      ...(translation ? { translation: { ...translation, warnings: placeProblems(translation.warnings, (file) => sources.get(file)) } } : {}),
    },
  };
}

function loadOrThrow(lang: Language): Content {
  const { content, problems } = loadContent(contentDir(), lang === 'en' ? undefined : lang);
  if (!content) throw new ContentError(problems);
  return content;
}

/**
 * In `next dev` (`npm run dev`) content is read afresh for every request, once
 * per request (React's cache lasts one server render), so an editor's saved
 * change shows on the next page load without a restart.
 */
const loadPerRequest = cache(loadOrThrow);

const cached = new Map<Language, Content>();

/**
 * The validated content in a language, loaded once per process; throws a
 * ContentError listing every problem. A translation is the English with the
 * language's overlay on it (content/kn/…): an item not translated, or
 * translated from older English, is the English (content.translation.gaps).
 */
export function getContent(lang: Language = 'en'): Content {
  if (process.env.NODE_ENV === 'development') return loadPerRequest(lang);
  let content = cached.get(lang);
  if (!content) cached.set(lang, (content = loadOrThrow(lang)));
  return content;
}
