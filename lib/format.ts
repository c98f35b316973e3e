/** "2026-10-15" -> "15 October 2026", the same on every machine (no time zone involved). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${day} ${months[month - 1]} ${year}`;
}

/** Words in a text, for reading time and content checks. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
