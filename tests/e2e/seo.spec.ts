import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { isNoindex } from '../../lib/build/pages';
import { assetPaths, href, languageOf, paths } from '../../lib/routes';
import { charCount } from '../../lib/content/schema';
import { LANG_TAGS } from '../../lib/i18n/languages';
import { unescapeAttr } from './support/links';
import { content, departmentWithMostServices, doctorsOf, literal } from './support/content';
import { discoverPages } from './support/site';

const pages = discoverPages('out');
const read = (p: string) => fs.readFileSync(path.join('out', p, 'index.html'), 'utf8');
const attr = (html: string, re: RegExp) => {
  const value = re.exec(html)?.[1];
  return value === undefined ? undefined : unescapeAttr(value);
};
const LEGACY = ['/subblog/', '/Hospitalservice/'];
/** Pages search engines are asked to leave out: the legacy routes and the site's own search page. */
const NOINDEX = [...LEGACY, '/search/'];

test('every page has a unique title and a unique description of 70–160 characters', () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const problems: string[] = [];
  for (const p of pages) {
    const html = read(p);
    const title = attr(html, /<title>([^<]*)<\/title>/) ?? '';
    const description = attr(html, /<meta name="description" content="([^"]*)"/) ?? '';
    if (titles.has(title)) problems.push(`${p}: title "${title}" also on ${titles.get(title)}`);
    titles.set(title, p);
    // a translated page whose item is not translated yet shows the English description of the same page: not a duplicate
    const first = descriptions.get(description);
    if (first !== undefined && languageOf(first).path !== languageOf(p).path) problems.push(`${p}: description also on ${first}`);
    descriptions.set(description, p);
    // letters as a reader counts them (a Kannada or Hindi letter with its vowel sign is one), as the content check counts them
    const letters = charCount(description);
    if (letters < 70 || letters > 160) problems.push(`${p}: description has ${letters} characters`);
  }
  expect(problems).toEqual([]);
});

test('every page has an absolute canonical URL with a trailing slash, robots, lang and Open Graph / Twitter tags', () => {
  const problems: string[] = [];
  for (const p of pages) {
    const html = read(p);
    const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/);
    if (!canonical || !/^https?:\/\/[^/]+\/.*\/$|^https?:\/\/[^/]+\/$/.test(canonical.split('?')[0]!)) problems.push(`${p}: canonical ${canonical}`);
    if (!html.includes(`<html lang="${LANG_TAGS[languageOf(p).lang].html}"`)) problems.push(`${p}: no lang, or not its language's`);
    const robots = attr(html, /<meta name="robots" content="([^"]*)"/);
    const expected = NOINDEX.includes(languageOf(p).path) ? 'noindex, follow' : 'index, follow';
    if (robots !== expected) problems.push(`${p}: robots "${robots}", expected "${expected}"`);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:image:width', 'og:image:height'])
      if (!html.includes(`<meta property="${property}"`)) problems.push(`${p}: no ${property}`);
    if (!html.includes('<meta name="twitter:card" content="summary_large_image"')) problems.push(`${p}: no twitter card`);
  }
  expect(problems).toEqual([]);
});

test('every Open Graph picture exists in the build and is 1200×630', async () => {
  const images = new Set(pages.map((p) => attr(read(p), /<meta property="og:image" content="([^"]*)"/)!));
  // each department, doctor and article has its own picture
  const own = [
    ...content.departments.map((d) => assetPaths.ogPicture('department', d.slug)),
    ...content.doctors.map((d) => assetPaths.ogPicture('doctor', d.id)),
    ...content.articles.map((a) => assetPaths.ogPicture('article', a.slug)),
  ];
  expect(own.filter((p) => ![...images].some((url) => new URL(url).pathname.endsWith(p)))).toEqual([]);
  for (const url of images) {
    const file = path.join('out', new URL(url).pathname);
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height], url).toEqual([1200, 630]);
  }
});

test('the sitemap lists exactly the indexable pages, and robots.txt points to it', () => {
  const sitemap = fs.readFileSync('out/sitemap.xml', 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).sort();
  const indexable = pages.filter((p) => !isNoindex(read(p))).sort();
  expect(listed).toEqual(indexable);
  for (const left of NOINDEX) expect(listed).not.toContain(left);
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
  expect(fs.readFileSync('out/robots.txt', 'utf8')).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test('llms.txt introduces the hospital with the emergency number and links departments, doctors and articles', () => {
  const llms = fs.readFileSync('out/llms.txt', 'utf8');
  expect(llms).toMatch(/^# .+\n\n> .+/);
  expect(llms).toMatch(/Emergency \(24x7\): \+91/);
  for (const heading of ['## Departments', '## Doctors', '## Articles']) expect(llms).toContain(heading);
  // exactly one link to each department, doctor and article
  const linked = (path: (slug: string) => string) => {
    const [before, after] = path('SLUG').split('SLUG') as [string, string];
    return [...llms.matchAll(new RegExp(`\\]\\(https?://[^)/]+(?:/[^)/]+)*?${literal(before)}([^)/]+)${literal(after)}\\)`, 'g'))].map((m) => m[1]!).sort();
  };
  expect(linked(paths.department)).toEqual(content.departments.map((d) => d.slug).sort());
  expect(linked(paths.doctor)).toEqual(content.doctors.map((d) => d.id).sort());
  expect(linked(paths.article)).toEqual(content.articles.map((a) => a.slug).sort());
});

test('structured data on every page parses, references only @ids defined on the site, and names the hospital', () => {
  const problems: string[] = [];
  const all = [...pages, '/404.html'].map((p) => {
    const html = p.endsWith('.html') ? fs.readFileSync(path.join('out', p), 'utf8') : read(p);
    const nodes: Record<string, any>[] = [];
    for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      const doc = JSON.parse(m[1]!);
      if (doc['@context'] !== 'https://schema.org') problems.push(`${p}: @context ${doc['@context']}`);
      nodes.push(...(doc['@graph'] ?? [doc]));
    }
    return { p, nodes };
  });
  // an @id may be defined on another page (a department names its doctors' Physician nodes)
  const defined = new Set<string>();
  const collect = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o['@id'] === 'string' && Object.keys(o).length > 1) defined.add(o['@id']);
      Object.values(o).forEach(collect);
    }
  };
  all.forEach(({ nodes }) => collect(nodes));
  for (const { p, nodes } of all) {
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (Object.keys(o).length === 1 && typeof o['@id'] === 'string' && !defined.has(o['@id'])) problems.push(`${p}: dangling @id ${o['@id']}`);
        Object.values(o).forEach(walk);
      }
    };
    walk(nodes);
    const hospital = nodes.find((n) => [].concat(n['@type']).includes('Hospital' as never));
    if (!hospital) problems.push(`${p}: no Hospital node`);
    else
      for (const key of ['name', 'address', 'geo', 'telephone', 'contactPoint', 'sameAs', 'medicalSpecialty', 'openingHoursSpecification'])
        if (!(key in hospital)) problems.push(`${p}: Hospital lacks ${key}`);
    if (languageOf(p).path !== '/' && p !== '/404.html' && !nodes.some((n) => n['@type'] === 'BreadcrumbList')) problems.push(`${p}: no BreadcrumbList`);
  }
  // among them every doctor's Physician node and every department's page and clinic
  const expectedIds = [
    ...content.doctors.map((d) => `${paths.doctor(d.id)}#physician`),
    ...content.departments.flatMap((d) => [`${paths.department(d.slug)}#page`, `${paths.department(d.slug)}#clinic`]),
  ];
  expect(expectedIds.filter((id) => ![...defined].some((d) => d.endsWith(id)))).toEqual([]);
  expect(problems).toEqual([]);
});

test('department, doctor and article pages describe themselves with the right structured data', () => {
  const nodesOf = (p: string) =>
    [...read(p).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1]!)['@graph'] as Record<string, any>[]);
  // the department with the most services: every service and every doctor of it named, and its FAQs when it has some
  const d = departmentWithMostServices;
  const department = nodesOf(paths.department(d.slug));
  const page = department.find((n) => n['@type'] === 'MedicalWebPage')!;
  expect(page.about).toMatchObject({ '@type': 'MedicalSpecialty', name: d.name });
  expect(page.mainEntity.availableService.map((s: { name: string }) => s.name)).toEqual(d.services.map((s) => s.name));
  expect(page.mainEntity.employee.map((e: { '@id': string }) => e['@id'])).toEqual(doctorsOf(d.slug).map((doc) => expect.stringMatching(new RegExp(`${literal(paths.doctor(doc.id))}#physician$`))));
  expect(department.find((n) => n['@type'] === 'FAQPage')?.mainEntity.length).toBe(d.faqs.length > 0 ? d.faqs.length : undefined);

  // each service named links to its own page, which describes the service, offered by the department's clinic
  expect(page.mainEntity.availableService.map((s: { url: string }) => new URL(s.url).pathname)).toEqual(d.services.map((s) => href(paths.departmentService(d.slug, s.slug))));
  const service = d.services[0];
  if (service) {
    const servicePage = nodesOf(paths.departmentService(d.slug, service.slug)).find((n) => n['@type'] === 'MedicalWebPage')!;
    expect(servicePage).toMatchObject({ name: service.name, description: service.summary, inLanguage: 'en-IN', url: expect.stringMatching(new RegExp(`${literal(href(paths.departmentService(d.slug, service.slug)))}$`)) });
    expect(servicePage.about).toMatchObject({ name: service.name, provider: { '@id': expect.stringMatching(new RegExp(`${literal(paths.department(d.slug))}#clinic$`)) } });
    expect(['MedicalProcedure', 'MedicalTherapy']).toContain(servicePage.about['@type']);
  }

  // the first doctor
  const first = content.doctors[0]!;
  const doctor = nodesOf(paths.doctor(first.id)).find((n) => n['@type'] === 'Physician')!;
  expect(doctor).toMatchObject({ name: first.name, worksFor: { '@id': expect.stringMatching(/#hospital$/) } });
  expect(doctor.hasCredential.length).toBeGreaterThan(0);
  expect(doctor.potentialAction['@type']).toBe('ReserveAction');

  // the newest article
  const article = nodesOf(paths.article(content.articles[0]!.slug)).find((n) => n['@type'] === 'Article')!;
  expect(article).toMatchObject({ headline: expect.any(String), datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), publisher: { '@id': expect.stringMatching(/#hospital$/) } });
  expect(article.image).toMatch(/^https?:\/\//);
});

test('pages say their language (English, or Kannada and Hindi under /kn/ and /hi/) and announce no other language version that content/site.json does not mark available', () => {
  const unavailable = content.site.languages.filter((l) => !l.available).map((l) => l.code);
  for (const p of pages) {
    const html = read(p);
    const tags = LANG_TAGS[languageOf(p).lang];
    expect(html, p).toContain(`<html lang="${tags.html}"`);
    expect(html, p).toContain(`<meta property="og:locale" content="${tags.og}"/>`);
    for (const code of unavailable) expect(html, p).not.toMatch(new RegExp(`hreflang="${code}`));
  }
});
