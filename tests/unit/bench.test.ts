import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  BUDGETS, CONTENT_PAGE_TYPES, FLOOR_TYPE, KB, TEST_MARGIN, benchTable, isEnglishPageType, judgeJs, judgeLighthouse, judgeQuiet, median, medianFigures, pageTypes, routeKind,
  summaryTable, toFloor, type Floors, type RunFigures,
} from '@/lib/bench/budgets';
import { FLOOR_PATH, FLOOR_PICTURE_WIDTH, floorFile, floorHtml, floorPicture } from '@/lib/bench/floor';
import { OWN_FLOOR_ROOT, ownFloorFile, ownFloorHtml, ownFloorPath } from '@/lib/bench/own-floor';
import {
  LAZY_ON_FIRST_SCREEN_EXPRESSION, QUIET_DEFAULTS, QUIET_INIT_SCRIPT, QUIET_READ_EXPRESSION, SLOW_PHONE, lastLongTaskEnd, medianQuiet, quietAt, quietState, summarizeQuiet, type QuietRecord,
} from '@/lib/bench/quiet';
import { discoverPages } from '@/lib/build/pages';
import { variantsOf } from '@/lib/images';
import { routeOf } from '@/lib/routes';
import { writeScaledContent } from '@/lib/bench/scale';
import { loadContent } from '@/lib/content/load';
import { contentDir } from '@/lib/content/read';

const run = (over: Partial<RunFigures> = {}): RunFigures => ({
  performance: 99, accessibility: 100, bestPractices: 100, seo: 100,
  fcpMs: 900, lcpMs: 1200, tbtMs: 40, cls: 0,
  js: 14 * KB, css: 9 * KB, img: 60 * KB, font: 28 * KB, html: 20 * KB, total: 140 * KB, jsLoaded: 12 * KB,
  ...over,
});
const floor = { lcpMs: 1000 };
/** The floors of a page: the plain one above, and its own, whose LCP and TBT are the page's own cost. */
const floors = (own: { lcpMs: number; tbtMs: number } = { lcpMs: 1200, tbtMs: 30 }) => ({ plain: floor, own });

describe('bench arithmetic', () => {
  it('takes the median of three runs, so one slow run does not decide', () => {
    expect(median([1900, 1200, 1300])).toBe(1300);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
    const m = medianFigures([run({ lcpMs: 3000, performance: 80, jsLoaded: 90 * KB }), run({ lcpMs: 1300 }), run({ lcpMs: 1250 })]);
    expect(m.lcpMs).toBe(1300);
    expect(m.performance).toBe(99);
    expect(m.jsLoaded).toBe(12 * KB);
  });

  it('divides by the floor, and never passes a budget on a floor that is missing or zero', () => {
    expect(toFloor(2600, 1300)).toBe(2);
    expect(toFloor(100, 0)).toBe(Infinity);
    expect(toFloor(100, Number.NaN)).toBe(Infinity);
  });

  it('misses each Lighthouse budget just past its limit, LCP and TBT against the page\'s own floor and the plain floor of the same run', () => {
    const names = (figures: RunFigures, options?: Parameters<typeof judgeLighthouse>[3], of: Floors = floors()) =>
      judgeLighthouse('about', figures, of, options).filter((v) => !v.ok).map((v) => v.what);
    expect(names(run())).toEqual([]);
    // at the limits exactly: 99; LCP 1.05 × its own floor's and 1.35 × the plain floor's; TBT 50 ms and +30 ms over its own floor's
    expect(names(run({ performance: BUDGETS.performance, lcpMs: 1260, tbtMs: BUDGETS.tbtMs }), undefined, floors({ lcpMs: 1200, tbtMs: 20 }))).toEqual([]);
    expect(names(run({ lcpMs: 1350, tbtMs: 50 }), undefined, floors({ lcpMs: 1290, tbtMs: 20 }))).toEqual([]);
    // one past each
    expect(names(run({ lcpMs: 1261 }), undefined, floors({ lcpMs: 1200, tbtMs: 30 }))).toEqual(['about: LCP against its own floor']);
    expect(names(run({ lcpMs: 1351 }), undefined, floors({ lcpMs: 1300, tbtMs: 30 }))).toEqual(['about: LCP']);
    expect(names(run({ tbtMs: 51 }), undefined, floors({ lcpMs: 1200, tbtMs: 40 }))).toEqual(['about: TBT']);
    expect(names(run({ tbtMs: 41 }), undefined, floors({ lcpMs: 1200, tbtMs: 10 }))).toEqual(['about: TBT over its own floor']);
    expect(names(run({ cls: 0.011, seo: 92 }))).toEqual(['about: SEO', 'about: CLS']);
    expect(names(run({ performance: 98 }))).toEqual(['about: performance']);
    // the same LCP passes beside slower floors: the budgets are ratios
    expect(judgeLighthouse('about', run({ lcpMs: 1500 }), { plain: { lcpMs: 1200 }, own: { lcpMs: 1450, tbtMs: 30 } }).every((v) => v.ok)).toBe(true);
    const detail = (what: string, of: Parameters<typeof judgeLighthouse>[2]) => judgeLighthouse('about', run({ lcpMs: 1500 }), of).find((v) => v.what === `about: ${what}`)!;
    expect(detail('LCP', { plain: { lcpMs: 1100 }, own: { lcpMs: 1450, tbtMs: 30 } }).detail).toMatch(/1500 ms, 1\.36 × the plain floor's 1100 ms/);
    expect(detail('LCP against its own floor', { plain: floor, own: { lcpMs: 1400, tbtMs: 30 } }).detail).toMatch(/1500 ms, 1\.07 × its own floor's 1400 ms/);
    expect(detail('TBT over its own floor', { plain: floor, own: { lcpMs: 1450, tbtMs: 25 } }).detail).toMatch(/40 ms, \+15 ms over its own floor's 25 ms/);
    expect(detail('LCP', { plain: { lcpMs: 0 }, own: { lcpMs: 1450, tbtMs: 30 } }).ok).toBe(false);
    // an own floor that was not measured is a miss, never a pass
    expect(names(run(), undefined, { plain: floor })).toEqual(['about: LCP against its own floor', 'about: TBT over its own floor']);
    // the margin for a busy machine: the score at 95, LCP and TBT only through it; CLS still exactly
    const margin = { minPerformance: TEST_MARGIN.performance, timings: false };
    expect(names(run({ performance: 96, lcpMs: 2100, tbtMs: 180 }), margin)).toEqual([]);
    expect(names(run(), margin, { plain: floor })).toEqual([]);
    expect(names(run({ performance: 94, cls: 0.05 }), margin)).toEqual(['about: performance', 'about: CLS']);
  });

  it('holds a translated page to its own floor only: its LCP may pass 1.35 × the plain floor and its TBT 50 ms when its own floor does too', () => {
    const heavy = run({ lcpMs: 1600, tbtMs: 120 });
    const own = { lcpMs: 1560, tbtMs: 100 };
    expect(judgeLighthouse('home · kn', heavy, floors(own)).filter((v) => !v.ok)).toEqual([]);
    expect(judgeLighthouse('home', heavy, floors(own)).filter((v) => !v.ok).map((v) => v.what)).toEqual(['home: LCP', 'home: TBT']);
    expect(judgeLighthouse('home · kn', run({ lcpMs: 1700, tbtMs: 131 }), floors(own)).filter((v) => !v.ok).map((v) => v.what)).toEqual([
      'home · kn: LCP against its own floor',
      'home · kn: TBT over its own floor',
    ]);
    expect(isEnglishPageType('doctor profile')).toBe(true);
    expect(isEnglishPageType('doctor profile · hi')).toBe(false);
  });

  it('holds the home page to 450 KB transferred, and only the home page', () => {
    expect(judgeLighthouse('home', run({ total: 451 * KB }), floors()).find((v) => !v.ok)?.what).toBe('home: whole page transferred');
    expect(judgeLighthouse('about', run({ total: 451 * KB }), floors()).every((v) => v.ok)).toBe(true);
  });

  it('allows 15 KB of JavaScript on content pages and 85 KB on every page', () => {
    expect(CONTENT_PAGE_TYPES).toEqual(['article', 'blog listing', 'doctor profile', 'gallery']);
    const ok = judgeJs([
      { page: 'home (/)', kind: 'home', files: 85 * KB },
      { page: 'article (/blog/x/)', kind: 'article', files: 15 * KB },
      { page: 'gallery (/gallery/)', kind: 'gallery', files: 3 * KB },
    ]);
    expect(ok.map((v) => v.ok)).toEqual([true, true]);
    // a page of another type may load more than 15 KB; a content page may not
    const content = judgeJs([{ page: 'about (/about/)', kind: 'about', files: 40 * KB }, { page: 'doctor profile (/ourdoctor/dr-x/)', kind: 'doctor profile', files: 15 * KB + 1 }]);
    expect(content.map((v) => v.ok)).toEqual([false, true]);
    expect(content[0]!.detail).toContain('doctor profile (/ourdoctor/dr-x/)');
    expect(judgeJs([{ page: 'home (/)', kind: 'home', files: 85 * KB + 1 }]).map((v) => v.ok)).toEqual([true, false]);
    // without a kind, the route type of the site path decides (as tests/e2e/site-pages.spec.ts passes pages)
    expect(judgeJs([{ page: '/blog/page/2/', files: 20 * KB }, { page: '/contact/', files: 20 * KB }])[0]!.detail).toMatch(/^1 of 1 over 15\.0 KB: \/blog\/page\/2\//);
    expect(judgeJs([])[0]!.ok).toBe(false);
    // no exception for the heaviest page any more
    expect(BUDGETS.heaviestJsBytes).toBe(BUDGETS.jsBytes);
  });

  it('holds main thread quiet of English page types to twice the floor of the same run', () => {
    const verdicts = judgeQuiet(
      [{ type: 'home', quietMs: 2400 }, { type: 'about', quietMs: 2401 }, { type: 'home · kn', quietMs: 9000 }, { type: 'gallery', quietMs: 20_000, cappedRuns: 2 }],
      { quietMs: 1200 },
    );
    expect(verdicts.map((v) => [v.what, v.ok])).toEqual([['home: main thread quiet', true], ['about: main thread quiet', false], ['gallery: main thread quiet', false]]);
    expect(verdicts[0]!.detail).toBe("2400 ms, 2.00 × the floor's 1200 ms (budget ≤ 2 ×)");
    expect(verdicts[2]!.detail).toMatch(/2 runs never settled$/);
    expect(judgeQuiet([{ type: 'home', quietMs: 10 }], { quietMs: 0 })[0]!.ok).toBe(false);
  });

  it('prints the floor first, then one row per page type with its ratios to the plain floor and to its own floor', () => {
    const lines = summaryTable(
      [
        { type: 'home', lighthouse: { performance: 97, lcpMs: 1560, tbtMs: 120.4, jsLoaded: 150 * KB }, own: { lcpMs: 1500, tbtMs: 130 }, quiet: { quietMs: 5600, cappedRuns: 0 } },
        { type: 'gallery', lighthouse: { performance: 100, lcpMs: 1300, tbtMs: 0, jsLoaded: 0 }, own: { lcpMs: 1300, tbtMs: 0 }, quiet: { quietMs: 20_000, cappedRuns: 1 } },
        { type: 'contact', lighthouse: { performance: 99, lcpMs: 1200, tbtMs: 10, jsLoaded: 8 * KB } },
      ],
      { type: FLOOR_TYPE, lighthouse: { performance: 100, lcpMs: 1200, tbtMs: 0, jsLoaded: 0 }, quiet: { quietMs: 1000 } },
    ).split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]!.split(/\s{2,}/)).toEqual(['page type', 'perf', 'LCP ms', 'LCP/floor', 'own LCP', 'LCP/own', 'TBT ms', 'own TBT', 'TBT-own', 'JS KB', 'quiet ms', 'quiet/floor']);
    // the floor's row: no own floor
    expect(lines[2]!.split(/\s+/).slice(-11)).toEqual(['100', '1200', '1.00', '–', '–', '0', '–', '–', '0.0', '1000', '1.00']);
    expect(lines[2]!.startsWith(FLOOR_TYPE)).toBe(true);
    expect(lines[3]!.split(/\s+/)).toEqual(['home', '97', '1560', '1.30', '1500', '1.04', '120', '130', '-10', '150.0', '5600', '5.60']);
    // "+": a visit never settled and counted at the cap
    expect(lines[4]!.split(/\s+/).slice(-2)).toEqual(['+20000', '20.00']);
    // not measured: a dash, never a made-up ratio
    expect(lines[5]!.split(/\s+/).slice(-2)).toEqual(['–', '–']);
    // every line as wide as the header, columns aligned
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });

  it('sorts pages into route types and prints the detailed Lighthouse table', () => {
    expect(routeKind('/')).toBe('home');
    expect(routeKind('/ourdoctor/dr-asha/')).toBe('doctor profile');
    expect(routeKind('/blog/page/3/')).toBe('blog listing');
    expect(routeKind('/ourdoctor/page/2/')).toBe('our doctors');
    expect(routeKind('/ourdoctor/department/orthopedics/page/2/')).toBe('our doctors');
    expect(routeKind('/mainservice/urology/services/3/')).toBe('department');
    expect(routeKind('/mainservice/urology/lithotripsy/')).toBe('department service');
    expect(routeKind('/kn/mainservice/urology/lithotripsy/')).toBe('department service');
    expect(routeKind('/blog/some-article/')).toBe('article');
    expect(routeKind('/services/')).toBe('services');
    expect(routeKind('/Hospitalservice/')).toBe('legacy');
    for (const p of ['/404/', '/no-such-page/', '/blog/page/0/', FLOOR_PATH]) expect(routeKind(p), p).toBe('other');
    const lines = benchTable([{ type: 'home', m: run() }]).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^home\s+99\s+100\s+100\s+100\s+0\.90\s+1\.20\s+40\s+0\.000\s+14\.0/);
  });
});

describe('main thread quiet', () => {
  const record = (over: Partial<QuietRecord> = {}): QuietRecord => ({ nowMs: 6000, loadMs: 900, hydratedMs: 2500, longTasks: [[2000, 120], [3100, 80]], ...over });

  it('is the latest of the load event, the hydration mark and the end of the last long task', () => {
    expect(lastLongTaskEnd([[2000, 120], [3100, 80], [2500, 60]])).toBe(3180);
    expect(lastLongTaskEnd([])).toBe(0);
    expect(quietAt(record())).toBe(3180);
    expect(quietAt(record({ hydratedMs: 4000 }))).toBe(4000);
    expect(quietAt(record({ loadMs: 5000 }))).toBe(5000);
    // the floor: no mark, no long task, so its load event
    expect(quietAt(record({ hydratedMs: null, longTasks: [] }))).toBe(900);
  });

  it('waits for the load event, for the mark where one is expected, and for a settle window without long tasks', () => {
    const state = (over: Partial<QuietRecord>, expectsMark = true) => quietState(record(over), { expectsMark, settleMs: 2000, capMs: 15_000 });
    expect(state({})).toBe('quiet'); // 6000 − 3180 ≥ 2000
    expect(state({ nowMs: 5000 })).toBe('waiting'); // a long task may still come
    expect(state({ loadMs: null })).toBe('waiting');
    expect(state({ hydratedMs: null })).toBe('waiting');
    expect(state({ hydratedMs: null }, false)).toBe('quiet');
    expect(state({ hydratedMs: null, nowMs: 15_000 })).toBe('capped');
    // the defaults: 2 s of settling
    expect(quietState(record({ nowMs: 5100 }), { expectsMark: true })).toBe('waiting');
    expect(quietState(record({ nowMs: 5200 }), { expectsMark: true })).toBe('quiet');
    expect(QUIET_DEFAULTS.settleMs).toBe(2000);
  });

  it('keeps what a visit reports, the cap for a visit that never settled, and the median of several', () => {
    const quiet = summarizeQuiet(record(), 'quiet');
    expect(quiet).toEqual({ quietMs: 3180, state: 'quiet', loadMs: 900, hydratedMs: 2500, longTasks: 2, blockingMs: 100, lastLongTaskEndMs: 3180 });
    expect(summarizeQuiet(record({ hydratedMs: null }), 'capped', 15_000).quietMs).toBe(15_000);
    expect(medianQuiet([{ quietMs: 3000, state: 'quiet' }, { quietMs: 15_000, state: 'capped' }, { quietMs: 2800, state: 'quiet' }])).toEqual({ quietMs: 3000, cappedRuns: 1 });
    expect(() => medianQuiet([])).toThrow();
  });

  it('measures on the slow phone of issue 14', () => {
    expect(SLOW_PHONE.cpuSlowdown).toBe(4);
    expect(SLOW_PHONE.latencyMs).toBe(150);
    expect(SLOW_PHONE.downloadBytesPerSecond * 8).toBeCloseTo(1.6 * 1024 * 1024);
    expect(SLOW_PHONE.uploadBytesPerSecond * 8).toBe(750 * 1024);
  });
});

describe('the in-page scripts of main thread quiet', () => {
  // They are strings (so the type checker never sees them): here they run in a jsdom window, with stand-ins for
  // the long-task observer and the navigation entry, which jsdom does not have.
  // jsdom ships no types (and @types/jsdom is not installed): the one constructor used here, typed by hand
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string, options: { runScripts: 'outside-only' }) => { window: Window } };
  const page = (observe: (options: unknown) => void = () => {}) => {
    const dom = new JSDOM('<!doctype html><html><body></body></html>', { runScripts: 'outside-only' });
    const window = dom.window as Window & { eval: (code: string) => unknown };
    let deliver: ((list: { getEntries: () => { startTime: number; duration: number }[] }) => void) | undefined;
    Object.assign(window, {
      PerformanceObserver: class {
        constructor(callback: NonNullable<typeof deliver>) {
          deliver = callback;
        }
        observe = observe;
      },
    });
    let loadEventEnd = 0;
    window.performance.getEntriesByType = (() => [{ loadEventEnd }]) as unknown as Performance['getEntriesByType'];
    return {
      window,
      run: () => window.eval(QUIET_INIT_SCRIPT),
      read: () => JSON.parse(window.eval(QUIET_READ_EXPRESSION) as string) as QuietRecord,
      longTask: (startTime: number, duration: number) => deliver!({ getEntries: () => [{ startTime, duration }] }),
      load: (at: number) => (loadEventEnd = at),
    };
  };

  it('record every long task and the moment <html data-hydrated="true"> appears', async () => {
    let observed: unknown;
    const p = page((options) => (observed = options));
    p.run();
    p.run(); // injected twice: still one record
    expect(observed).toEqual({ type: 'longtask', buffered: true });
    p.longTask(900, 75);
    expect(p.read()).toMatchObject({ loadMs: null, hydratedMs: null, longTasks: [[900, 75]], observerError: null });
    p.load(812);
    const before = p.window.performance.now();
    p.window.document.documentElement.dataset.hydrated = 'true';
    await new Promise((r) => setTimeout(r, 0)); // mutation records arrive after the task that set the mark
    const after = p.window.performance.now();
    await new Promise((r) => setTimeout(r, 30)); // the time is the mark's, not the reading's
    const record = p.read();
    expect(record.loadMs).toBe(812);
    expect(record.hydratedMs).toBeGreaterThanOrEqual(before);
    expect(record.hydratedMs).toBeLessThanOrEqual(after);
  });

  it('say so when the browser cannot observe long tasks', () => {
    const p = page(() => {
      throw new TypeError('longtask is not supported');
    });
    p.run();
    expect(p.read().observerError).toMatch(/not supported/);
  });

  it("name the lazy pictures on the phone's first screen, not eager ones, those further down or those in a subtree not drawn", () => {
    const p = page();
    const doc = p.window.document;
    const picture = (src: string, top: number, loading: 'lazy' | 'eager', drawn = true) => {
      const img = doc.createElement('img');
      img.src = src;
      img.loading = loading;
      img.getBoundingClientRect = () => ({ top, bottom: top + 100, left: 0, right: 300, width: 300, height: 100 }) as DOMRect;
      img.checkVisibility = () => drawn;
      doc.body.append(img);
    };
    Object.assign(p.window, { innerHeight: SLOW_PHONE.viewport.height, innerWidth: SLOW_PHONE.viewport.width });
    picture('/_img/a-lazy-card.webp', 700, 'lazy');
    picture('/_img/the-main-picture.webp', 200, 'eager');
    picture('/_img/further-down.webp', SLOW_PHONE.viewport.height + 10, 'lazy');
    picture('/_img/in-a-folded-list.webp', 300, 'lazy', false);
    expect(JSON.parse(p.window.eval(LAZY_ON_FIRST_SCREEN_EXPRESSION) as string)).toEqual(['/_img/a-lazy-card.webp']);
  });
});

describe('the plain-HTML floor', () => {
  const content = {
    home: { slides: [{ small: { src: 'slides/small/one.svg', alt: 'First "slide" <picture>' } }, { small: { src: 'slides/small/two.svg', alt: 'Second' } }] },
    site: { logo: { src: 'brand/logo.svg', alt: 'Logo' } },
  };

  it('shows the first home slide whose variants are built, else the logo, else nothing', () => {
    const built = (files: string[]) => (p: string) => files.includes(p);
    const first = floorPicture(content, () => true)!;
    expect(first.src).toBe('slides/small/one.svg');
    expect(first.variants.map((v) => v.width)).toEqual(variantsOf('slides/small/one.svg').map((v) => v.width));
    expect([first.width, first.height]).toEqual([variantsOf('slides/small/one.svg').at(-1)!.width, variantsOf('slides/small/one.svg').at(-1)!.height]);
    const second = variantsOf('slides/small/two.svg').map((v) => v.path);
    expect(floorPicture(content, built(second))!.src).toBe('slides/small/two.svg');
    // one variant missing is as good as none
    expect(floorPicture(content, built(second.slice(1)))).toBeUndefined();
    expect(floorPicture(content, built(variantsOf('brand/logo.svg').map((v) => v.path)))!.src).toBe('brand/logo.svg');
  });

  it('is a title, a heading, a paragraph and one picture with its size, and no script', () => {
    const picture = floorPicture(content, () => true)!;
    const html = floorHtml(picture);
    expect(html).not.toMatch(/<script|<link|<style|style=/i);
    expect(html.match(/<img\b/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toMatch(/<p>[^<]+<\/p>/);
    // drawn FLOOR_PICTURE_WIDTH px wide in the picture's shape, by its attributes alone
    const height = Math.round((FLOOR_PICTURE_WIDTH * picture.height) / picture.width);
    expect(html).toContain(`sizes="${FLOOR_PICTURE_WIDTH}px" width="${FLOOR_PICTURE_WIDTH}" height="${height}"`);
    expect(FLOOR_PICTURE_WIDTH).toBeLessThanOrEqual(360 - 2 * 8); // a 360 px phone, the body's default margins
    expect(html).toContain(`srcset="${picture.variants.map((v) => `${v.path} ${v.width}w`).join(', ')}"`);
    expect(html).toContain('alt="First &quot;slide&quot; &lt;picture&gt;"');
  });

  it('lives where no route is and where the build\'s page list does not look', () => {
    expect(routeOf(FLOOR_PATH)).toBeUndefined();
    expect(floorFile()).toBe(`${FLOOR_PATH.replace(/^\/|\/$/g, '')}/index.html`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-test-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
      fs.mkdirSync(path.join(dir, path.dirname(floorFile())));
      fs.writeFileSync(path.join(dir, floorFile()), floorHtml(floorPicture(content, () => true)!));
      expect(discoverPages(dir)).toEqual(['/']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the pages bench measures', () => {
  const fixture = {
    departments: [
      { slug: 'one-service', services: [1] },
      { slug: 'three-services', services: [1, 2, 3] },
      { slug: 'also-three', services: [1, 2, 3] },
    ],
    doctors: [{ id: 'dr-first' }, { id: 'dr-second' }],
    articles: [
      { slug: 'older', date: '2024-01-05' },
      { slug: 'newest', date: '2025-03-01' },
      { slug: 'oldest', date: '2023-07-30' },
    ],
  };

  it('takes the department with the most services (the first of a tie), the first doctor and the newest article', () => {
    const byType = Object.fromEntries(pageTypes(fixture).map((p) => [p.type, p.path]));
    expect(byType).toEqual({
      home: '/',
      about: '/about/',
      'our doctors': '/ourdoctor/',
      department: '/mainservice/three-services/',
      'doctor profile': '/ourdoctor/dr-first/',
      'blog listing': '/blog/',
      article: '/blog/newest/',
      contact: '/contact/',
      gallery: '/gallery/',
      'home · kn': '/kn/',
      'department · kn': '/kn/mainservice/three-services/',
      'doctor profile · kn': '/kn/ourdoctor/dr-first/',
      'article · kn': '/kn/blog/newest/',
      'home · hi': '/hi/',
      'department · hi': '/hi/mainservice/three-services/',
      'doctor profile · hi': '/hi/ourdoctor/dr-first/',
      'article · hi': '/hi/blog/newest/',
      'contact · hi': '/hi/contact/',
    });
  });

  it('follows the content: other content, other pages; a type the content has no page for is left out', () => {
    const edited = { ...fixture, departments: [{ slug: 'new-department', services: [1, 2, 3, 4] }, ...fixture.departments], doctors: fixture.doctors.slice(1) };
    const byType = Object.fromEntries(pageTypes(edited).map((p) => [p.type, p.path]));
    expect(byType.department).toBe('/mainservice/new-department/');
    expect(byType['doctor profile']).toBe('/ourdoctor/dr-second/');
    expect(pageTypes({ ...fixture, articles: [] }).map((p) => p.type)).not.toContain('article');
  });

  it('names a page of each type that the shipped content builds, each of the route type it stands for', () => {
    const { content } = loadContent();
    const types = pageTypes(content!);
    expect(types.map((p) => p.type)).toEqual(['home', 'about', 'our doctors', 'department', 'doctor profile', 'blog listing', 'article', 'contact', 'gallery', 'home · kn', 'department · kn', 'doctor profile · kn', 'article · kn', 'home · hi', 'department · hi', 'doctor profile · hi', 'article · hi', 'contact · hi']);
    for (const { type, path: page } of types) expect(routeKind(page), page).toBe(type.split(' · ')[0]);
  });
});

describe("a page's own floor: the same HTML without the scripts that run", () => {
  const page = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<link rel="modulepreload" href="/_islands/chunk-A.js"><link rel="preload" as="script" href="/_islands/b.js"><link rel="preload" as="image" href="/_img/x.webp">',
    '<style>body{margin:0}</style>',
    '<script type="application/ld+json">{"@type":"Hospital"}</script>',
    '<script type="module" src="/_islands/site-X.js"></script>',
    "<script type='speculationrules'>{\"prerender\":[]}</script>",
    '<script>document.title = "ran"</script>',
    '<SCRIPT TYPE="text/javascript">1</SCRIPT><script type="importmap">{}</script>',
    '</head><body><h1>Heart care</h1>',
    '<island-root data-island="carousel"><script type="application/json" data-props>{"slides":2}</script><ul><li>one</li></ul></island-root>',
    '</body></html>',
  ].join('\n');
  const own = ownFloorHtml(page);

  it('takes out every script the browser would run, the speculation rules and script preloads', () => {
    expect(own).not.toMatch(/<script(?![^>]*application\/(ld\+)?json)/i);
    expect(own).not.toContain('modulepreload');
    expect(own).not.toContain('/_islands/b.js');
    expect(own).not.toContain('speculationrules');
  });

  it('keeps the data scripts, the stylesheet, the picture preload and every element of the page as it was', () => {
    expect(own).toContain('<script type="application/ld+json">{"@type":"Hospital"}</script>');
    expect(own).toContain('<script type="application/json" data-props>{"slides":2}</script>');
    expect(own).toContain('<style>body{margin:0}</style>');
    expect(own).toContain('<link rel="preload" as="image" href="/_img/x.webp">');
    expect(own).toContain('<h1>Heart care</h1>');
    expect(own).toContain('<ul><li>one</li></ul></island-root>');
    // nothing but the scripts went: the page less exactly their bytes
    expect(ownFloorHtml(own)).toBe(own);
  });

  it('lives under its own folder, which the site has no route for', () => {
    expect(ownFloorPath('/kn/mainservice/cardiology/')).toBe(`${OWN_FLOOR_ROOT}/kn/mainservice/cardiology/`);
    expect(ownFloorFile('/')).toBe(`${OWN_FLOOR_ROOT.slice(1)}/index.html`);
    expect(routeOf(ownFloorPath('/about/'))).toBeUndefined();
  });
});

describe('synthetic content for bench:scale', () => {
  it('multiplies doctors, services and articles into content the build accepts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-test-'));
    try {
      const shipped = loadContent().content!;
      const counts = writeScaledContent(contentDir(), path.join(dir, 'content'), 3);
      const { content, problems } = loadContent(path.join(dir, 'content'));
      expect(problems).toEqual([]);
      expect(content!.doctors).toHaveLength(shipped.doctors.length * 3);
      expect(content!.articles).toHaveLength(shipped.articles.length * 3);
      const services = (c: typeof shipped) => c.departments.reduce((n, d) => n + d.services.length, 0);
      expect(services(content!)).toBe(services(shipped) * 3);
      expect(counts).toEqual({ doctors: shipped.doctors.length * 3, services: services(shipped) * 3, articles: shipped.articles.length * 3 });
      // the newest articles are still the shipped ones (a copy is dated a year or more before its original, so every article of
      // the last year before the newest is shipped), and the featured ones are still exactly the shipped featured ones
      const newest = [...shipped.articles].sort((a, b) => b.date.localeCompare(a.date))[0]!.date;
      const yearBefore = `${Number(newest.slice(0, 4)) - 1}${newest.slice(4)}`;
      const recent = content!.articles.filter((a) => a.date > yearBefore).map((a) => a.slug);
      expect(recent.length).toBeGreaterThan(0);
      expect(recent.filter((slug) => !shipped.articles.some((a) => a.slug === slug))).toEqual([]);
      const featured = (c: typeof shipped) => c.articles.filter((a) => a.featured).map((a) => a.slug).sort();
      expect(featured(content!)).toEqual(featured(shipped));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a factor that is not a whole number of 1 or more', () => {
    expect(() => writeScaledContent('content', path.join(os.tmpdir(), 'never'), 0)).toThrow(/whole number/);
  });
});
