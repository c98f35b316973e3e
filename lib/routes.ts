/**
 * The only module that knows the site's URLs. Every internal link, asset path
 * and canonical URL is built here, so BASE_PATH and SITE_URL are honoured
 * everywhere and the trailing-slash convention (every page ends in "/") holds.
 * It also reads paths back: which kind of page a path is (routeOf), the params
 * of a dynamic route for a path (routeParams) and the file of the build that
 * holds a page (pageFile). Pure (no Node modules), so client code may import it.
 */
import { ALL_DOCTORS, DOCTOR_FILTER_ID } from './doctor-filter';
import { LANGUAGES, isTranslation, type Language } from './i18n/languages';

/** The sub-path the site is published under, e.g. "/hospital-site"; "" at the root. */
// Next inlines NEXT_PUBLIC_BASE_PATH into pages; build scripts run by tsx only see BASE_PATH.
export const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH ?? '').replace(/\/+$/, '');

/** The origin used for absolute URLs (canonical, sitemap, structured data). */
export function siteOrigin(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** A site path ("/about/") with the base path in front: what goes into href. */
export function href(path: string): string {
  if (!path.startsWith('/')) throw new Error(`internal paths start with "/": ${path}`);
  return `${basePath}${path}`;
}

/** An absolute URL for a site path. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${href(path)}`;
}

/**
 * Every kind of page, as a path pattern: fixed segments, and ":name" for a
 * segment that varies (":page" is always a page number, 2 or more). `paths`
 * builds from these and `routeOf` reads paths back with them, so the two
 * cannot disagree. No two patterns match the same path (a unit test checks).
 */
export const ROUTES = {
  home: '/',
  about: '/about/',
  services: '/services/',
  expertiseService: '/services/:slug/',
  doctors: '/ourdoctor/',
  doctorsPage: '/ourdoctor/page/:page/',
  doctorsIn: '/ourdoctor/department/:option/',
  doctorsInPage: '/ourdoctor/department/:option/page/:page/',
  doctor: '/ourdoctor/:id/',
  gallery: '/gallery/',
  blog: '/blog/',
  blogPage: '/blog/page/:page/',
  article: '/blog/:slug/',
  contact: '/contact/',
  departments: '/mainservice/',
  department: '/mainservice/:slug/',
  departmentServices: '/mainservice/:slug/services/:page/',
  /** One service of a department, on a page of its own. */
  departmentService: '/mainservice/:slug/:service/',
  legacyArticle: '/subblog/',
  legacyService: '/Hospitalservice/',
  search: '/search/',
  /** Next's copy of 404.html for hosts that serve folders; nothing links to it. */
  notFound: '/404/',
} as const;

export type RouteName = keyof typeof ROUTES;

/** A pattern of ROUTES with its params filled in. */
function fill(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`routes: ${name} needs a value for :${key}`);
    return String(value);
  });
}

const allDoctors = (page: number) => (page <= 1 ? fill('doctors') : fill('doctorsPage', { page }));
const doctorsIn = (option: string, page: number) => {
  if (option === ALL_DOCTORS) return allDoctors(page);
  return page <= 1 ? fill('doctorsIn', { option }) : fill('doctorsInPage', { option, page });
};
const department = (slug: string, servicesPage: number) => (servicesPage <= 1 ? fill('department', { slug }) : fill('departmentServices', { slug, page: servicesPage }));

/**
 * A static export needs every dynamic route to build at least one page, so a
 * listing that fits on its first page (a blog of five articles, a directory
 * with no filter choice) still builds one page under its "later pages" route:
 * /…/page/1/, page 1 again, marked noindex with its canonical on the listing.
 */
export const firstPageStandIns = {
  blog: () => fill('blogPage', { page: 1 }),
  doctors: () => fill('doctorsPage', { page: 1 }),
} as const;

/**
 * Words a department's service may not take as its slug: a service's page is
 * /mainservice/<slug>/<service>/, and /mainservice/<slug>/services/N/ holds
 * the later pages of the department's service grid.
 */
export const RESERVED_SERVICE_SLUGS = ['services'] as const;

/** The query parameter of the search page: /search/?q=kidney+stones */
export const SEARCH_QUERY_PARAM = 'q';

/** Site paths, without the base path (pass them through href() for links). */
export const paths = {
  home: () => fill('home'),
  about: () => fill('about'),
  services: () => fill('services'),
  expertiseService: (slug: string) => fill('expertiseService', { slug }),
  /** The doctors' directory, every doctor: page 1 is /ourdoctor/, later pages /ourdoctor/page/N/. */
  doctors: (page = 1) => allDoctors(page),
  /** The directory's view of one doctor-filter choice (content/doctor-filter.json) by its key, e.g. /ourdoctor/department/orthopedics/; "all" is paths.doctors. */
  doctorsIn: (choiceKey: string, page = 1) => doctorsIn(choiceKey, page),
  /** What a choice of the filter links to: the choice's page, opened at the filter's list: /ourdoctor/department/orthopedics/#doctor-filter. */
  doctorFilterChoice: (choiceKey: string) => `${doctorsIn(choiceKey, 1)}#${DOCTOR_FILTER_ID}`,
  doctor: (id: string) => fill('doctor', { id }),
  gallery: () => fill('gallery'),
  blog: (page = 1) => (page <= 1 ? fill('blog') : fill('blogPage', { page })),
  article: (slug: string) => fill('article', { slug }),
  contact: () => fill('contact'),
  departments: () => fill('departments'),
  /** A department; its services' grid continues on /mainservice/<slug>/services/N/ when they fill more than one page. */
  department: (slug: string, servicesPage = 1) => department(slug, servicesPage),
  /** One service of a department, its full text on a page of its own: /mainservice/<slug>/<service>/. */
  departmentService: (slug: string, serviceSlug: string) => fill('departmentService', { slug, service: serviceSlug }),
  legacyArticle: () => fill('legacyArticle'),
  legacyService: () => fill('legacyService'),
  /** The site search page; with a query it opens on that query's results. */
  search: (query?: string) => (query ? `${fill('search')}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(query)}` : fill('search')),
  notFound: () => fill('notFound'),
} as const;

// ------------------------------------------------------------- languages

/**
 * The kinds of page with a Kannada and a Hindi version, at the English path
 * under /kn/ and /hi/: every kind but the 404 page (the search page searches
 * the pages of its language). An item not translated yet shows in English
 * there, marked as such.
 */
export const TRANSLATED_ROUTES: readonly RouteName[] = [
  'home',
  'about',
  'contact',
  'departments',
  'department',
  'departmentServices',
  'departmentService',
  'doctors',
  'doctorsPage',
  'doctorsIn',
  'doctorsInPage',
  'doctor',
  'search',
  'gallery',
  'services',
  'expertiseService',
  'blog',
  'blogPage',
  'article',
  'legacyArticle',
  'legacyService',
];

/** True when the English page at a site path (a query or fragment allowed) has Kannada and Hindi versions. */
function isTranslated(path: string): boolean {
  const route = routeOf(path.split(/[?#]/)[0]!);
  return route !== undefined && TRANSLATED_ROUTES.includes(route.name);
}

/** A site path in a language: ("kn", "/about/") → "/kn/about/"; English paths have no prefix. Throws for a page with no such version. */
export function inLanguage(lang: Language, path: string): string {
  if (lang === 'en') return path;
  if (!isTranslated(path)) throw new Error(`routes: ${path} has no ${lang} version`);
  return `/${lang}${path}`;
}

/** The language of a site path and the same page's English path: "/kn/about/" → { lang: "kn", path: "/about/" }. */
export function languageOf(path: string): { lang: Language; path: string } {
  const first = segmentsOf(path)[0];
  if (first && isTranslation(first)) return { lang: first, path: path.slice(first.length + 1) || '/' };
  return { lang: 'en', path };
}

/** A link target in a language: the page's version in it if it has one (/kn/about/), else the English page (the blog, an article). */
export function localPath(lang: Language, path: string): string {
  return lang !== 'en' && isTranslated(path) ? inLanguage(lang, path) : path;
}

/** True when a link target (English or already in the language) is the English page because that page has no version in the language (to say so beside the link). */
export function isEnglishOnly(lang: Language, path: string): boolean {
  return lang !== 'en' && !isTranslated(languageOf(path).path);
}

type Paths = typeof paths;
/** `paths` in a language: pathsIn("kn").about() is "/kn/about/", pathsIn("kn").blog() "/blog/" (no Kannada blog). */
export function pathsIn(lang: Language): Paths {
  if (lang === 'en') return paths;
  return Object.fromEntries(
    Object.entries(paths).map(([name, make]) => [name, (...args: never[]) => localPath(lang, (make as (...a: never[]) => string)(...args))]),
  ) as unknown as Paths;
}

/**
 * Every version of a page, by language, for hreflang links, the sitemap and
 * the language switcher: { en: "/about/", kn: "/kn/about/", hi: "/hi/about/" };
 * only English for a page with no translation.
 */
export function languageVersions(path: string): Partial<Record<Language, string>> {
  const english = languageOf(path).path;
  const translated = isTranslated(english);
  return Object.fromEntries(LANGUAGES.filter((lang) => lang === 'en' || translated).map((lang) => [lang, inLanguage(lang, english)]));
}

/**
 * The pages a visitor is likely to open next from any page, as URL patterns
 * with the base path (the speculation rules of lib/build/islands.ts): a
 * department, a doctor, the directory and its filter choices.
 */
export function likelyNextPatterns(): string[] {
  const likely: RouteName[] = ['department', 'doctor', 'doctors', 'doctorsIn', 'doctorsInPage', 'doctorsPage'];
  return likely.map((name) => href(ROUTES[name]));
}

const PICTURES = '/_img/';
const OG_PICTURES = '/og/';
const SEARCH_BUNDLE = '/pagefind/';
const SITE_ICONS = `${PICTURES}icons/`;

/** Files the build writes besides the pages, as site paths (pass them through assetUrl() for links). */
export const assetPaths = {
  /** The folder of the picture variants (npm run images writes them into public/). */
  pictures: () => PICTURES,
  /** One width of a picture of content/images: ("doctors/dr-x.jpg", 240) → /_img/doctors/dr-x-240.webp */
  pictureVariant: (src: string, width: number) => `${PICTURES}${src.replace(/\.[a-z]+$/, '')}-${width}.webp`,
  /** The folder of the Open Graph pictures. */
  ogPictures: () => OG_PICTURES,
  /** A page's Open Graph picture: ("department", "radiology") → /og/department/radiology.jpg */
  ogPicture: (kind: string, slug: string) => `${OG_PICTURES}${kind}/${slug}.jpg`,
  /** The folder of the site search index and its browser bundle (Pagefind). */
  searchBundle: () => SEARCH_BUNDLE,
  /** The script the search page loads from that bundle. */
  searchScript: () => `${SEARCH_BUNDLE}pagefind.js`,
  /** Next.js's folder of content-hashed files (a name Next fixes, not this site). */
  nextStatic: () => '/_next/static/',
  /** The browser code: the site script and the island bundles (npm run build:islands), every file name content-hashed. */
  islands: () => '/_islands/',
  /** The browser-tab icon (16, 32 and 48 px in one file), at the root of the site, where browsers also look for it unasked. */
  favicon: () => '/favicon.ico',
  /** One of the icons made from the logo (npm run images): ("icon-192.png") → /_img/icons/icon-192.png */
  siteIcon: (file: string) => `${SITE_ICONS}${file}`,
  /** The web app manifest: app/manifest.ts, whose file name Next fixes, writes it here. */
  manifest: () => '/manifest.webmanifest',
  sitemap: () => '/sitemap.xml',
  robots: () => '/robots.txt',
  llms: () => '/llms.txt',
  /** The browser editor (Sveltia CMS, lib/build/admin.ts): not a page of the site, never indexed, listed or searched. */
  admin: () => '/admin/',
} as const;

/** Path of a generated picture variant or other public file, with the base path. */
export function assetUrl(publicPath: string): string {
  return href(publicPath);
}

// ------------------------------------------------------------ reading paths

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** A page number segment: 2 or more, written plainly ("2", not "02"); page 1 has no /page/N/ address. */
const PAGE_NUMBER = /^[1-9]\d*$/;

function matchRoute(pattern: string, path: string): Record<string, string> | undefined {
  if (!path.startsWith('/') || !path.endsWith('/')) return undefined;
  const want = segmentsOf(pattern);
  const got = segmentsOf(path);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = got[i]!;
    if (!segment.startsWith(':')) {
      if (segment !== value) return undefined;
    } else if (segment === ':page' && !(PAGE_NUMBER.test(value) && Number(value) >= 2)) return undefined;
    else params[segment.slice(1)] = value;
  }
  return params;
}

export interface Route {
  name: RouteName;
  /** The varying segments, by their names in ROUTES: { slug: "radiology", page: "2" } */
  params: Record<string, string>;
}

/**
 * The kind of page a site path (without the base path) is, with its varying
 * segments: "/ourdoctor/page/2/" → { name: "doctorsPage", params: { page: "2" } }.
 * Undefined for a path that no route makes. Used where a URL must be
 * classified (the search index, the per-route JavaScript report).
 */
export function routeOf(sitePath: string): Route | undefined {
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const params = matchRoute(ROUTES[name], sitePath);
    if (params) return { name, params };
  }
  return undefined;
}

/**
 * The folders of app/ whose pages take params, as Next names their segments
 * ("[id]" one segment, "[...view]" one or more, "[[...view]]" none or more).
 */
export const ROUTE_FOLDERS = {
  doctor: '/ourdoctor/[id]/',
  /** /ourdoctor/page/N/ and /ourdoctor/department/<option>/[page/N/]: "page" and "department" stand where a doctor id would. */
  directoryView: '/ourdoctor/[id]/[...view]/',
  /** /mainservice/<slug>/, /mainservice/<slug>/services/N/ and /mainservice/<slug>/<service>/ */
  department: '/mainservice/[slug]/[[...view]]/',
  article: '/blog/[slug]/',
  blogPage: '/blog/page/[page]/',
  expertiseService: '/services/[slug]/',
} as const;

type Segments<F extends string> = F extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : F;
type ParamName<S> = S extends `[[...${infer N}]]` ? N : S extends `[...${infer N}]` ? N : S extends `[${infer N}]` ? N : never;
type ParamValue<S> = S extends `[...${string}]` | `[[...${string}]]` ? string[] : string;
/** The params object Next hands a page of a route folder: "/ourdoctor/[id]/[...view]/" → { id: string; view: string[] } */
export type RouteParams<F extends string> = { [S in Segments<F> as ParamName<S>]: ParamValue<S> };

/**
 * The params of a route folder's page at a site path, read off the path, so
 * that generateStaticParams asks for exactly the pages `paths` links to:
 * routeParams(ROUTE_FOLDERS.directoryView, "/ourdoctor/page/2/") → { id: "page", view: ["2"] }.
 * Throws for a path that is not under the folder.
 */
export function routeParams<F extends string>(folder: F, sitePath: string): RouteParams<F> {
  const want = segmentsOf(folder);
  const got = segmentsOf(sitePath);
  const params: Record<string, string | string[]> = {};
  const refuse = () => new Error(`routes: ${sitePath} is not a page of app${folder}`);
  if (!sitePath.startsWith('/') || !sitePath.endsWith('/')) throw refuse();
  for (const [i, segment] of want.entries()) {
    const rest = /^\[(\[)?\.\.\.(\w+)\]\]?$/.exec(segment);
    if (rest) {
      // a catch-all takes the rest: at least one segment, or none for an optional one ([[...name]])
      if (i !== want.length - 1 || (!rest[1] && got.length <= i)) throw refuse();
      params[rest[2]!] = got.slice(i);
      return params as RouteParams<F>;
    }
    const value = got[i];
    const one = /^\[(\w+)\]$/.exec(segment);
    if (value === undefined || (!one && segment !== value)) throw refuse();
    if (one) params[one[1]!] = value;
  }
  if (got.length !== want.length) throw refuse();
  return params as RouteParams<F>;
}

/** The site path a route folder's params stand for (the reverse of routeParams): what a page compares with `paths`. */
export function pathOfParams<F extends string>(folder: F, params: Partial<Record<string, string | string[]>>): string {
  const parts = segmentsOf(folder).flatMap((segment) => {
    const name = /^\[{1,2}(?:\.\.\.)?(\w+)\]{1,2}$/.exec(segment)?.[1];
    if (!name) return [segment];
    const value = params[name] ?? [];
    return Array.isArray(value) ? value : [value];
  });
  return parts.length ? `/${parts.join('/')}/` : '/';
}

// ---------------------------------------------------------- files of a build

/**
 * Where a site path lives in the build folder (and in public/), relative to
 * it: "/og/site/default.jpg" → "og/site/default.jpg", "/pagefind/" → "pagefind", "/" → "".
 */
export function outputPath(sitePath: string): string {
  if (!sitePath.startsWith('/')) throw new Error(`site paths start with "/": ${sitePath}`);
  return sitePath.replace(/^\/+|\/+$/g, '');
}

/** The HTML file a static export writes a page to, relative to the build folder: "/" → "index.html", "/about/" → "about/index.html". */
export function pageFile(pagePath: string): string {
  if (!pagePath.endsWith('/')) throw new Error(`page paths end with "/": ${pagePath}`);
  const folder = outputPath(pagePath);
  return folder ? `${folder}/index.html` : 'index.html';
}

/** The path a visitor asks for an HTML file of the build by (relative, "/" separated): "about/index.html" → "/about/", "404.html" → "/404.html". */
export function sitePathOfFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}
