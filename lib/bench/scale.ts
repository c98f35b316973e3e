import fs from 'node:fs';
import path from 'node:path';

/**
 * Synthetic content for `npm run bench:scale`: the shipped content with
 * `factor` times the doctors, the services of every department and the
 * articles. Copies are exact clones under new ids and slugs (pictures are
 * shared), so every cross-reference stays valid and the build's checks pass:
 * a copied doctor works in the same departments, copied articles are not
 * featured, and each copy's date is a year earlier per round so the newest
 * articles stay the shipped ones. Whatever the content holds, the copies
 * stay valid: a new id or slug is one the content does not use yet (a
 * doctor "dr-x" beside a namesake "dr-x-2"), a name or title with its round
 * number keeps to its length limit, and 29 February a year earlier is the 28th.
 */
export function writeScaledContent(sourceDir: string, targetDir: string, factor: number): { doctors: number; services: number; articles: number } {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`scale: the factor must be a whole number of 1 or more, not ${factor}`);
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.mkdirSync(targetDir, { recursive: true });
  for (const entry of fs.readdirSync(sourceDir, { withFileTypes: true })) {
    const from = path.join(sourceDir, entry.name);
    const to = path.join(targetDir, entry.name);
    if (entry.name === 'images') fs.symlinkSync(path.resolve(from), to, 'dir');
    else if (entry.isDirectory()) fs.cpSync(from, to, { recursive: true });
    else fs.copyFileSync(from, to);
  }
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
  const write = (file: string, data: unknown) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  const rounds = Array.from({ length: factor - 1 }, (_, i) => i + 2);
  /** The id of a copy in a round: "dr-x-2", or "dr-x-2-2" … when the content (or an earlier copy) already uses that; recorded in `taken`. */
  const copyId = (id: string, round: number, taken: Set<string>) => {
    let candidate = `${id}-${round}`;
    for (let n = 2; taken.has(candidate); n++) candidate = `${id}-${round}-${n}`;
    taken.add(candidate);
    return candidate;
  };
  /** A name with its round's mark, shortened to keep to `max` characters. */
  const marked = (name: string, mark: string, max: number) => `${name.slice(0, max - mark.length).trimEnd()}${mark}`;

  const doctorsFile = path.join(targetDir, 'doctors.json');
  const doctorsData = read(doctorsFile);
  const shipped = doctorsData.doctors as { id: string; name: string }[];
  const doctorIds = new Set(shipped.map((d) => d.id));
  doctorsData.doctors = [...shipped, ...rounds.flatMap((r) => shipped.map((d) => ({ ...d, id: copyId(d.id, r, doctorIds), name: marked(d.name, ` ${r}`, 60) })))];
  write(doctorsFile, doctorsData);

  let services = 0;
  const departmentsDir = path.join(targetDir, 'departments');
  for (const name of fs.readdirSync(departmentsDir).filter((n) => n.endsWith('.json'))) {
    const file = path.join(departmentsDir, name);
    const dept = read(file);
    const own = dept.services as { slug: string; name: string }[];
    const slugs = new Set(own.map((s) => s.slug));
    dept.services = [...own, ...rounds.flatMap((r) => own.map((s) => ({ ...s, slug: copyId(s.slug, r, slugs), name: marked(s.name, ` ${r}`, 90) })))];
    services += dept.services.length;
    write(file, dept);
  }

  const articlesDir = path.join(targetDir, 'articles');
  const articleFiles = fs.readdirSync(articlesDir).filter((n) => n.endsWith('.json'));
  const articleSlugs = new Set(articleFiles.map((n) => n.replace(/\.json$/, '')));
  for (const name of articleFiles) {
    const article = read(path.join(articlesDir, name));
    for (const r of rounds) {
      const earlier = (date: string) => {
        const year = Number(date.slice(0, 4)) - (r - 1);
        const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        return `${year}${date.slice(4) === '-02-29' && !leap ? '-02-28' : date.slice(4)}`;
      };
      const copy = { ...article, slug: copyId(article.slug, r, articleSlugs), title: marked(article.title, ` (${r})`, 110), featured: false, date: earlier(article.date) };
      if (article.updated) copy.updated = earlier(article.updated);
      write(path.join(articlesDir, `${copy.slug}.json`), copy);
    }
  }
  return { doctors: doctorsData.doctors.length, services, articles: articleFiles.length * factor };
}
