/**
 * Read-only views over the validated content that routes ask for. Pages call
 * these; they never read files themselves.
 */
import { getContent } from './cache';
import type { FilterOption } from './load';
import type { Article, Department, Doctor, Figure } from './schema';
import { resolveFigures, type ShownFigure } from './figures';
import { ARTICLES_PER_PAGE, DOCTORS_PER_PAGE, SERVICES_PER_PAGE, laterPages, paginate } from '../paging';
import { paths } from '../routes';
import { LANG_TAGS, type Language } from '../i18n/languages';
import { ALL_DOCTORS, doctorMatches } from '../doctor-filter';

export { getContent };

/** Lookups and lists take the language their texts are shown in (English unless said); ids, slugs and counts are the same in every language. */
export function departmentBySlug(slug: string, lang: Language = 'en'): Department {
  const department = getContent(lang).departments.find((d) => d.slug === slug);
  if (!department) throw new Error(`No department "${slug}"`);
  return department;
}

export function doctorById(id: string, lang: Language = 'en'): Doctor {
  const doctor = getContent(lang).doctors.find((d) => d.id === id);
  if (!doctor) throw new Error(`No doctor "${id}"`);
  return doctor;
}

export function articleBySlug(slug: string, lang: Language = 'en'): Article {
  const article = getContent(lang).articles.find((a) => a.slug === slug);
  if (!article) throw new Error(`No article "${slug}"`);
  return article;
}

/** The departments a doctor works in, in the order doctors.json gives them (the first is the doctor's main one). */
export function departmentsOf(doctorId: string, lang: Language = 'en'): Department[] {
  return doctorById(doctorId).departments.map((slug) => departmentBySlug(slug, lang));
}

/** The doctors of a department, in the order of doctors.json: derived from each doctor's own `departments`. */
export function doctorsOf(departmentSlug: string, lang: Language = 'en'): Doctor[] {
  return getContent(lang).doctors.filter((d) => d.departments.includes(departmentSlug));
}

/**
 * At most `limit` doctors, taking turns between departments: the first
 * doctor of each main department (a doctor's first) in the order of
 * doctors.json, then the second of each, and so on. A short list that still
 * shows the breadth of the team (the home page's strip).
 */
export function doctorsAcrossDepartments<D extends Pick<Doctor, 'departments'>>(doctors: readonly D[], limit: number): D[] {
  const byDepartment = new Map<string, D[]>();
  for (const d of doctors) {
    const main = d.departments[0] ?? '';
    const queue = byDepartment.get(main);
    if (queue) queue.push(d);
    else byDepartment.set(main, [d]);
  }
  const queues = [...byDepartment.values()];
  const chosen: D[] = [];
  for (let turn = 0; chosen.length < limit && queues.some((q) => q.length > turn); turn++)
    for (const q of queues) if (q[turn] && chosen.length < limit) chosen.push(q[turn]!);
  return chosen;
}

/** The filter choice that lists a department's doctors on the directory (the first that names it), if any. */
export function filterChoiceOf(departmentSlug: string, lang: Language = 'en'): FilterOption | undefined {
  return getContent(lang).doctorFilter.find((o) => o.key !== ALL_DOCTORS && o.departments?.includes(departmentSlug));
}

/** A department's figures (its stats, or other figures on its page) with the counted ones filled in from the content. */
export function departmentFigures(department: Department, figures: readonly Figure[] = department.stats): ShownFigure[] {
  return resolveFigures(figures, {
    doctors: doctorsOf(department.slug).length,
    services: department.services.length,
    departments: getContent().departments.length,
  });
}

/** Figures that count across the whole site (the home page's). */
export function siteFigures(figures: readonly Figure[]): ShownFigure[] {
  const { doctors, departments } = getContent();
  return resolveFigures(figures, {
    doctors: doctors.length,
    services: departments.reduce((n, d) => n + d.services.length, 0),
    departments: departments.length,
  });
}

/**
 * What a doctor can be searched by beyond the profile: the departments they
 * belong to (names and doctor-filter labels) and the conditions those
 * departments treat. Indexed on the doctor's page, not shown.
 */
export function doctorSearchTerms(doctorId: string, lang: Language = 'en'): { departments: string[]; conditions: string[] } {
  const doctor = doctorById(doctorId);
  const departments = departmentsOf(doctorId, lang);
  const choices = getContent(lang).doctorFilter.filter((o) => o.key !== ALL_DOCTORS && doctorMatches(doctor.departments, o));
  const unique = (items: string[]) => [...new Set(items)];
  return {
    departments: unique([...departments.map((d) => d.name), ...choices.map((o) => o.label)]),
    conditions: unique(departments.flatMap((d) => d.conditions.map((c) => c.name))),
  };
}

/**
 * Whether a page in a translation shows some of its words in English because
 * they are not translated yet (or were translated from older English):
 * `sources` are the English files the page shows, whole ("about.json"), a
 * folder of them ("departments/") or one item of a file
 * ("doctors.json:doctors/dr-asha-rao", "pages.json:about").
 * The header and footer's files (site.json, navigation.json) count on every page.
 */
export function untranslatedOn(lang: Language, sources: readonly string[]): boolean {
  const gaps = getContent(lang).translation?.gaps;
  if (!gaps) return false;
  return [...sources, 'site.json', 'navigation.json'].some((source) => {
    const [file, item] = source.split(':') as [string, string | undefined];
    // "departments/": any file of the folder
    const found = file.endsWith('/') ? Object.entries(gaps).flatMap(([f, g]) => (f.startsWith(file) ? g : [])) : (gaps[file] ?? []);
    return item === undefined ? found.length > 0 : found.some((g) => g.item === item);
  });
}

/** What the header and footer of a page show, in its language (path: the page's English path). */
export function layoutData(lang: Language, path: string) {
  const { site, navigation, departments, expertise } = getContent(lang);
  const menuItem = (slug: string) => {
    const d = departments.find((x) => x.slug === slug)!;
    return { slug: d.slug, name: d.name, icon: d.icon };
  };
  return {
    lang,
    path,
    site,
    megaMenu: navigation.megaMenu.map(menuItem),
    departmentCount: departments.length,
    footerDepartments: navigation.footerDepartments.map(menuItem),
    expertiseLinks: [
      ...expertise.services.map((s) => ({ label: s.name, path: paths.expertiseService(s.slug) })),
      ...expertise.menuLinks.map((l) => ({ label: l.label, path: paths.department(l.department) })),
    ],
  };
}

/** Newest first, ARTICLES_PER_PAGE a page; every article is on exactly one page (the same pages in every language). */
export function articlePages(lang: Language = 'en'): Article[][] {
  return paginate(getContent(lang).articles, ARTICLES_PER_PAGE);
}

export function featuredArticles(lang: Language = 'en'): Article[] {
  return getContent(lang).articles.filter((a) => a.featured);
}

/**
 * An article's texts in a language; `inEnglish` when the translation has none of it yet, and then `textLang`,
 * the tag a page in `lang` puts on the article's English words (undefined when they are in the page's language).
 */
export function articleIn(slug: string, lang: Language = 'en'): { article: Article; inEnglish: boolean; textLang?: string } {
  const inEnglish = lang !== 'en' && getContent(lang).translation!.missingFiles.includes(articleFile(slug));
  return { article: articleBySlug(slug, lang), inEnglish, textLang: inEnglish ? LANG_TAGS.en.html : undefined };
}

/** The content file of an article, as translations and `untranslatedOn` name it. */
export const articleFile = (slug: string) => `articles/${slug}.json`;

/** What one page of the blog listing shows (page 1 is /blog/): the props of components/blog/blog-listing.tsx. */
export function blogListingPage(page: number, lang: Language = 'en') {
  const { pages, announcements, articles, site } = getContent(lang);
  const all = articlePages(lang);
  return {
    lang,
    page,
    copy: pages.blog,
    articles: all[page - 1] ?? [],
    pageCount: all.length,
    articleCount: articles.length,
    featured: featuredArticles(lang),
    sidebar: { lang, announcements, articles, site },
  };
}

/** Doctors under a filter choice (by key); "all" means every doctor. */
export function doctorsMatching(key: string, lang: Language = 'en'): Doctor[] {
  const { doctors, doctorFilter } = getContent(lang);
  const choice = doctorFilter.find((o) => o.key === key) ?? { key };
  return doctors.filter((d) => doctorMatches(d.departments, choice));
}

/** One page of the doctors' directory: the key of the filter choice it lists (ALL_DOCTORS for every doctor) and the page number. */
export interface DirectoryView {
  key: string;
  page: number;
}

/** The directory's doctors under a choice, cut into pages of DOCTORS_PER_PAGE. */
export function directoryPages(key: string, lang: Language = 'en'): Doctor[][] {
  return paginate(doctorsMatching(key, lang), DOCTORS_PER_PAGE);
}

/**
 * Every page of the directory besides /ourdoctor/ itself: the later pages of
 * every doctor, and each filter option's own pages (paths.doctorsIn gives
 * their addresses, app/ourdoctor/[id]/[...view] renders them).
 */
export function directoryViews(): DirectoryView[] {
  const { doctorFilter } = getContent();
  const later = (key: string) => laterPages(directoryPages(key).length).map((page) => ({ key, page }));
  const options = doctorFilter
    .filter((o) => o.key !== ALL_DOCTORS)
    .flatMap((o) => [{ key: o.key, page: 1 }, ...later(o.key)]);
  return [...later(ALL_DOCTORS), ...options];
}

/** What one page of the directory shows, in a language: the props of components/doctors/doctor-directory.tsx. */
export function directoryPage({ key, page }: DirectoryView, lang: Language = 'en') {
  const { pages, doctorFilter, site } = getContent(lang);
  const doctorPages = directoryPages(key, lang);
  return {
    lang,
    choice: doctorFilter.find((o) => o.key === key) ?? { key, label: key },
    page,
    copy: pages.ourdoctor,
    options: doctorFilter,
    whatsapp: site.whatsapp,
    doctors: doctorPages[page - 1] ?? [],
    pageCount: doctorPages.length,
    count: doctorPages.flat().length,
  };
}

/** A department's services cut into pages of SERVICES_PER_PAGE (page 1 is the department's own page). */
export function servicePages(department: Department): Department['services'][] {
  return paginate(department.services, SERVICES_PER_PAGE);
}
