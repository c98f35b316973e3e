/**
 * The performance budgets of the site (issues 6, 14 and 31) and the pure
 * arithmetic of `npm run bench`: medians, the budget verdicts (timings
 * against each page's own floor and the plain-HTML floor of the same run)
 * and the printed tables.
 * scripts/bench.ts measures; this module judges, so it is unit-tested.
 */
import { inLanguage, languageOf, paths, routeOf, type RouteName } from '../routes';

/** What `pageTypes` chooses its pages from: the content's departments, doctors and articles. */
export interface BenchContent {
  departments: readonly { slug: string; services: readonly unknown[] }[];
  doctors: readonly { id: string }[];
  articles: readonly { slug: string; date: string }[];
}

/**
 * The page types Lighthouse measures, with the page that stands for each,
 * chosen from the content (editors add and remove pages every month): the
 * department with the most services (the heaviest department page), the
 * first doctor and the newest article. A type the content has no page for
 * is left out. Then the home, department, doctor and article pages in
 * Kannada and Hindi, and the Hindi contact page (type "home · kn"), held to
 * the budgets against their own floors.
 */
export function pageTypes(content: BenchContent): { type: string; path: string }[] {
  const department = content.departments.reduce<BenchContent['departments'][number] | undefined>(
    (most, d) => (most === undefined || d.services.length > most.services.length ? d : most),
    undefined,
  );
  const doctor = content.doctors[0];
  const newest = [...content.articles].sort((a, b) => b.date.localeCompare(a.date))[0];
  const english = [
    { type: 'home', path: paths.home() },
    { type: 'about', path: paths.about() },
    { type: 'our doctors', path: paths.doctors() },
    ...(department ? [{ type: 'department', path: paths.department(department.slug) }] : []),
    ...(doctor ? [{ type: 'doctor profile', path: paths.doctor(doctor.id) }] : []),
    { type: 'blog listing', path: paths.blog() },
    ...(newest ? [{ type: 'article', path: paths.article(newest.slug) }] : []),
    { type: 'contact', path: paths.contact() },
    { type: 'gallery', path: paths.gallery() },
  ];
  const translated = (type: string, lang: 'kn' | 'hi') => english.filter((p) => p.type === type).map((p) => ({ type: `${type} · ${lang}`, path: inLanguage(lang, p.path) }));
  const inEach = ['home', 'department', 'doctor profile', 'article'];
  return [
    ...english,
    ...inEach.flatMap((type) => translated(type, 'kn')),
    ...inEach.flatMap((type) => translated(type, 'hi')),
    ...translated('contact', 'hi'),
  ];
}

/** Whether a page type of `pageTypes` is an English page ("home") rather than a translated one ("home · kn"). */
export function isEnglishPageType(type: string): boolean {
  return !type.includes(' · ');
}

/** The page types of the per-route JavaScript report, in its order, each with the routes (lib/routes ROUTES) it covers. */
export const ROUTE_KINDS: [string, RouteName[]][] = [
  ['home', ['home']],
  ['about', ['about']],
  // the directory: /ourdoctor/, its later pages and each filter option's pages
  ['our doctors', ['doctors', 'doctorsPage', 'doctorsIn', 'doctorsInPage']],
  ['doctor profile', ['doctor']],
  ['department', ['department', 'departmentServices']],
  // a service of a department on its own page
  ['department service', ['departmentService']],
  ['departments index', ['departments']],
  ['blog listing', ['blog', 'blogPage']],
  ['article', ['article']],
  ['contact', ['contact']],
  ['gallery', ['gallery']],
  ['services', ['services', 'expertiseService']],
  ['search', ['search']],
  ['legacy', ['legacyArticle', 'legacyService']],
];

/** Which page type a site path belongs to (for the per-route JavaScript report); "other" for a path of no route here. */
export function routeKind(page: string): string {
  const route = routeOf(languageOf(page).path);
  return (route && ROUTE_KINDS.find(([, names]) => names.includes(route.name))?.[0]) ?? 'other';
}

export const KB = 1024;

/** The name of the plain-HTML floor's row (lib/bench/floor.ts) in the tables and verdicts. */
export const FLOOR_TYPE = 'plain-HTML floor';

/** The content pages of issue 14, held to the small JavaScript budget (their routes, see ROUTE_KINDS). */
export const CONTENT_PAGE_TYPES: readonly string[] = ['article', 'blog listing', 'doctor profile', 'gallery'];

/**
 * The budgets (issue 31, on top of issue 6's scores, CLS and home page
 * weight). Timings are held against floors measured in the same run, so a
 * slower machine moves both sides: each page's own floor (the same HTML
 * without the scripts that run, lib/bench/own-floor.ts) for what our code
 * adds, on every page; the plain-HTML floor (lib/bench/floor.ts) for how
 * heavy an English page may grow.
 */
export const BUDGETS = {
  /** Lighthouse category scores, 0–100, every page type. */
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Total Blocking Time of an English page type at most this, in ms… */
  tbtMs: 50,
  /** …and of every page at most its own floor's plus this, in ms. */
  tbtOverOwnFloorMs: 30,
  cls: 0.01,
  /** LCP of every page at most this many times its own floor's (Lighthouse, median of each). */
  lcpToOwnFloor: 1.05,
  /**
   * LCP of an English page type at most this many times the plain-HTML floor's: a document past TCP's second
   * window (about 43 KB compressed) pays a round trip more, and this says so.
   */
  lcpToFloor: 1.35,
  /** "Main thread quiet" on the slow phone of an English page type at most this many times the plain floor's (lib/bench/quiet.ts). */
  quietToFloor: 2,
  /** Compressed JavaScript a content page (CONTENT_PAGE_TYPES) may load… */
  contentJsBytes: 15 * KB,
  /** …and any page. */
  jsBytes: 85 * KB,
  /**
   * @deprecated No page has an exception any more: the same as `jsBytes`.
   * Kept for the readers of issue 6's "heaviest page" budget (scripts/bench-scale.ts).
   */
  heaviestJsBytes: 85 * KB,
  /** Everything the home page transfers on a first visit. */
  homeTotalBytes: 450 * KB,
} as const;

/**
 * What `npm run bench -- --test-margin` allows for machine noise: the
 * performance score at 95, and LCP and TBT held only through it (they are
 * timings); the other scores, CLS, every size and the quiet ratio (already
 * relative to the floor of the same run) are held exactly.
 */
export const TEST_MARGIN = { performance: 95 } as const;

/** One Lighthouse run reduced to the figures we keep. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** transfer sizes in bytes, from Lighthouse's resource summary (each response's headers included) */
  js: number;
  css: number;
  img: number;
  font: number;
  html: number;
  total: number;
  /** the script files the page fetched in the run, at their compressed size without headers: what the JavaScript budget judges */
  jsLoaded: number;
}

export const FIGURES: (keyof RunFigures)[] = [
  'performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'js', 'css', 'img', 'font', 'html', 'total', 'jsLoaded',
];

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of each figure over several runs of one page. */
export function medianFigures(runs: RunFigures[]): RunFigures {
  return Object.fromEntries(FIGURES.map((f) => [f, median(runs.map((r) => r[f]))])) as unknown as RunFigures;
}

/** `value / floor`; Infinity when the floor is not a positive number (so a budget on it is missed, never passed). */
export function toFloor(value: number, floor: number): number {
  return floor > 0 && Number.isFinite(floor) ? value / floor : Infinity;
}

export interface Verdict {
  what: string;
  ok: boolean;
  detail: string;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const signedMs = (value: number) => `${value < 0 ? '−' : '+'}${Math.abs(Math.round(value))} ms`;
const times = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)} ×` : '– ×');

/** The floors one page type is judged against: the plain-HTML floor's medians and its own floor's (when measured). */
export interface Floors {
  plain: { lcpMs: number };
  own?: { lcpMs: number; tbtMs: number };
}

/**
 * The Lighthouse budgets of one page type, judged on its medians: LCP and
 * TBT against its own floor's medians of the same run (every page), and for
 * an English page type LCP against the plain floor's and TBT in ms.
 * `minPerformance` is 99 for the report and lower with --test-margin
 * (TEST_MARGIN), which also sets `timings: false` (LCP and TBT then count
 * only through the score). A page whose own floor was not measured misses
 * the own-floor budgets.
 */
export function judgeLighthouse(type: string, m: RunFigures, floors: Floors, options: { minPerformance?: number; timings?: boolean } = {}): Verdict[] {
  const minPerformance = options.minPerformance ?? BUDGETS.performance;
  const v = (what: string, ok: boolean, detail: string) => ({ what: `${type}: ${what}`, ok, detail });
  const lcpRatio = toFloor(m.lcpMs, floors.plain.lcpMs);
  const own = floors.own;
  const ownLcpRatio = own ? toFloor(m.lcpMs, own.lcpMs) : Infinity;
  const overOwnTbt = own ? m.tbtMs - own.tbtMs : Infinity;
  const english = isEnglishPageType(type);
  const verdicts = [
    v('performance', m.performance >= minPerformance, `${m.performance} (budget ≥ ${minPerformance})`),
    v('accessibility', m.accessibility >= BUDGETS.accessibility, `${m.accessibility} (budget ${BUDGETS.accessibility})`),
    v('best practices', m.bestPractices >= BUDGETS.bestPractices, `${m.bestPractices} (budget ${BUDGETS.bestPractices})`),
    v('SEO', m.seo >= BUDGETS.seo, `${m.seo} (budget ${BUDGETS.seo})`),
    ...(options.timings === false
      ? []
      : [
          v(
            'LCP against its own floor',
            ownLcpRatio <= BUDGETS.lcpToOwnFloor,
            own ? `${ms(m.lcpMs)}, ${times(ownLcpRatio)} its own floor's ${ms(own.lcpMs)} (budget ≤ ${BUDGETS.lcpToOwnFloor} ×)` : 'its own floor was not measured',
          ),
          v(
            'TBT over its own floor',
            overOwnTbt <= BUDGETS.tbtOverOwnFloorMs,
            own ? `${ms(m.tbtMs)}, ${signedMs(overOwnTbt)} over its own floor's ${ms(own.tbtMs)} (budget ≤ +${BUDGETS.tbtOverOwnFloorMs} ms)` : 'its own floor was not measured',
          ),
          ...(english
            ? [
                v('LCP', lcpRatio <= BUDGETS.lcpToFloor, `${ms(m.lcpMs)}, ${times(lcpRatio)} the plain floor's ${ms(floors.plain.lcpMs)} (budget ≤ ${BUDGETS.lcpToFloor} ×)`),
                v('TBT', m.tbtMs <= BUDGETS.tbtMs, `${ms(m.tbtMs)} (budget ≤ ${BUDGETS.tbtMs} ms)`),
              ]
            : []),
        ]),
    v('CLS', m.cls <= BUDGETS.cls, `${m.cls.toFixed(3)} (budget ≤ ${BUDGETS.cls})`),
  ];
  if (type === 'home') verdicts.push(v('whole page transferred', m.total <= BUDGETS.homeTotalBytes, `${kb(m.total)} (budget ≤ ${kb(BUDGETS.homeTotalBytes)})`));
  return verdicts;
}

/**
 * The JavaScript budgets over measured pages: a content page (its `kind`, or
 * the route type of its site path, is one of CONTENT_PAGE_TYPES) loads
 * 15 KB or less, every page 85 KB or less. `files` is what the page loaded,
 * in compressed bytes.
 */
export function judgeJs(pages: { page: string; files: number; kind?: string }[]): Verdict[] {
  if (pages.length === 0) return [{ what: 'JavaScript per page', ok: false, detail: 'no pages measured' }];
  const heaviestFirst = [...pages].sort((a, b) => b.files - a.files);
  const content = heaviestFirst.filter((p) => CONTENT_PAGE_TYPES.includes(p.kind ?? routeKind(p.page)));
  const verdict = (what: string, of: typeof pages, budget: number): Verdict => {
    const over = of.filter((p) => p.files > budget);
    const list = (ps: typeof pages) => ps.slice(0, 5).map((p) => `${p.page} ${kb(p.files)}`).join(', ') + (ps.length > 5 ? ', …' : '');
    return {
      what,
      ok: over.length === 0,
      detail: over.length
        ? `${over.length} of ${of.length} over ${kb(budget)}: ${list(over)}`
        : of.length
          ? `${of.length} pages, heaviest ${list(of.slice(0, 1))} (budget ≤ ${kb(budget)})`
          : 'no such page measured',
    };
  };
  return [
    verdict(`JavaScript of content pages (${CONTENT_PAGE_TYPES.join(', ')})`, content, BUDGETS.contentJsBytes),
    verdict('JavaScript of every page', heaviestFirst, BUDGETS.jsBytes),
  ];
}

/**
 * "Main thread quiet" on the slow phone, each English page type against the
 * plain floor of the same run: at most BUDGETS.quietToFloor times the floor's
 * median (translated page types are measured and printed, not judged).
 * `cappedRuns` counts visits that never settled (counted at the cap).
 */
export function judgeQuiet(rows: { type: string; quietMs: number; cappedRuns?: number }[], floor: { quietMs: number }): Verdict[] {
  return rows.filter((r) => isEnglishPageType(r.type)).map(({ type, quietMs, cappedRuns = 0 }) => {
    const ratio = toFloor(quietMs, floor.quietMs);
    const capped = cappedRuns ? `; ${cappedRuns} run${cappedRuns > 1 ? 's' : ''} never settled` : '';
    return {
      what: `${type}: main thread quiet`,
      ok: ratio <= BUDGETS.quietToFloor,
      detail: `${ms(quietMs)}, ${times(ratio)} the floor's ${ms(floor.quietMs)} (budget ≤ ${BUDGETS.quietToFloor} ×)${capped}`,
    };
  });
}

/** A plain-text table: the first column left-aligned, the rest right-aligned. */
export function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** One row of the summary table: a page type's medians (any part may be missing when it was not measured). */
export interface SummaryRow {
  type: string;
  lighthouse?: Pick<RunFigures, 'performance' | 'lcpMs' | 'tbtMs' | 'jsLoaded'>;
  /** the Lighthouse medians of the page's own floor (none for the plain floor's row) */
  own?: Pick<RunFigures, 'lcpMs' | 'tbtMs'>;
  quiet?: { quietMs: number; cappedRuns?: number };
}

/**
 * The table of issues 14 and 31, one row per page type and the plain
 * floor's row first: performance score, LCP and its ratios to the plain
 * floor's and to the page's own floor's (with the own floor's LCP), TBT with
 * the own floor's and the difference, compressed JavaScript loaded,
 * main-thread-quiet time and its ratio to the plain floor's. A quiet time
 * with "+" had a run that never settled (counted at the cap).
 */
export function summaryTable(rows: SummaryRow[], floor: SummaryRow): string {
  const dash = '–';
  const ratio = (value: number | undefined, of: number | undefined) =>
    value === undefined || of === undefined ? dash : toFloor(value, of).toFixed(2);
  return table(
    ['page type', 'perf', 'LCP ms', 'LCP/floor', 'own LCP', 'LCP/own', 'TBT ms', 'own TBT', 'TBT-own', 'JS KB', 'quiet ms', 'quiet/floor'],
    [floor, ...rows].map(({ type, lighthouse: l, own: o, quiet: q }) => [
      type,
      l ? l.performance : dash,
      l ? Math.round(l.lcpMs) : dash,
      ratio(l?.lcpMs, floor.lighthouse?.lcpMs),
      o ? Math.round(o.lcpMs) : dash,
      ratio(l?.lcpMs, o?.lcpMs),
      l ? Math.round(l.tbtMs) : dash,
      o ? Math.round(o.tbtMs) : dash,
      l && o ? `${l.tbtMs - o.tbtMs < 0 ? '-' : '+'}${Math.abs(Math.round(l.tbtMs - o.tbtMs))}` : dash,
      l ? (l.jsLoaded / KB).toFixed(1) : dash,
      q ? `${q.cappedRuns ? '+' : ''}${Math.round(q.quietMs)}` : dash,
      ratio(q?.quietMs, floor.quiet?.quietMs),
    ]),
  );
}

/** The detailed Lighthouse table: one row of medians per page type (sizes from Lighthouse's resource summary). */
export function benchTable(rows: { type: string; m: RunFigures }[]): string {
  const k = (b: number) => (b / KB).toFixed(1);
  return table(
    ['page type', 'perf', 'a11y', 'BP', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KB', 'CSS KB', 'img KB', 'font KB', 'HTML KB', 'total KB'],
    rows.map(({ type, m }) => [
      type, m.performance, m.accessibility, m.bestPractices, m.seo,
      (m.fcpMs / 1000).toFixed(2), (m.lcpMs / 1000).toFixed(2), Math.round(m.tbtMs), m.cls.toFixed(3),
      k(m.js), k(m.css), k(m.img), k(m.font), k(m.html), k(m.total),
    ]),
  );
}

/** The per-route JavaScript table (gzip KB): script files the route loads or can load, and its inline payload. */
export function jsRouteTable(pages: { page: string; files: number; start: number; onDemand: number; inline: number }[]): string {
  const kinds = ROUTE_KINDS.map(([kind]) => kind).concat('other').filter((kind) => pages.some((p) => routeKind(p.page) === kind));
  return table(
    ['route type', 'pages', 'at start', 'on demand', 'files max', 'files min', 'inline max'],
    kinds.map((kind) => {
      const of = pages.filter((p) => routeKind(p.page) === kind);
      const max = (f: (p: (typeof of)[number]) => number) => (Math.max(...of.map(f)) / KB).toFixed(1);
      return [kind, of.length, max((p) => p.start), max((p) => p.onDemand), max((p) => p.files), (Math.min(...of.map((p) => p.files)) / KB).toFixed(1), max((p) => p.inline)];
    }),
  );
}
