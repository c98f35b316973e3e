/** Names the browser editor's configuration (lib/cms/config.ts) and its save step (lib/cms/save.ts) share; pure, for the browser. */

/** The folder pictures are uploaded into, as the site reads them ("doctors/dr-asha-rao.jpg" is content/images/doctors/dr-asha-rao.jpg). */
export const IMAGES_DIR = 'content/images';

/** The box a translator ticks to mark a translation as checked against the English; the save step turns it into `_source` fingerprints and never saves it. */
export const STAMP_FIELD = '_checked';

/** The kind of content file at a path of the project: "content/doctors.json" → "doctors", "content/departments/x.json" → "department". */
export function kindOfPath(file: string): string | undefined {
  const m = /(?:^|\/)content\/(?:(departments|articles)\/)?([a-z0-9-]+)\.json$/.exec(file);
  if (!m) return undefined;
  return m[1] ? m[1].replace(/s$/, '') : m[2];
}
