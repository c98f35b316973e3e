/**
 * Loads content/: reads every JSON file (lib/content/read.ts; for a
 * translation with its overlay, lib/content/overlay.ts), validates it with its
 * zod schema, cross-checks references between files, and returns the content
 * with every problem found, each placed on its line, item and field
 * (lib/content/problems.ts) and said in plain words (lib/content/messages.ts).
 * Pages read the content through getContent (lib/content/cache.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
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
import { jsonPath } from './json-position';
import { explainIssues } from './messages';
import type { Translation } from '../i18n/languages';
import { filterSlug } from '../doctor-filter';
import { glossaryFile, glossarySchema, type GlossaryTerm } from './glossary';
import { readWithOverlay, type Reading, type TranslationState } from './overlay';
import { placeProblems, type Problem, type SourceFile } from './problems';
import { contentDir, displayName, listJson, readJson } from './read';

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

/** `data` checked against `schema`: what the schema makes of it, or undefined with a problem in `file` for each way it fails. */
function validate<S extends z.ZodType>(schema: S, data: unknown, file: string, problems: Problem[]): z.infer<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const { path: at, message } of explainIssues(result.error.issues, schema, data)) problems.push({ file, at: jsonPath(at), message });
  return undefined;
}

/** A content file, read (with the translation's overlay on it, if any) and validated. */
function parseFile<S extends z.ZodType>(dir: string, relative: string, schema: S, reading: Reading): z.infer<S> | undefined {
  const found = readWithOverlay(dir, relative, reading);
  return found && validate(schema, found.data, found.file, reading.problems);
}

/** A language's glossary terms (none when it has no glossary file); a malformed file is a problem like any content file's. */
function readGlossary(dir: string, lang: Translation, problems: Problem[], sources: Map<string, SourceFile>): GlossaryTerm[] {
  const relative = glossaryFile(lang);
  if (!fs.existsSync(path.join(dir, relative))) return [];
  const data = readJson(dir, relative, problems, sources);
  if (data === undefined) return [];
  return validate(glossarySchema, data, displayName(dir, relative), problems)?.terms ?? [];
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
