import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('routes', () => {
  it('puts every page under the base path with a trailing slash', async () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/hospital-site');
    vi.stubEnv('SITE_URL', 'https://example.org/');
    const { href, absoluteUrl, paths, assetUrl } = await import('@/lib/routes');
    expect(href(paths.home())).toBe('/hospital-site/');
    expect(href(paths.department('radiology'))).toBe('/hospital-site/mainservice/radiology/');
    expect(href(paths.blog(1))).toBe('/hospital-site/blog/');
    expect(href(paths.blog(3))).toBe('/hospital-site/blog/page/3/');
    expect(absoluteUrl(paths.doctor('dr-x'))).toBe('https://example.org/hospital-site/ourdoctor/dr-x/');
    expect(assetUrl('/_img/doctors/dr-x-240.webp')).toBe('/hospital-site/_img/doctors/dr-x-240.webp');
  });

  it('gives a doctor-filter choice its page by its key', async () => {
    const { paths } = await import('@/lib/routes');
    expect(paths.doctorsIn('obstetrics-gynaecology')).toBe('/ourdoctor/department/obstetrics-gynaecology/');
    expect(paths.doctors(2)).toBe('/ourdoctor/page/2/');
    expect(paths.doctorsIn('all')).toBe('/ourdoctor/');
    expect(paths.doctorsIn('all', 3)).toBe('/ourdoctor/page/3/');
    expect(paths.department('urology', 2)).toBe('/mainservice/urology/services/2/');
  });

  it('refuses a relative path so nothing builds URLs by concatenation', async () => {
    const { href } = await import('@/lib/routes');
    expect(() => href('about/')).toThrow(/start with/);
  });
});

describe('reading paths back', () => {
  it('names the route of every kind of page, with its varying segments', async () => {
    const { paths, routeOf } = await import('@/lib/routes');
    expect(routeOf(paths.home())).toEqual({ name: 'home', params: {} });
    expect(routeOf(paths.doctor('dr-x'))).toEqual({ name: 'doctor', params: { id: 'dr-x' } });
    expect(routeOf(paths.doctors(2))).toEqual({ name: 'doctorsPage', params: { page: '2' } });
    expect(routeOf(paths.doctorsIn('orthopedics'))).toEqual({ name: 'doctorsIn', params: { option: 'orthopedics' } });
    expect(routeOf(paths.doctorsIn('orthopedics', 3))).toEqual({ name: 'doctorsInPage', params: { option: 'orthopedics', page: '3' } });
    expect(routeOf(paths.department('urology', 2))).toEqual({ name: 'departmentServices', params: { slug: 'urology', page: '2' } });
    expect(routeOf(paths.departmentService('urology', 'lithotripsy'))).toEqual({ name: 'departmentService', params: { slug: 'urology', service: 'lithotripsy' } });
    expect(routeOf(paths.blog(4))).toEqual({ name: 'blogPage', params: { page: '4' } });
    expect(routeOf(paths.article('x'))).toEqual({ name: 'article', params: { slug: 'x' } });
    expect(routeOf(paths.expertiseService('y'))?.name).toBe('expertiseService');
    expect(routeOf(paths.search('kidney stones'))).toBeUndefined(); // a query is not part of the path
    expect(routeOf(paths.search())?.name).toBe('search');
  });

  it('makes no route of paths the site does not have', async () => {
    const { routeOf } = await import('@/lib/routes');
    for (const p of ['/no-such-page/', '/ourdoctor/dr-x/extra/', '/blog/page/1/', '/blog/page/02/', '/blog/page/x/', '/mainservice/radiology', 'about/'])
      expect(routeOf(p), p).toBeUndefined();
  });

  it('reads every path that paths builds as the route that built it, and as no other', async () => {
    const { ROUTES, paths, routeOf } = await import('@/lib/routes');
    const built: [string, string][] = [
      ['home', paths.home()], ['about', paths.about()], ['services', paths.services()], ['expertiseService', paths.expertiseService('s')],
      ['doctors', paths.doctors()], ['doctorsPage', paths.doctors(2)], ['doctorsIn', paths.doctorsIn('urology')], ['doctorsInPage', paths.doctorsIn('urology', 2)],
      ['doctor', paths.doctor('d')], ['gallery', paths.gallery()], ['blog', paths.blog()], ['blogPage', paths.blog(2)], ['article', paths.article('a')],
      ['contact', paths.contact()], ['departments', paths.departments()], ['department', paths.department('x')], ['departmentServices', paths.department('x', 2)],
      ['departmentService', paths.departmentService('x', 's')],
      ['legacyArticle', paths.legacyArticle()], ['legacyService', paths.legacyService()], ['search', paths.search()], ['notFound', paths.notFound()],
    ];
    expect(built.map(([name]) => name).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [name, p] of built) expect(routeOf(p)?.name, p).toBe(name);
  });

  it('keeps doctor ids clear of the directory: its pages under /ourdoctor/ start with the reserved segments', async () => {
    const { ROUTES } = await import('@/lib/routes');
    const { RESERVED_DOCTOR_IDS } = await import('@/lib/doctor-filter');
    const second = Object.values(ROUTES)
      .map((p) => p.split('/').filter(Boolean))
      .filter((s) => s[0] === 'ourdoctor' && s.length > 2)
      .map((s) => s[1]);
    expect([...new Set(second)].sort()).toEqual([...RESERVED_DOCTOR_IDS].sort());
  });
});

describe('route params', () => {
  it('reads the params of a dynamic route off the path, and builds the path back from them', async () => {
    const { ROUTE_FOLDERS, paths, pathOfParams, routeParams } = await import('@/lib/routes');
    const cases: [string, string, Record<string, string | string[]>][] = [
      [ROUTE_FOLDERS.doctor, paths.doctor('dr-x'), { id: 'dr-x' }],
      [ROUTE_FOLDERS.directoryView, paths.doctors(2), { id: 'page', view: ['2'] }],
      [ROUTE_FOLDERS.directoryView, paths.doctorsIn('orthopedics'), { id: 'department', view: ['orthopedics'] }],
      [ROUTE_FOLDERS.directoryView, paths.doctorsIn('orthopedics', 2), { id: 'department', view: ['orthopedics', 'page', '2'] }],
      [ROUTE_FOLDERS.department, paths.department('urology'), { slug: 'urology', view: [] }],
      [ROUTE_FOLDERS.department, paths.department('urology', 3), { slug: 'urology', view: ['services', '3'] }],
      [ROUTE_FOLDERS.department, paths.departmentService('urology', 'lithotripsy'), { slug: 'urology', view: ['lithotripsy'] }],
      [ROUTE_FOLDERS.blogPage, paths.blog(2), { page: '2' }],
      [ROUTE_FOLDERS.article, paths.article('a'), { slug: 'a' }],
      [ROUTE_FOLDERS.expertiseService, paths.expertiseService('s'), { slug: 's' }],
    ];
    for (const [folder, p, params] of cases) {
      expect(routeParams(folder, p), p).toEqual(params);
      expect(pathOfParams(folder, params), p).toBe(p);
    }
    // Next leaves out an optional catch-all that matched nothing
    expect(pathOfParams(ROUTE_FOLDERS.department, { slug: 'urology' })).toBe('/mainservice/urology/');
  });

  it('refuses a path that is not a page of the folder', async () => {
    const { ROUTE_FOLDERS, paths, routeParams } = await import('@/lib/routes');
    expect(() => routeParams(ROUTE_FOLDERS.directoryView, paths.doctors())).toThrow(/not a page/);
    expect(() => routeParams(ROUTE_FOLDERS.directoryView, paths.doctor('dr-x'))).toThrow(/not a page/);
    expect(() => routeParams(ROUTE_FOLDERS.blogPage, paths.article('a'))).toThrow(/not a page/);
    expect(() => routeParams(ROUTE_FOLDERS.doctor, paths.doctors(2))).toThrow(/not a page/);
  });

  it('names folders that exist in app/', async () => {
    const fs = await import('node:fs');
    const { ROUTE_FOLDERS } = await import('@/lib/routes');
    for (const folder of Object.values(ROUTE_FOLDERS)) expect(fs.existsSync(`app${folder}page.tsx`), folder).toBe(true);
  });
});

describe('assets and the files of a build', () => {
  it('puts picture variants, Open Graph pictures and the search bundle under their folders', async () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/hospital-site');
    const { assetPaths, assetUrl } = await import('@/lib/routes');
    expect(assetPaths.pictureVariant('doctors/dr-x.jpg', 240)).toBe('/_img/doctors/dr-x-240.webp');
    expect(assetPaths.pictureVariant('departments/radiology.svg', 1440)).toBe('/_img/departments/radiology-1440.webp');
    expect(assetPaths.ogPicture('department', 'radiology')).toBe('/og/department/radiology.jpg');
    expect(assetUrl(assetPaths.searchScript())).toBe('/hospital-site/pagefind/pagefind.js');
    expect(assetPaths.searchScript().startsWith(assetPaths.searchBundle())).toBe(true);
    expect(assetPaths.pictureVariant('a.png', 1).startsWith(assetPaths.pictures())).toBe(true);
    expect(assetPaths.ogPicture('site', 'default').startsWith(assetPaths.ogPictures())).toBe(true);
  });

  it('maps pages to the files of a static export and back', async () => {
    const { assetPaths, outputPath, pageFile, paths, sitePathOfFile } = await import('@/lib/routes');
    expect(pageFile(paths.home())).toBe('index.html');
    expect(pageFile(paths.doctorsIn('orthopedics', 2))).toBe('ourdoctor/department/orthopedics/page/2/index.html');
    expect(() => pageFile('/sitemap.xml')).toThrow(/end with/);
    expect(outputPath(assetPaths.sitemap())).toBe('sitemap.xml');
    expect(outputPath(assetPaths.searchBundle())).toBe('pagefind');
    expect(sitePathOfFile('index.html')).toBe('/');
    expect(sitePathOfFile('about/index.html')).toBe('/about/');
    expect(sitePathOfFile('404.html')).toBe('/404.html');
    for (const p of [paths.home(), paths.article('a'), paths.doctors(3)]) expect(sitePathOfFile(pageFile(p))).toBe(p);
  });

  it("gives each service of a department a page of its own under the department's", async () => {
    const { paths } = await import('@/lib/routes');
    expect(paths.departmentService('urology', 'lithotripsy')).toBe('/mainservice/urology/lithotripsy/');
  });

  it("keeps service slugs clear of the department's own pages: its pages under /mainservice/<slug>/ start with the reserved segments", async () => {
    const { ROUTES, RESERVED_SERVICE_SLUGS } = await import('@/lib/routes');
    const third = Object.values(ROUTES)
      .map((p) => p.split('/').filter(Boolean))
      .filter((s) => s[0] === 'mainservice' && s.length > 3)
      .map((s) => s[2]);
    expect([...new Set(third)].sort()).toEqual([...RESERVED_SERVICE_SLUGS].sort());
  });

  it("links a doctor-filter choice to its page, opened at the filter's list", async () => {
    const { paths } = await import('@/lib/routes');
    expect(paths.doctorFilterChoice('obstetrics-gynaecology')).toBe('/ourdoctor/department/obstetrics-gynaecology/#doctor-filter');
    expect(paths.doctorFilterChoice('all')).toBe('/ourdoctor/#doctor-filter');
  });
});

/**
 * The rule of lib/routes.ts and lib/chat.ts, kept true: no other source file
 * of the site or its build writes a site path or a hand-off link itself. It
 * looks for string and template literals (and `${…}` followed by a path) that
 * start with one of the site's top path segments, and for chat, phone and
 * e-mail links. Comments are skipped; tests may write URLs (they assert them).
 */
describe('only lib/routes.ts knows URLs, only lib/chat.ts builds hand-off links', () => {
  // The two owners of the rule are the only files left out; nothing else needs an exception.
  const OWNERS = ['lib/routes.ts', 'lib/chat.ts'];
  // Every top segment of ROUTES and assetPaths; the test below keeps the list complete.
  const TOP_SEGMENTS = ['ourdoctor', 'mainservice', 'blog', 'services', 'gallery', 'contact', 'about', 'search', 'subblog', 'Hospitalservice', '404', '_img', '_islands', 'og', 'pagefind', 'favicon.ico', 'manifest.webmanifest', 'sitemap.xml', 'robots.txt', 'llms.txt', 'admin'];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const SITE_PATH = new RegExp(`(['"\`]|\\})/(${TOP_SEGMENTS.map(escape).join('|')})(?=[/'"\`?#]|$)`, 'm');
  const HAND_OFF = /['"`](?:https?:\/\/)?(?:wa\.me|api\.whatsapp\.com)\b|['"`](?:tel|mailto):/;

  const sources = async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.posix.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !OWNERS.includes(full)) files.push(full);
      }
    };
    for (const dir of ['app', 'components', 'islands', 'lib', 'scripts']) walk(dir);
    // comments may show example paths: block comments (also JSX {/* … */}) and // comments after a line start or a space
    const code = (file: string) =>
      fs
        .readFileSync(file, 'utf8')
        .replace(/(^|[\s{])\/\*[\s\S]*?\*\//g, '$1')
        .replace(/(^|\s)\/\/.*$/gm, '$1');
    return files.map((file) => ({ file, code: code(file) }));
  };

  it('finds no site path written outside lib/routes.ts', async () => {
    const found = (await sources()).flatMap(({ file, code }) => code.split('\n').flatMap((line, i) => (SITE_PATH.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(found).toEqual([]);
  });

  it('finds no chat, phone or e-mail link written outside lib/chat.ts', async () => {
    const found = (await sources()).flatMap(({ file, code }) => code.split('\n').flatMap((line, i) => (HAND_OFF.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(found).toEqual([]);
  });

  it('knows every top path segment the site has', async () => {
    const { ROUTES, assetPaths } = await import('@/lib/routes');
    const made = [...Object.values(ROUTES), ...Object.values(assetPaths).map((f) => (f as (a: string, b: number) => string)('x', 1))];
    const tops = new Set(made.map((p) => p.split('/')[1]).filter((s): s is string => Boolean(s) && s !== '_next'));
    expect([...tops].filter((s) => !TOP_SEGMENTS.includes(s))).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    for (const line of ["const a = '/ourdoctor/' + id;", 'href={`/blog/${slug}/`}', 'x = `${basePath}/_img/${src}`;', 'u = "/search/?q=x"', "fetch('/sitemap.xml')"])
      expect(SITE_PATH.test(line), line).toBe(true);
    for (const line of ["path.join(root, 'index.html')", "const a = '/';", "rule('/*', [])", "'/usr/bin/chromium'", 'url(/_next/static/x.woff2)', "'/blogger'"]) expect(SITE_PATH.test(line), line).toBe(false);
    for (const line of ["'https://wa.me/91'", '`tel:+${n}`', "href={'mailto:' + email}", 'a[href^="tel:"]']) expect(HAND_OFF.test(line), line).toBe(true);
  });
});

describe('pages in Kannada and Hindi', () => {
  it('are the English path under /kn/ and /hi/, fragment kept', async () => {
    const { TRANSLATED_ROUTES, inLanguage, languageOf, languageVersions, paths } = await import('@/lib/routes');
    expect(inLanguage('kn', paths.doctor('dr-asha-rao'))).toBe('/kn/ourdoctor/dr-asha-rao/');
    expect(inLanguage('hi', paths.departmentService('cardiology', 'digital-ecg'))).toBe('/hi/mainservice/cardiology/digital-ecg/');
    expect(inLanguage('hi', paths.doctorFilterChoice('orthopedics'))).toBe('/hi/ourdoctor/department/orthopedics/#doctor-filter');
    expect(inLanguage('kn', paths.home())).toBe('/kn/');
    expect(inLanguage('en', paths.about())).toBe('/about/');
  });

  it('exist for every page a patient reads, articles and the gallery included; the 404 page has none', async () => {
    const { inLanguage, languageVersions, paths } = await import('@/lib/routes');
    expect(inLanguage('kn', paths.article('x'))).toBe('/kn/blog/x/');
    expect(languageVersions(paths.article('x'))).toEqual({ en: '/blog/x/', kn: '/kn/blog/x/', hi: '/hi/blog/x/' });
    expect(languageVersions(paths.gallery())).toEqual({ en: '/gallery/', kn: '/kn/gallery/', hi: '/hi/gallery/' });
    expect(() => inLanguage('kn', '/404/')).toThrow(/has no kn version/);
    expect(languageVersions('/404/')).toEqual({ en: '/404/' });
  });

  it('read back: the language of a path and its English page', async () => {
    const { TRANSLATED_ROUTES, inLanguage, languageOf, languageVersions, paths } = await import('@/lib/routes');
    expect(languageOf('/kn/mainservice/cardiology/')).toEqual({ lang: 'kn', path: '/mainservice/cardiology/' });
    expect(languageOf('/hi/')).toEqual({ lang: 'hi', path: '/' });
    expect(languageOf('/about/')).toEqual({ lang: 'en', path: '/about/' });
  });

  it('every version of a page names the same page in each language, from any of them', async () => {
    const { languageVersions } = await import('@/lib/routes');
    const versions = { en: '/ourdoctor/page/2/', kn: '/kn/ourdoctor/page/2/', hi: '/hi/ourdoctor/page/2/' };
    for (const path of Object.values(versions)) expect(languageVersions(path)).toEqual(versions);
  });

  it('every kind of page but the 404 page is translated (PRODUCT.md: every page a patient reads)', async () => {
    const { ROUTES, TRANSLATED_ROUTES } = await import('@/lib/routes');
    expect(Object.keys(ROUTES).filter((name) => !TRANSLATED_ROUTES.includes(name as keyof typeof ROUTES))).toEqual(['notFound']);
  });
});
