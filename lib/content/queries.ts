/**
 * Read-only views over the validated content that routes ask for. Pages call
 * these; they never read files themselves.
 */
import { getContent } from './load';
import type { Article, Department, Doctor, DoctorFilterOption, Figure } from './schema';
import { resolveFigures, type ShownFigure } from './figures';
import { ARTICLES_PER_PAGE, DOCTORS_PER_PAGE, SERVICES_PER_PAGE, laterPages, paginate } from '../paging';
import { paths } from '../routes';
import { ALL_DOCTORS_LABEL, doctorMatches } from '../doctor-filter';

export { getContent };

export function departmentBySlug(slug: string): Department {
  const department = getContent().departments.find((d) => d.slug === slug);
  if (!department) throw new Error(`No department "${slug}"`);
  return department;
}

export function doctorById(id: string): Doctor {
  const doctor = getContent().doctors.find((d) => d.id === id);
  if (!doctor) throw new Error(`No doctor "${id}"`);
  return doctor;
}

export function articleBySlug(slug: string): Article {
  const article = getContent().articles.find((a) => a.slug === slug);
  if (!article) throw new Error(`No article "${slug}"`);
  return article;
}

/** The departments a doctor works in, in the order doctors.json gives them (the first is the doctor's main one). */
export function departmentsOf(doctorId: string): Department[] {
  return doctorById(doctorId).departments.map(departmentBySlug);
}

/** The doctors of a department, in the order of doctors.json: derived from each doctor's own `departments`. */
export function doctorsOf(departmentSlug: string): Doctor[] {
  return getContent().doctors.filter((d) => d.departments.includes(departmentSlug));
}

/** The filter choice that lists a department's doctors on the directory (the first that names it), if any. */
export function filterChoiceOf(departmentSlug: string): DoctorFilterOption | undefined {
  return getContent().doctorFilter.find((o) => o.label !== ALL_DOCTORS_LABEL && o.departments?.includes(departmentSlug));
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
export function doctorSearchTerms(doctorId: string): { departments: string[]; conditions: string[] } {
  const doctor = doctorById(doctorId);
  const departments = doctor.departments.map(departmentBySlug);
  const choices = getContent().doctorFilter.filter((o) => o.label !== ALL_DOCTORS_LABEL && doctorMatches(doctor.departments, o));
  const unique = (items: string[]) => [...new Set(items)];
  return {
    departments: unique([...departments.map((d) => d.name), ...choices.map((o) => o.label)]),
    conditions: unique(departments.flatMap((d) => d.conditions.map((c) => c.name))),
  };
}

export function layoutData() {
  const { site, navigation, departments, expertise } = getContent();
  const menuItem = (slug: string) => {
    const d = departments.find((x) => x.slug === slug)!;
    return { slug: d.slug, name: d.name, icon: d.icon };
  };
  return {
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

/** Newest first, ARTICLES_PER_PAGE a page; every article is on exactly one page. */
export function articlePages(): Article[][] {
  return paginate(getContent().articles, ARTICLES_PER_PAGE);
}

export function featuredArticles(): Article[] {
  return getContent().articles.filter((a) => a.featured);
}

/** What one page of the blog listing shows (page 1 is /blog/): the props of components/blog/blog-listing.tsx. */
export function blogListingPage(page: number) {
  const { pages, announcements, articles, site } = getContent();
  const all = articlePages();
  return {
    page,
    copy: pages.blog,
    articles: all[page - 1] ?? [],
    pageCount: all.length,
    articleCount: articles.length,
    featured: featuredArticles(),
    sidebar: { announcements, articles, site },
  };
}

/** Doctors whose filter labels include the label; "All" (or nothing) means every doctor. */
export function doctorsMatching(label: string | undefined): Doctor[] {
  const { doctors, doctorFilter } = getContent();
  const choice = doctorFilter.find((o) => o.label === (label || ALL_DOCTORS_LABEL)) ?? { label: label || ALL_DOCTORS_LABEL };
  return doctors.filter((d) => doctorMatches(d.departments, choice));
}

/** One page of the doctors' directory: the label it lists (ALL_DOCTORS_LABEL for every doctor) and the page number. */
export interface DirectoryView {
  label: string;
  page: number;
}

/** The directory's doctors under a label, cut into pages of DOCTORS_PER_PAGE. */
export function directoryPages(label: string): Doctor[][] {
  return paginate(doctorsMatching(label), DOCTORS_PER_PAGE);
}

/**
 * Every page of the directory besides /ourdoctor/ itself: the later pages of
 * every doctor, and each filter option's own pages (paths.doctorsIn gives
 * their addresses, app/ourdoctor/[id]/[...view] renders them).
 */
export function directoryViews(): DirectoryView[] {
  const { doctorFilter } = getContent();
  const later = (label: string) => laterPages(directoryPages(label).length).map((page) => ({ label, page }));
  const options = doctorFilter
    .filter((o) => o.label !== ALL_DOCTORS_LABEL)
    .flatMap((o) => [{ label: o.label, page: 1 }, ...later(o.label)]);
  return [...later(ALL_DOCTORS_LABEL), ...options];
}

/** What one page of the directory shows: the props of components/doctors/doctor-directory.tsx. */
export function directoryPage({ label, page }: DirectoryView) {
  const { pages, doctorFilter, site } = getContent();
  const doctorPages = directoryPages(label);
  return {
    label,
    page,
    copy: pages.ourdoctor,
    options: doctorFilter,
    whatsapp: site.whatsapp,
    doctors: doctorPages[page - 1] ?? [],
    pageCount: doctorPages.length,
    count: doctorsMatching(label).length,
  };
}

/** A department's services cut into pages of SERVICES_PER_PAGE (page 1 is the department's own page). */
export function servicePages(department: Department): Department['services'][] {
  return paginate(department.services, SERVICES_PER_PAGE);
}
