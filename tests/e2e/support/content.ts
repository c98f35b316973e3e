/**
 * The shipped content, as the end-to-end specs read it. Editors change
 * content/ every month, so no spec pins what the sample holds: each takes
 * its example from here, chosen by a stated property ("the filter choice
 * with the most doctors"), and skips with a reason when the content has
 * no such example.
 */
import { loadContent, type Content } from '../../../lib/content/load';
import { formatProblem } from '../../../lib/content/problems';
import { directoryPages, doctorsMatching, doctorsOf, filterChoiceOf } from '../../../lib/content/queries';
import type { Department, Doctor, DoctorFilterOption } from '../../../lib/content/schema';
import { ALL_DOCTORS, ALL_DOCTORS_LABEL, filterSlug } from '../../../lib/doctor-filter';
import { ui } from '../../../lib/i18n/ui';

export { directoryPages, doctorsMatching, doctorsOf, filterChoiceOf };

/** The content of a folder (content/ by default), or an error naming each problem. */
export function contentOf(dir?: string): Content {
  const { content, problems } = loadContent(dir);
  if (!content) throw new Error(`${dir ?? 'content/'} does not load:\n${problems.map(formatProblem).join('\n')}`);
  return content;
}

export const content = contentOf();

/** The doctor-filter choices other than "All" (the departments list of /ourdoctor/). */
export const filterChoices: DoctorFilterOption[] = content.doctorFilter.filter((o) => o.label !== ALL_DOCTORS_LABEL);

/** The first of the items with the largest score (file order breaks ties), or undefined for none. */
export function most<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>((best, item) => (best === undefined || score(item) > score(best) ? item : best), undefined);
}

/** The filter choice that lists the most doctors. */
export const biggestChoice = most(filterChoices, (o) => doctorsMatching(filterSlug(o.label)).length);

/** The department with the most services (the longest service grid). */
export const departmentWithMostServices = most(content.departments, (d) => d.services.length)!;

/** The department with the most doctors. */
export const departmentWithMostDoctors = most(content.departments, (d) => doctorsOf(d.slug).length)!;

/** The doctors the first page of a directory view lists, in order (the label's own page, or /ourdoctor/ for "All"). */
export const firstPageOf = (label: string): Doctor[] => directoryPages(filterSlug(label))[0] ?? [];

/** The names the first page of a directory view lists, in order. */
export const namesOnFirstPage = (label: string): string[] => firstPageOf(label).map((d) => d.name);

/** The directory's summary line on a page of a label: "4 doctors in Orthopedics", with "· page 1 of 2" once the label has more pages. */
export function directorySummary(label: string, page = 1): string {
  const key = filterSlug(label);
  const pages = directoryPages(key).length;
  const t = ui('en').doctors.directory;
  const count = doctorsMatching(key).length;
  return `${key === ALL_DOCTORS ? t.summaryAll(count) : t.summaryIn(count, label)}${pages > 1 ? t.pageOf(page, pages) : ''}`;
}

/** Whether /ourdoctor/ shows every doctor in its carousel (one page) rather than a paged grid. */
export const everyDoctorOnOnePage = directoryPages(ALL_DOCTORS).length === 1;

/** A doctor's surname: the last word of the name, leaving out a note in brackets ("Dr. Naveen Kumar (PT)" → "Kumar"). */
export function surnameOf(doctor: Doctor): string {
  return doctor.name.replace(/\(.*?\)/g, '').trim().split(/\s+/).at(-1) ?? doctor.name;
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The first doctor whose surname names nobody else: no other doctor, department,
 * filter choice, service or article title has it, so a search for it has one
 * page that is plainly the answer.
 */
export const doctorWithOwnSurnameIn = (of: Content): Doctor | undefined =>
  of.doctors.find((doctor) => {
    const surname = surnameOf(doctor).toLowerCase();
    if (!/^\p{L}+$/u.test(surname)) return false;
    const elsewhere = [
      ...of.doctors.filter((d) => d !== doctor).map((d) => d.name),
      ...of.departments.flatMap((d) => [d.name, ...d.services.map((s) => s.name)]),
      ...of.doctorFilter.map((o) => o.label),
      ...of.expertise.services.map((s) => s.name),
      ...of.articles.map((a) => a.title),
    ];
    return !elsewhere.some((text) => words(text).includes(surname));
  });

/** Of the shipped content, the first doctor whose surname names nobody else. */
export const doctorWithOwnSurname = doctorWithOwnSurnameIn(content);

/** The title other pages could share with a department: every doctor's, article's, service's and other department's. */
function isOnlyTitle(name: string, department: Department): boolean {
  const others = [
    ...content.departments.filter((d) => d !== department).map((d) => d.name),
    ...content.doctors.map((d) => d.name),
    ...content.articles.map((a) => a.title),
    ...content.expertise.services.map((s) => s.name),
  ];
  const norm = (t: string) => words(t).join(' ');
  return !others.some((t) => norm(t) === norm(name));
}

/** The first department whose name is no other page's title: searching its name, its page is plainly the answer. */
export const departmentWithOwnTitle: Department | undefined = content.departments.find((d) => isOnlyTitle(d.name, d));

/**
 * A department to search for, by name and by a condition it treats: of the
 * departments with a doctor, whose name is no other page's title, the one
 * with the fewest doctors (their pages index its conditions too, and rank
 * with it) that has a condition no other department, article or Centre of
 * Expertise service mentions; with that condition and its first doctor.
 */
export const searchableDepartment: { department: Department; condition: string; doctor: Doctor } | undefined = (() => {
  const candidates = content.departments
    .filter((d) => doctorsOf(d.slug).length > 0 && isOnlyTitle(d.name, d))
    .sort((a, b) => doctorsOf(a.slug).length - doctorsOf(b.slug).length);
  for (const department of candidates) {
    const elsewhere = [...content.departments.filter((d) => d !== department), ...content.articles, content.expertise].map((x) => JSON.stringify(x).toLowerCase());
    const condition = department.conditions.find((c) => !elsewhere.some((text) => text.includes(c.name.toLowerCase())));
    if (condition) return { department, condition: condition.name, doctor: doctorsOf(department.slug)[0]! };
  }
  return undefined;
})();

/** A string as a regular expression that matches it literally. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
