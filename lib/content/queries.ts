/**
 * Read-only views over the validated content that routes ask for. Pages call
 * these; they never read files themselves.
 */
import { getContent } from './load';
import type { Article, Department, Doctor } from './schema';
import { ARTICLES_PER_PAGE, paths } from '../routes';
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

/** Departments whose doctor list includes this doctor, in menu order first. */
export function departmentsOf(doctorId: string): Department[] {
  return getContent().departments.filter((d) => d.doctors.includes(doctorId));
}

/**
 * What a doctor can be searched by beyond the profile: the departments they
 * belong to (names and doctor-filter labels) and the conditions those
 * departments treat. Indexed on the doctor's page, not shown.
 */
export function doctorSearchTerms(doctorId: string): { departments: string[]; conditions: string[] } {
  const departments = departmentsOf(doctorId);
  const unique = (items: string[]) => [...new Set(items)];
  return {
    departments: unique([...departments.map((d) => d.name), ...doctorById(doctorId).departments]),
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
    footerDepartments: navigation.footerDepartments.map(menuItem),
    expertiseLinks: [
      ...expertise.services.map((s) => ({ label: s.name, path: paths.expertiseService(s.slug) })),
      ...expertise.menuLinks.map((l) => ({ label: l.label, path: paths.department(l.department) })),
    ],
  };
}

/** Newest first, ARTICLES_PER_PAGE a page; every article is on exactly one page. */
export function articlePages(): Article[][] {
  const articles = getContent().articles;
  const pages: Article[][] = [];
  for (let i = 0; i < articles.length; i += ARTICLES_PER_PAGE) pages.push(articles.slice(i, i + ARTICLES_PER_PAGE));
  return pages;
}

export function featuredArticles(): Article[] {
  return getContent().articles.filter((a) => a.featured);
}

/** Doctors whose filter labels include the label; "All" (or nothing) means every doctor. */
export function doctorsMatching(label: string | undefined): Doctor[] {
  return getContent().doctors.filter((d) => doctorMatches(d.departments, label || ALL_DOCTORS_LABEL));
}
