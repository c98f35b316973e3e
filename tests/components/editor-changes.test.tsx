/**
 * The changes editors make every month, each made on a scratch copy of the
 * shipped content exactly as content/README.md tells them to: the content
 * check accepts it, and the pages that should show it do (rendered from
 * the real routes in app/). Nothing here depends on what the sample says or
 * how many items it has: every expectation is read off the copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatProblem, loadContent } from '@/lib/content/load';
import { contentCopies } from './support/content-copy';

const copies = contentCopies();

afterEach(() => {
  vi.unstubAllEnvs();
  copies.removeAll();
});

/** A scratch copy of content/. */
const copyOfContent = () => copies.copy('editor-');

const read = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const write = (dir: string, file: string, data: unknown) => fs.writeFileSync(path.join(dir, file), JSON.stringify(data, null, 2) + '\n');
function edit(dir: string, file: string, change: (data: any) => void) {
  const data = read(dir, file);
  change(data);
  write(dir, file, data);
}

/** The check's verdict on the copy: the content, or a failure listing every problem. */
function accepted(dir: string) {
  const { content, problems } = loadContent(dir);
  expect(problems.map(formatProblem)).toEqual([]);
  return content!;
}

/** The site's modules as a fresh build would load them from this copy. */
async function site(dir: string) {
  vi.resetModules();
  vi.stubEnv('CONTENT_DIR', dir);
  const render = async (element: ReactElement | Promise<ReactElement>) => renderToString(await element);
  const routes = await import('@/lib/routes');
  return {
    render,
    /** The route params of the directory's page for a filter choice. */
    choiceParams: (key: string) => routes.routeParams(routes.ROUTE_FOLDERS.directoryView, routes.paths.doctorsIn(key)),
    queries: await import('@/lib/content/queries'),
    department: await import('@/app/mainservice/[slug]/[[...view]]/page'),
    departments: await import('@/app/mainservice/page'),
    doctor: await import('@/app/ourdoctor/[id]/page'),
    directoryView: await import('@/app/ourdoctor/[id]/[...view]/page'),
    article: await import('@/app/blog/[slug]/page'),
    blogPage: await import('@/app/blog/page/[page]/page'),
    blog: await import('@/app/blog/page'),
    gallery: await import('@/app/gallery/page'),
  };
}

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const params = <T,>(value: T) => ({ params: Promise.resolve(value) });

describe('an editor adds and removes a doctor', () => {
  it('one entry in doctors.json: the doctor gets a page and shows on each of their departments and filter choices', async () => {
    const dir = copyOfContent();
    const { doctors, doctorFilter } = accepted(dir);
    const choice = doctorFilter.find((o) => o.departments?.length)!;
    const department = choice.departments![0]!;
    edit(dir, 'doctors.json', (d) =>
      d.doctors.push({ ...d.doctors[0], id: 'dr-asha-rao', name: 'Dr. Asha Rao', departments: [department], profile: ['Dr. Asha Rao sees adults in the outpatient clinic.'] }),
    );
    const content = accepted(dir);
    expect(content.doctors).toHaveLength(doctors.length + 1);

    const s = await site(dir);
    expect(s.doctor.generateStaticParams()).toContainEqual({ id: 'dr-asha-rao' });
    expect(await s.render(s.doctor.default(params({ id: 'dr-asha-rao' })))).toContain('Dr. Asha Rao');
    const departmentPage = await s.render(s.department.default(params({ slug: department })));
    expect(departmentPage).toContain('Dr. Asha Rao');
    expect(s.queries.doctorsOf(department).map((d) => d.id)).toContain('dr-asha-rao');
    expect(s.queries.directoryViews()).toContainEqual({ key: choice.key, page: 1 });
    const choicePage = await s.render(s.directoryView.default(params(s.choiceParams(choice.key))));
    expect(choicePage).toContain('Dr. Asha Rao');
  });

  it('deleting the entry takes the doctor off every page, and nothing else needs to change', async () => {
    const dir = copyOfContent();
    const { doctors } = accepted(dir);
    const gone = doctors.find((d) => d.departments.length > 0)!;
    edit(dir, 'doctors.json', (d) => (d.doctors = d.doctors.filter((x: { id: string }) => x.id !== gone.id)));
    accepted(dir);
    const s = await site(dir);
    expect(s.doctor.generateStaticParams()).not.toContainEqual({ id: gone.id });
    for (const slug of gone.departments) expect(await s.render(s.department.default(params({ slug })))).not.toContain(html(gone.name));
  });
});

describe('an editor adds and removes a department', () => {
  it('one new file: its page, the departments index, the menus (when navigation.json lists it) and its doctors follow', async () => {
    const dir = copyOfContent();
    const { departments, doctors } = accepted(dir);
    const source = departments[0]!;
    const file = read(dir, `departments/${source.slug}.json`);
    write(dir, 'departments/dentistry.json', {
      ...file,
      slug: 'dentistry',
      name: 'Dentistry',
      summary: 'Check-ups, fillings, root canal treatment and gum care for adults and children in Jayanagar.',
      stats: [{ count: 'doctors', label: 'Dentists', labelOne: 'Dentist', icon: 'users' }],
      services: file.services.slice(0, 1),
    });
    edit(dir, 'navigation.json', (n) => n.megaMenu.splice(0, 1, 'dentistry'));
    edit(dir, 'doctors.json', (d) => d.doctors[0].departments.push('dentistry'));
    const content = accepted(dir);
    expect(content.departments).toHaveLength(departments.length + 1);

    const s = await site(dir);
    expect(s.department.generateStaticParams()).toContainEqual({ slug: 'dentistry', view: [] });
    const page = await s.render(s.department.default(params({ slug: 'dentistry' })));
    expect(page).toContain('Dentistry');
    expect(page).toContain(html(doctors[0]!.name));
    // the counted figure: one doctor, so the singular label
    expect(page).toMatch(/>1<\/span><span[^>]*>Dentist</);
    expect(await s.render(s.departments.default())).toContain('Dentistry');
    expect(s.queries.layoutData('en', '/').megaMenu.map((m) => m.slug)).toContain('dentistry');
  });

  it('deleting a file: the check names every place that still refers to it; once those go, the site builds without it', async () => {
    const dir = copyOfContent();
    const { departments, doctors } = accepted(dir);
    // the department most doctors work in: the hardest to remove
    const gone = [...departments].sort((a, b) => doctors.filter((d) => d.departments.includes(b.slug)).length - doctors.filter((d) => d.departments.includes(a.slug)).length)[0]!;
    fs.rmSync(path.join(dir, `departments/${gone.slug}.json`));
    const { problems } = loadContent(dir);
    const refs = doctors.filter((d) => d.departments.includes(gone.slug));
    expect(problems.filter((p) => p.file.endsWith('doctors.json') && p.message.includes(`"${gone.slug}"`)).length).toBe(refs.length);

    // what the editor then does: drop the slug wherever it is listed, give its doctors another department
    const other = departments.find((d) => d.slug !== gone.slug)!.slug;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) edit(dir, file, (data) => dropSlug(data, gone.slug, other));
    const content = accepted(dir);
    expect(content.departments.map((d) => d.slug)).not.toContain(gone.slug);
    const s = await site(dir);
    expect(s.department.generateStaticParams().map((p) => p.slug)).not.toContain(gone.slug);
    expect(await s.render(s.departments.default())).not.toContain(`/mainservice/${gone.slug}/`);
  });
});

/** Removes a department slug from every list in a content file, as an editor would by hand. */
function dropSlug(value: any, slug: string, fallback: string): any {
  if (Array.isArray(value)) {
    for (let i = value.length - 1; i >= 0; i--) {
      const item = value[i];
      if (item === slug || (item && typeof item === 'object' && item.department === slug)) value.splice(i, 1);
      else dropSlug(item, slug, fallback);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'department' && child === slug) delete value[key];
      else dropSlug(child, slug, fallback);
    }
    // a doctor left with no department, or a filter choice left with none, gets another one
    if (Array.isArray(value.departments) && value.departments.length === 0 && value.label !== 'All') value.departments.push(fallback);
  }
  return value;
}

describe('an editor adds and removes a service', () => {
  it('a new service shows on its department page, and a counted figure follows', async () => {
    const dir = copyOfContent();
    const { departments } = accepted(dir);
    const d = departments.find((x) => x.services.length > 0)!;
    edit(dir, `departments/${d.slug}.json`, (data) => {
      data.services.unshift({ ...data.services[0], slug: 'home-visits', name: 'Home visits by our team' });
      data.stats = [{ count: 'services', label: 'Services', labelOne: 'Service', icon: 'list' }];
    });
    accepted(dir);
    const s = await site(dir);
    const page = await s.render(s.department.default(params({ slug: d.slug })));
    expect(page).toContain('Home visits by our team');
    expect(page).toMatch(new RegExp(`>${d.services.length + 1}</span><span[^>]*>Services<`));
  });

  it('a deleted service leaves its page', async () => {
    const dir = copyOfContent();
    const { departments } = accepted(dir);
    const d = departments.find((x) => x.services.length > 0)!;
    const gone = d.services[0]!;
    edit(dir, `departments/${d.slug}.json`, (data) => data.services.shift());
    accepted(dir);
    const s = await site(dir);
    expect(await s.render(s.department.default(params({ slug: d.slug })))).not.toContain(`id="${gone.slug}"`);
  });
});

describe('an editor adds and removes a filter choice', () => {
  it('a new choice gets its own directory page listing the doctors of its departments', async () => {
    const dir = copyOfContent();
    const { doctors } = accepted(dir);
    const slug = doctors[0]!.departments[0]!;
    edit(dir, 'doctor-filter.json', (f) => f.options.push({ ...f.options[1], label: 'Family Doctors', departments: [slug] }));
    accepted(dir);
    const s = await site(dir);
    expect(s.queries.directoryViews()).toContainEqual({ key: 'family-doctors', page: 1 });
    expect(s.directoryView.generateStaticParams()).toContainEqual(s.choiceParams('family-doctors'));
    const page = await s.render(s.directoryView.default(params(s.choiceParams('family-doctors'))));
    for (const d of doctors.filter((x) => x.departments.includes(slug))) expect(page).toContain(html(d.name));
  });

  it('a removed choice loses its page', async () => {
    const dir = copyOfContent();
    const { doctorFilter } = accepted(dir);
    const gone = doctorFilter.at(-1)!;
    edit(dir, 'doctor-filter.json', (f) => f.options.pop());
    accepted(dir);
    const s = await site(dir);
    expect(s.queries.directoryViews().some((v) => v.key === gone.key)).toBe(false);
    expect(s.directoryView.generateStaticParams()).not.toContainEqual(s.choiceParams(gone.key));
  });
});

describe('an editor adds and removes announcements, articles and gallery pictures', () => {
  it('a third (or any) announcement shows in the blog sidebar; with none, the box goes', async () => {
    const dir = copyOfContent();
    edit(dir, 'announcements.json', (a) => a.announcements.push({ date: '2026-11-01', title: 'Free eye camp this Sunday' }));
    accepted(dir);
    let s = await site(dir);
    expect(await s.render(s.blog.default())).toContain('Free eye camp this Sunday');

    edit(dir, 'announcements.json', (a) => (a.announcements = []));
    accepted(dir);
    s = await site(dir);
    expect(await s.render(s.blog.default())).not.toContain('Latest announcements');
  });

  it('a new article gets its page and, being the newest, leads the blog listing; a deleted one goes', async () => {
    const dir = copyOfContent();
    const { articles } = accepted(dir);
    const newest = articles[0]!;
    const file = read(dir, `articles/${newest.slug}.json`);
    write(dir, 'articles/monsoon-fevers.json', { ...file, slug: 'monsoon-fevers', title: 'Monsoon fevers: when to see a doctor', date: '2099-06-01', featured: false });
    fs.rmSync(path.join(dir, `articles/${articles.at(-1)!.slug}.json`));
    edit(dir, 'home.json', (h) => (h.blogTeasers.articles = h.blogTeasers.articles.filter((x: string) => x !== articles.at(-1)!.slug)));
    edit(dir, 'announcements.json', (a) => a.announcements.forEach((x: { article?: string }) => x.article === articles.at(-1)!.slug && delete x.article));
    if (read(dir, 'home.json').blogTeasers.articles.length === 0) edit(dir, 'home.json', (h) => h.blogTeasers.articles.push('monsoon-fevers'));
    accepted(dir);
    const s = await site(dir);
    expect(s.article.generateStaticParams()).toContainEqual({ slug: 'monsoon-fevers' });
    expect(s.article.generateStaticParams()).not.toContainEqual({ slug: articles.at(-1)!.slug });
    const page = await s.render(s.blog.default());
    const listing = page.slice(page.indexOf('Latest posts'));
    expect(listing.indexOf('Monsoon fevers: when to see a doctor')).toBeGreaterThan(-1);
    expect(listing.indexOf('Monsoon fevers')).toBeLessThan(listing.indexOf(html(newest.title)));
  });

  it('a gallery picture added shows with its caption; one removed goes', async () => {
    const dir = copyOfContent();
    const { gallery } = accepted(dir);
    const gone = gallery.images[0]!;
    edit(dir, 'gallery.json', (g) => {
      g.images.push({ ...g.images.at(-1), caption: 'The new physiotherapy gym on the second floor' });
      g.images.shift();
    });
    accepted(dir);
    const s = await site(dir);
    const page = await s.render(s.gallery.default());
    expect(page).toContain('The new physiotherapy gym on the second floor');
    if (!gallery.images.slice(1).some((i) => i.caption === gone.caption)) expect(page).not.toContain(html(gone.caption));
  });
});

describe('small content still builds', () => {
  it('a blog that fits on one page and a directory with no filter choice build a noindex stand-in page, as a static export needs one', async () => {
    const dir = copyOfContent();
    const { articles } = accepted(dir);
    const keep = new Set(articles.slice(0, 3).map((a) => a.slug));
    for (const a of articles) if (!keep.has(a.slug)) fs.rmSync(path.join(dir, `articles/${a.slug}.json`));
    edit(dir, 'home.json', (h) => (h.blogTeasers.articles = [...keep].slice(0, 1)));
    edit(dir, 'announcements.json', (a) => (a.announcements = []));
    edit(dir, 'doctor-filter.json', (f) => (f.options = f.options.slice(0, 1)));
    accepted(dir);
    const s = await site(dir);
    const routes = await import('@/lib/routes');
    expect(s.blogPage.generateStaticParams()).toEqual([routes.routeParams(routes.ROUTE_FOLDERS.blogPage, routes.firstPageStandIns.blog())]);
    expect(s.directoryView.generateStaticParams()).toEqual([routes.routeParams(routes.ROUTE_FOLDERS.directoryView, routes.firstPageStandIns.doctors())]);
    const meta = await s.blogPage.generateMetadata(params(s.blogPage.generateStaticParams()[0]!));
    expect(meta.robots).toMatchObject({ index: false });
    expect(String(meta.alternates?.canonical)).toMatch(/\/blog\/$/);
    expect(await s.render(s.blogPage.default(params(s.blogPage.generateStaticParams()[0]!)))).toContain(html(articles[0]!.title));
  });
});
