/**
 * A page's own floor (issue 31): the same HTML as built, with every script
 * that would run taken out, so `npm run bench` can tell what our code adds to
 * a page from what the page itself costs (its size, its layout, its
 * pictures). Data scripts stay (JSON-LD, island props: the browser parses
 * nothing in them), and so do the stylesheet and everything else; the
 * speculation rules go, since they make the browser fetch pages. The bench
 * writes each own floor under OWN_FLOOR_ROOT for the length of a run, beside
 * the plain-HTML floor (lib/bench/floor.ts).
 */
import { pageFile } from '../routes';

/**
 * Where the own floors live while the bench runs: a folder whose name starts
 * with "_", which the site has no route for and lib/build/pages.ts passes over.
 * The page at /kn/ has its own floor at /__bench-own/kn/.
 */
export const OWN_FLOOR_ROOT = '/__bench-own';

/** The site path of the own floor of the page at `path`. */
export const ownFloorPath = (path: string): string => `${OWN_FLOOR_ROOT}${path}`;

/** The own floor's HTML file, relative to the build folder. */
export const ownFloorFile = (path: string): string => pageFile(ownFloorPath(path));

/**
 * Script types the browser runs (HTML's "JavaScript MIME type essence
 * matches", modules, import maps and speculation rules); any other type is
 * data, which it never runs.
 */
const RUNS = /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript)|text\/javascript1\.[0-5])$/i;

/** The value of `name` in a tag's attributes, unquoted; undefined when absent. */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** Whether a `<script>` with these attributes would run. */
export const scriptRuns = (attributes: string): boolean => RUNS.test((attribute(attributes, 'type') ?? '').trim());

/** `html` with every script that would run, and every preload of a script, taken out; the rest as it was. */
export function ownFloorHtml(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (whole, attributes: string) => (scriptRuns(attributes) ? '' : whole))
    .replace(/<link\b([^>]*)>/gi, (whole, attributes: string) => {
      const rel = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
      const as = (attribute(attributes, 'as') ?? '').toLowerCase();
      return rel.includes('modulepreload') || (rel.includes('preload') && as === 'script') ? '' : whole;
    });
}
