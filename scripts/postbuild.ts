/**
 * After `next build`: writes the files for crawlers and assistants into out/
 * from the built pages and the content — sitemap.xml (indexable pages only,
 * lastmod where content has a real date), robots.txt and llms.txt.
 * Usage: tsx scripts/postbuild.ts [--dir out]
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDir } from '../lib/build/cli';
import { discoverPages, isNoindex } from '../lib/build/pages';
import { getContent } from '../lib/content/cache';
import { absoluteUrl, assetPaths, languageOf, outputPath, pageFile, paths } from '../lib/routes';
import { languageAlternates } from '../lib/seo/metadata';

const out = path.resolve(buildDir());
const content = getContent();
const { site, departments, doctors, articles } = content;

const lastmod = new Map<string, string>(articles.map((a) => [paths.article(a.slug), a.updated ?? a.date]));
const indexable = discoverPages(out).filter((p) => !isNoindex(fs.readFileSync(path.join(out, pageFile(p)), 'utf8')));
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Every version of a page in the other languages (and x-default), as the page's own hreflang links give them. */
const alternates = (p: string) =>
  Object.entries(languageAlternates(languageOf(p).path) ?? {})
    .map(([hreflang, url]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escape(url)}"/>`)
    .join('');

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...indexable.map((p) => `  <url><loc>${escape(absoluteUrl(p))}</loc>${lastmod.has(p) ? `<lastmod>${lastmod.get(p)}</lastmod>` : ''}${alternates(p)}</url>`),
  '</urlset>',
  '',
].join('\n');
fs.writeFileSync(path.join(out, outputPath(assetPaths.sitemap())), sitemap);

fs.writeFileSync(path.join(out, outputPath(assetPaths.robots())), `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(assetPaths.sitemap())}\n`);

const a = site.address;
const llms = [
  `# ${site.name}`,
  '',
  `> ${site.blurb}`,
  '',
  `- Emergency (24x7): ${site.phones.emergency}`,
  `- Hospital: ${site.phones.hospital} · WhatsApp: ${site.whatsapp} · E-mail: ${site.email}`,
  `- Address: ${a.street}, ${a.locality}, ${a.city} ${a.postalCode}, ${a.region}`,
  `- OPD: ${site.openingHours.opd}`,
  '',
  '## Departments',
  '',
  ...[...departments].sort((x, y) => x.name.localeCompare(y.name)).map((d) => `- [${d.name}](${absoluteUrl(paths.department(d.slug))}): ${d.summary}`),
  '',
  '## Doctors',
  '',
  ...doctors.map((d) => `- [${d.name}](${absoluteUrl(paths.doctor(d.id))}): ${d.title}, ${d.experienceYears}+ years of experience`),
  '',
  '## Articles',
  '',
  ...articles.map((x) => `- [${x.title}](${absoluteUrl(paths.article(x.slug))}): ${x.excerpt}`),
  '',
  '## Optional',
  '',
  `- [About the hospital](${absoluteUrl(paths.about())})`,
  `- [Contact and directions](${absoluteUrl(paths.contact())})`,
  '',
].join('\n');
fs.writeFileSync(path.join(out, outputPath(assetPaths.llms())), llms);

console.log(`postbuild: sitemap.xml (${indexable.length} pages), robots.txt, llms.txt`);
