/**
 * Checks that span files: unique slugs and ids, every reference resolves,
 * every picture file exists, and the collections have the spec's shape.
 */
import fs from 'node:fs';
import path from 'node:path';
import { icons } from 'lucide-react';
import { hasIcon } from '../icons';
import type { Problem } from './problems';
import { ALL_DOCTORS_LABEL, RESERVED_DOCTOR_IDS, filterSlug } from '../doctor-filter';
import { RESERVED_SERVICE_SLUGS, paths } from '../routes';
import type {
  Announcement,
  Article,
  Department,
  DoctorEntry,
  DoctorFilterOption,
  Expertise,
  Gallery,
  Home,
  Navigation,
  About,
  Site,
} from './schema';
import { didYouMean } from './suggest';

export { ALL_DOCTORS_LABEL };

interface Located<T> {
  file: string;
  data: T | undefined;
}

export interface CrossCheckInput {
  site?: Site;
  home?: Home;
  about?: About;
  doctors?: DoctorEntry[];
  doctorFilter?: DoctorFilterOption[];
  expertise?: Expertise;
  announcements?: Announcement[];
  gallery?: Gallery;
  navigation?: Navigation;
  departments: Located<Department>[];
  articles: Located<Article>[];
}

/** Every "icon" field inside a value, with its JSON path. */
export function findIcons(value: unknown, at = ''): { at: string; name: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => findIcons(item, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => {
      const where = at ? `${at}.${key}` : key;
      return key === 'icon' && typeof child === 'string' ? [{ at: where, name: child }] : findIcons(child, where);
    });
  return [];
}

/** Every {src, alt} picture inside a value, with its JSON path. */
export function findPictures(value: unknown, at = ''): { at: string; src: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => findPictures(item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.alt === 'string') return [{ at: `${at}.src`.replace(/^\./, ''), src: record.src }];
    return Object.entries(record).flatMap(([key, child]) => findPictures(child, at ? `${at}.${key}` : key));
  }
  return [];
}

/** The kebab-case names of the icon set, for suggestions: "HeartPulse" → "heart-pulse". */
function iconNames(): string[] {
  return Object.keys(icons).map((key) => key.replace(/(?<=[a-z0-9])([A-Z])|(?<=[a-zA-Z])(\d+)/g, '-$1$2').toLowerCase()).filter(hasIcon);
}

/** The message for a picture file that is not there, with the closest file of the same folder. */
export function missingPicture(imagesDir: string, src: string): string {
  const folder = path.posix.dirname(src);
  let siblings: string[] = [];
  try {
    siblings = fs.readdirSync(path.join(imagesDir, folder)).map((name) => (folder === '.' ? name : `${folder}/${name}`));
  } catch {
    // the folder itself is missing: no suggestion
  }
  return `picture "${src}" does not exist in content/images${didYouMean(src, siblings)}`;
}

function duplicates<T>(items: T[], key: (item: T) => string): Map<string, number[]> {
  const seen = new Map<string, number[]>();
  items.forEach((item, i) => seen.set(key(item), [...(seen.get(key(item)) ?? []), i]));
  return new Map([...seen].filter(([, indexes]) => indexes.length > 1));
}

export function crossCheck(
  input: CrossCheckInput,
  options: { imagesDir: string; fileOf: (relative: string) => string },
  problems: Problem[],
): void {
  const add = (file: string, at: string, message: string) => problems.push({ file, at, message });
  const f = options.fileOf;

  // Departments: every file in departments/ is a department, named after its slug.
  const departments = input.departments.filter((d): d is { file: string; data: Department } => d.data !== undefined);
  const departmentSlugs = new Set(departments.map((d) => d.data.slug));
  for (const d of departments) {
    const expected = path.basename(d.file, '.json');
    if (d.data.slug !== expected) add(d.file, 'slug', `is "${d.data.slug}" but the file is named "${expected}.json"; they must match`);
    for (const [serviceSlug, indexes] of duplicates(d.data.services, (s) => s.slug))
      for (const i of indexes.slice(1)) add(d.file, `services[${i}].slug`, `"${serviceSlug}" is used twice in this department`);
    d.data.services.forEach((s, i) => {
      if ((RESERVED_SERVICE_SLUGS as readonly string[]).includes(s.slug))
        add(
          d.file,
          `services[${i}].slug`,
          `"${s.slug}" cannot be a service slug: the service's page would be ${paths.departmentService(d.data.slug, s.slug)}, an address the further pages of this department's services use; choose another slug, like "${s.slug}-care"`,
        );
    });
  }
  const loadedDepartmentSlugs = new Set(input.departments.map((d) => path.basename(d.file, '.json')));
  if (input.departments.length === 0) add(f('departments'), '', 'there are no department files: add at least one, e.g. departments/cardiology.json');
  if (input.articles.length === 0) add(f('articles'), '', 'there are no article files: the blog needs at least one, e.g. articles/monsoon-fevers.json (see content/README.md, Add an article)');
  const checkDepartment = (file: string, at: string, slug: string) => {
    if (input.departments.length > 0 && !departmentSlugs.has(slug) && !loadedDepartmentSlugs.has(slug))
      add(file, at, `no department has the slug "${slug}"${didYouMean(slug, new Set([...departmentSlugs, ...loadedDepartmentSlugs]))}`);
  };

  // Doctors: unique ids, labels that the filter knows.
  const doctors = input.doctors ?? [];
  const doctorIds = new Set(doctors.map((d) => d.id));
  for (const [id, indexes] of duplicates(doctors, (d) => d.id))
    for (const i of indexes.slice(1)) add(f('doctors.json'), `doctors[${i}].id`, `"${id}" is already the id of an earlier doctor (number ${indexes[0]! + 1} in the list); give each doctor an id of their own`);
  doctors.forEach((d, i) => {
    if ((RESERVED_DOCTOR_IDS as readonly string[]).includes(d.id))
      add(f('doctors.json'), `doctors[${i}].id`, `"${d.id}" cannot be a doctor id: /ourdoctor/${d.id}/ is part of the doctors' directory (${RESERVED_DOCTOR_IDS.join(', ')} are taken)`);
  });

  const filter = input.doctorFilter ?? [];
  if (input.doctorFilter) {
    if (filter[0]?.label !== ALL_DOCTORS_LABEL) add(f('doctor-filter.json'), 'options[0].label', `must be "${ALL_DOCTORS_LABEL}", the starting choice`);
    for (const [label, indexes] of duplicates(filter, (o) => o.label))
      for (const i of indexes.slice(1)) add(f('doctor-filter.json'), `options[${i}].label`, `"${label}" appears twice`);
    // each option's page is /ourdoctor/department/<slug>/: two labels must not make one address
    for (const [slug, indexes] of duplicates(filter, (o) => filterSlug(o.label)))
      if (new Set(indexes.map((i) => filter[i]!.label)).size > 1)
        for (const i of indexes.slice(1))
          add(f('doctor-filter.json'), `options[${i}].label`, `"${filter[i]!.label}" makes the same page address (/ourdoctor/department/${slug}/) as "${filter[indexes[0]!]!.label}"; change one of them`);
    filter.forEach((o, i) => {
      if (!filterSlug(o.label)) add(f('doctor-filter.json'), `options[${i}].label`, `"${o.label}" needs at least one letter or digit, for its page address`);
      if (i > 0 && !o.departments?.length)
        add(f('doctor-filter.json'), `options[${i}].departments`, `"${o.label}" lists no departments: add the slugs of the departments whose doctors it shows, like ["cardiology"]`);
      if (i === 0 && o.departments?.length)
        add(f('doctor-filter.json'), `options[0].departments`, `"${ALL_DOCTORS_LABEL}" lists every doctor by itself: remove its "departments"`);
      o.departments?.forEach((slug, j) => checkDepartment(f('doctor-filter.json'), `options[${i}].departments[${j}]`, slug));
    });
  }

  // Doctor → departments: the one place that says where a doctor works.
  doctors.forEach((d, i) => {
    if (d.departments.length === 0)
      add(f('doctors.json'), `doctors[${i}].departments`, `list at least one department slug for ${d.name}, like ["cardiology"], so their department page shows them`);
    d.departments.forEach((slug, j) => checkDepartment(f('doctors.json'), `doctors[${i}].departments[${j}]`, slug));
    for (const [slug, indexes] of duplicates(d.departments, (x) => x))
      add(f('doctors.json'), `doctors[${i}].departments[${indexes[1]}]`, `"${slug}" is listed twice`);
    if (d.displayDepartment === undefined && d.departments.length === 0)
      add(f('doctors.json'), `doctors[${i}].displayDepartment`, 'is needed when a doctor has no department');
  });

  // Articles: named after their slug.
  const articles = input.articles.filter((a): a is { file: string; data: Article } => a.data !== undefined);
  const articleSlugs = new Set(articles.map((a) => a.data.slug));
  for (const a of articles) {
    const expected = path.basename(a.file, '.json');
    if (a.data.slug !== expected) add(a.file, 'slug', `is "${a.data.slug}" but the file is named "${expected}.json"; they must match`);
  }

  const checkArticle = (file: string, at: string, slug: string) => {
    if (!articleSlugs.has(slug) && !input.articles.some((a) => path.basename(a.file, '.json') === slug))
      add(file, at, `no article has the slug "${slug}"${didYouMean(slug, new Set([...articleSlugs, ...input.articles.map((a) => path.basename(a.file, '.json'))]))}`);
  };

  if (input.navigation) {
    input.navigation.megaMenu.forEach((s, i) => checkDepartment(f('navigation.json'), `megaMenu[${i}]`, s));
    input.navigation.footerDepartments.forEach((s, i) => checkDepartment(f('navigation.json'), `footerDepartments[${i}]`, s));
    for (const [s, indexes] of duplicates(input.navigation.megaMenu, (x) => x))
      add(f('navigation.json'), `megaMenu[${indexes[1]}]`, `"${s}" appears twice`);
  }
  if (input.home) {
    input.home.departmentsSection.departments.forEach((s, i) => checkDepartment(f('home.json'), `departmentsSection.departments[${i}]`, s));
    input.home.highlights.forEach((h, i) => h.department && checkDepartment(f('home.json'), `highlights[${i}].department`, h.department));
    input.home.blogTeasers.articles.forEach((s, i) => checkArticle(f('home.json'), `blogTeasers.articles[${i}]`, s));
  }
  input.announcements?.forEach((a, i) => a.article && checkArticle(f('announcements.json'), `announcements[${i}].article`, a.article));
  if (input.expertise) {
    input.expertise.services.forEach((s, i) =>
      s.departments.forEach((d, j) => checkDepartment(f('expertise.json'), `services[${i}].departments[${j}]`, d)),
    );
    input.expertise.menuLinks.forEach((l, i) => checkDepartment(f('expertise.json'), `menuLinks[${i}].department`, l.department));
    for (const [s, indexes] of duplicates(input.expertise.services, (x) => x.slug))
      add(f('expertise.json'), `services[${indexes[1]}].slug`, `"${s}" appears twice`);
  }

  // Every picture file exists.
  const pictureSources: { file: string; value: unknown }[] = [
    { file: f('site.json'), value: input.site },
    { file: f('home.json'), value: input.home },
    { file: f('about.json'), value: input.about },
    { file: f('doctors.json'), value: input.doctors && { doctors: input.doctors } },
    { file: f('doctor-filter.json'), value: input.doctorFilter && { options: input.doctorFilter } },
    { file: f('expertise.json'), value: input.expertise },
    { file: f('gallery.json'), value: input.gallery },
    ...departments.map((d) => ({ file: d.file, value: d.data })),
    ...articles.map((a) => ({ file: a.file, value: a.data })),
  ];
  for (const { file, value } of pictureSources)
    for (const icon of findIcons(value))
      if (!hasIcon(icon.name)) add(file, icon.at, `"${icon.name}" is not an icon of the site's icon set (see lucide.dev/icons)${didYouMean(icon.name, iconNames())}`);
  for (const { file, value } of pictureSources)
    for (const pic of findPictures(value))
      if (!fs.existsSync(path.join(options.imagesDir, pic.src)))
        add(file, pic.at, missingPicture(options.imagesDir, pic.src));
}
