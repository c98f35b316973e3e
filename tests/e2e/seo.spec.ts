import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { isNoindex } from '../../lib/build/pages';
import { unescapeAttr } from './support/links';
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
    if (descriptions.has(description)) problems.push(`${p}: description also on ${descriptions.get(description)}`);
    descriptions.set(description, p);
    if (description.length < 70 || description.length > 160) problems.push(`${p}: description has ${description.length} characters`);
  }
  expect(problems).toEqual([]);
});

test('every page has an absolute canonical URL with a trailing slash, robots, lang and Open Graph / Twitter tags', () => {
  const problems: string[] = [];
  for (const p of pages) {
    const html = read(p);
    const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/);
    if (!canonical || !/^https?:\/\/[^/]+\/.*\/$|^https?:\/\/[^/]+\/$/.test(canonical.split('?')[0]!)) problems.push(`${p}: canonical ${canonical}`);
    if (!/<html lang="en-IN"/.test(html)) problems.push(`${p}: no lang`);
    const robots = attr(html, /<meta name="robots" content="([^"]*)"/);
    const expected = NOINDEX.includes(p) ? 'noindex, follow' : 'index, follow';
    if (robots !== expected) problems.push(`${p}: robots "${robots}", expected "${expected}"`);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:image:width', 'og:image:height'])
      if (!html.includes(`<meta property="${property}"`)) problems.push(`${p}: no ${property}`);
    if (!html.includes('<meta name="twitter:card" content="summary_large_image"')) problems.push(`${p}: no twitter card`);
  }
  expect(problems).toEqual([]);
});

test('every Open Graph picture exists in the build and is 1200×630', async () => {
  const images = new Set(pages.map((p) => attr(read(p), /<meta property="og:image" content="([^"]*)"/)!));
  expect(images.size).toBeGreaterThan(60);
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
  expect(llms.match(/\]\(https?:\/\/[^)]+\/mainservice\/[a-z]+\/\)/g)).toHaveLength(22);
  expect(llms.match(/\]\(https?:\/\/[^)]+\/ourdoctor\/dr-[a-z-]+\/\)/g)).toHaveLength(27);
  expect(llms.match(/\]\(https?:\/\/[^)]+\/blog\/[a-z0-9-]+\/\)/g)).toHaveLength(19);
});

test('structured data on every page parses, references only @ids defined on the site, and names the hospital', () => {
  const problems: string[] = [];
  const all = [...pages, '/404.html'].map((p) => {
    const html = p.endsWith('.html') ? fs.readFileSync(path.join('out', p), 'utf8') : read(p);
    const nodes: Record<string, any>[] = [];
    for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      const doc = JSON.parse(m[1]!);
      expect(doc['@context']).toBe('https://schema.org');
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
    if (p !== '/' && p !== '/404.html' && !nodes.some((n) => n['@type'] === 'BreadcrumbList')) problems.push(`${p}: no BreadcrumbList`);
  }
  expect(defined.size).toBeGreaterThan(60);
  expect(problems).toEqual([]);
});

test('department, doctor and article pages describe themselves with the right structured data', () => {
  const nodesOf = (p: string) =>
    [...read(p).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1]!)['@graph'] as Record<string, any>[]);
  const department = nodesOf('/mainservice/radiology/');
  const page = department.find((n) => n['@type'] === 'MedicalWebPage')!;
  expect(page.about['@type']).toBe('MedicalSpecialty');
  expect(page.mainEntity.availableService).toHaveLength(18);
  expect(page.mainEntity.employee).toHaveLength(1);
  expect(department.find((n) => n['@type'] === 'FAQPage')?.mainEntity.length).toBeGreaterThanOrEqual(3);

  const doctor = nodesOf('/ourdoctor/dr-arjun-hegde/').find((n) => n['@type'] === 'Physician')!;
  expect(doctor).toMatchObject({ name: 'Dr. Arjun Hegde', worksFor: { '@id': expect.stringMatching(/#hospital$/) } });
  expect(doctor.hasCredential.length).toBeGreaterThan(0);
  expect(doctor.potentialAction['@type']).toBe('ReserveAction');

  const article = nodesOf('/blog/evlt-endovenous-laser-treatment/').find((n) => n['@type'] === 'Article')!;
  expect(article).toMatchObject({ headline: expect.any(String), datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), publisher: { '@id': expect.stringMatching(/#hospital$/) } });
  expect(article.image).toMatch(/^https?:\/\//);
});

test('pages say they are English and announce no Kannada or Hindi versions until content/site.json marks them available', () => {
  const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8'));
  const announced = site.languages.filter((l: { available: boolean }) => l.available).map((l: { code: string }) => l.code);
  expect(announced).toEqual(['en']);
  for (const p of pages) {
    const html = read(p);
    expect(html, p).toContain('<html lang="en-IN"');
    expect(html, p).toContain('<meta property="og:locale" content="en_IN"/>');
    expect(html, p).not.toMatch(/hreflang="(kn|hi)/);
  }
});
