import { LEGACY_FILTER_DATA_ID, legacyFilterTarget } from '../../lib/doctor-filter';

/** On /ourdoctor/, an old ?department= address goes on to its choice's own page (lib/doctor-filter.ts). */
export function followLegacyFilterLink(): void {
  const data = document.getElementById(LEGACY_FILTER_DATA_ID);
  if (!data || !window.location.search) return;
  try {
    const target = legacyFilterTarget(JSON.parse(data.textContent ?? '{}') as Record<string, string>, window.location.search, window.location.hash);
    if (target) window.location.replace(target);
  } catch {
    /* unreadable data: the directory stays as it is */
  }
}
