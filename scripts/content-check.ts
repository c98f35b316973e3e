/**
 * `npm run content:check`: validates all of content/ and its pictures, and
 * lists every problem found, grouped by file, in words an editor can act on.
 */
import { contentCheckReport } from '../lib/content/check';
import { contentDir } from '../lib/content/read';

/** Settles when the step is done (scripts/build.ts runs the steps of `npm run build` in one process). */
export const done = contentCheckReport(contentDir()).then(({ ok, text }) => {
  if (ok) console.log(text);
  else {
    console.error(text);
    process.exit(1);
  }
});
