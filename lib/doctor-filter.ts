/**
 * The doctor filter's rules: which doctors a label matches, the URL segment of
 * each label's own page and the redirect of old ?department= links (the
 * sentence that sums up a result is ui(lang).doctors.directory). Pure, so it runs anywhere.
 */

/** The starting choice's English label (content:check keeps it first): every doctor. */
export const ALL_DOCTORS_LABEL = 'All';

/** The query parameter that carried the choice in links from before each choice had its own page: /ourdoctor/?department=Orthopedics */
export const FILTER_PARAM = 'department';

/**
 * A choice of the filter: its key (the segment of its page's address, from
 * the English label, the same in every language), and the departments (slugs)
 * whose doctors it lists; the "All" choice (ALL_DOCTORS) lists everyone.
 */
export interface FilterChoice {
  key: string;
  departments?: readonly string[];
}

/** True when a doctor working in these departments (slugs) belongs under the choice ("All" matches everyone). */
export function doctorMatches(doctorDepartments: readonly string[], choice: FilterChoice): boolean {
  return choice.key === ALL_DOCTORS || doctorDepartments.some((slug) => choice.departments?.includes(slug));
}

/** The key of the starting choice, every doctor ("all", from ALL_DOCTORS_LABEL). */
export const ALL_DOCTORS = filterSlug(ALL_DOCTORS_LABEL);

/**
 * The id of the filter's list on each directory page. A choice links to its
 * page with this as the fragment, so the new page opens scrolled to the list
 * and the keyboard's next Tab starts there.
 */
export const DOCTOR_FILTER_ID = 'doctor-filter';

/** Second segments under /ourdoctor/ that belong to the directory's own pages, so no doctor may have them as an id. */
export const RESERVED_DOCTOR_IDS = ['page', 'department'] as const;

/** The URL segment of a filter label (its key): "Obstetrics & Gynaecology" → "obstetrics-gynaecology". */
export function filterSlug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Links shared before each filter choice had its own page carried it in the
 * query string (/ourdoctor/?department=Orthopedics). /ourdoctor/ carries, as
 * data, where each label's own page is (`legacyFilterData`, with `targets`
 * mapping each label to that page's href); the site script sends such an
 * address on (`legacyFilterTarget`, islands/site/legacy-filter.ts). Labels
 * match as the old filter matched them: exactly, else ignoring case and
 * spaces around.
 */
export function legacyFilterData(targets: Record<string, string>): string {
  const byLabel = Object.fromEntries(Object.entries(targets).map(([label, url]) => [label.trim().toLowerCase(), url]));
  // "<" escaped so a label can never close the <script> element that holds the data
  return JSON.stringify(byLabel).replace(/</g, '\\u003c');
}

/** Where an old ?department= address goes on to (its fragment kept), or undefined to stay. */
export function legacyFilterTarget(byLabel: Record<string, string>, search: string, hash = ''): string | undefined {
  const label = new URLSearchParams(search).get(FILTER_PARAM)?.trim().toLowerCase();
  const target = label ? byLabel[label] : undefined;
  return target === undefined ? undefined : `${target}${hash}`;
}

/** The id of the data block of /ourdoctor/ that legacyFilterData fills. */
export const LEGACY_FILTER_DATA_ID = 'legacy-filter-targets';
