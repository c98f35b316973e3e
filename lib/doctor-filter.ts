/**
 * The doctor filter's rules, shared by the page (server) and the filter island
 * (client): which doctors a label matches, which label a URL asks for, and the
 * sentence that announces the result. Pure, so it runs anywhere.
 */

/** The starting choice: every doctor. */
export const ALL_DOCTORS_LABEL = 'All';

/** The query parameter that carries the choice: /ourdoctor/?department=Orthopedics */
export const FILTER_PARAM = 'department';

/** True when a doctor with these filter labels belongs under the chosen label ("All" matches everyone). */
export function doctorMatches(departments: readonly string[], label: string): boolean {
  return label === ALL_DOCTORS_LABEL || departments.includes(label);
}

/** Ids of the doctors under a label, in the order given. */
export function matchingDoctorIds(doctors: readonly { id: string; departments: readonly string[] }[], label: string): string[] {
  return doctors.filter((d) => doctorMatches(d.departments, label)).map((d) => d.id);
}

/**
 * The label a query string asks for ("?department=Orthopedics"), or "All" when
 * it asks for none or for a label that is not one of the options.
 */
export function labelFromSearch(search: string, labels: readonly string[]): string {
  const wanted = new URLSearchParams(search).get(FILTER_PARAM)?.trim();
  if (!wanted) return ALL_DOCTORS_LABEL;
  return labels.find((l) => l === wanted) ?? labels.find((l) => l.toLowerCase() === wanted.toLowerCase()) ?? ALL_DOCTORS_LABEL;
}

/** "4 doctors in Orthopedics", "1 doctor in Cardiology", "27 doctors in all departments". */
export function resultSummary(count: number, label: string): string {
  const noun = count === 1 ? 'doctor' : 'doctors';
  return label === ALL_DOCTORS_LABEL ? `${count} ${noun} in all departments` : `${count} ${noun} in ${label}`;
}
