/**
 * The changes editors make every month, each made on a scratch copy of the
 * content (content/, or the folder CONTENT_DIR names) exactly as
 * content/README.md tells them to: the content check accepts it, and the
 * pages that should show it do (rendered from the real routes in app/).
 * Nothing here depends on what the content says or how many items it has:
 * every expectation is read off the copy, and what a test adds has an id,
 * slug and name the copy does not hold yet (`unused`), so content that
 * already has the guide's own examples (dr-asha-rao, dentistry,
 * monsoon-fevers) is no different. Where a change needs something the
 * content may lack (a filter choice besides "All", a department with a
 * service, a second doctor), the test adds it first.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { formatProblem } from '@/lib/content/problems';
import { contentCopies, unused } from './support/content-copy';
import { filterSlug } from '@/lib/doctor-filter';
import { DOCTORS_PER_PAGE } from '@/lib/paging';

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
    /** The route params of a department service's own page. */
    serviceParams: (department: string, service: string) => routes.routeParams(routes.ROUTE_FOLDERS.department, routes.paths.departmentService(department, service)),
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

/** A fresh filter label for the copy: no content text has it, and its page address is no choice's yet. */
function freshLabel(dir: string, base: string): string {
  const keys = new Set(accepted(dir).doctorFilter.map((o) => o.key));
  return unused(dir, base, ' ', (label) => keys.has(filterSlug(label)));
}

/**
 * A filter choice besides "All" that lists a department, with its key: the
 * copy's first, or (for content with only "All") one the test adds, as the
 * guide tells editors to, listing the department most doctors work in.
 */
function choiceWithDepartments(dir: string): { key: string; departments: string[] } {
  const { doctorFilter, departments, doctors } = accepted(dir);
  const found = doctorFilter.find((o) => o.departments?.length);
  if (found) return { key: found.key, departments: found.departments! };
  const busiest = [...departments].sort((a, b) => doctors.filter((d) => d.departments.includes(b.slug)).length - doctors.filter((d) => d.departments.includes(a.slug)).length)[0]!;
  const label = freshLabel(dir, `${busiest.name} doctors`);
  edit(dir, 'doctor-filter.json', (f) => f.options.push({ ...f.options[0], label, departments: [busiest.slug] }));
  return { key: filterSlug(label), departments: [busiest.slug] };
}

/**
 * The slug of a department with a service: the copy's first, or (for content
 * whose departments list no service) the first department, given a service
 * made from a Centre of Expertise service (which every content has).
 */
function departmentWithService(dir: string): string {
  const { departments, expertise } = accepted(dir);
  const found = departments.find((d) => d.services.length > 0);
  if (found) return found.slug;
  const { slug, name, summary, picture, body } = expertise.services[0]!;
  edit(dir, `departments/${departments[0]!.slug}.json`, (data) => data.services.push({ slug, name, summary, picture, body }));
  return departments[0]!.slug;
}

/** Adds a doctor at the top of doctors.json (so first on every page that lists their departments), a copy of the first with a fresh id and name. */
function addDoctor(dir: string, departments: string[]): { id: string; name: string } {
  const id = unused(dir, 'dr-asha-rao');
  const name = unused(dir, 'Dr. Asha Rao', ' ');
  edit(dir, 'doctors.json', (d) => d.doctors.unshift({ ...d.doctors[0], id, name, departments, profile: [`${name} sees adults in the outpatient clinic.`] }));
  return { id, name };
}

/** Adds a department as the guide's "Add a department" says: one new file, a copy of the first department's with a fresh slug and name. */
function addDepartment(dir: string): { slug: string; name: string } {
  const { departments } = accepted(dir);
  const slug = unused(dir, 'dentistry');
  const name = unused(dir, 'Dentistry', ' ');
  const file = read(dir, `departments/${departments[0]!.slug}.json`);
  write(dir, `departments/${slug}.json`, {
    ...file,
    slug,
    name,
    summary: 'Check-ups, fillings, root canal treatment and gum care for adults and children in Jayanagar.',
    stats: [{ count: 'doctors', label: 'Dentists', labelOne: 'Dentist', icon: 'users' }],
    services: file.services.slice(0, 1),
  });
  return { slug, name };
}

describe('an editor adds and removes a doctor', () => {
  it('one entry in doctors.json: the doctor gets a page and shows on each of their departments and filter choices', async () => {
    const dir = copyOfContent();
    const choice = choiceWithDepartments(dir);
    const department = choice.departments[0]!;
    const { doctors } = accepted(dir);
    const added = addDoctor(dir, [department]);
    const content = accepted(dir);
    expect(content.doctors).toHaveLength(doctors.length + 1);

    const s = await site(dir);
    expect(s.doctor.generateStaticParams()).toContainEqual({ id: added.id });
    expect(await s.render(s.doctor.default(params({ id: added.id })))).toContain(html(added.name));
    const departmentPage = await s.render(s.department.default(params({ slug: department })));
    expect(departmentPage).toContain(html(added.name));
    expect(s.queries.doctorsOf(department).map((d) => d.id)).toContain(added.id);
    expect(s.queries.directoryViews()).toContainEqual({ key: choice.key, page: 1 });
    const choicePage = await s.render(s.directoryView.default(params(s.choiceParams(choice.key))));
    expect(choicePage).toContain(html(added.name));
  });

  it('deleting the entry takes the doctor off every page, and nothing else needs to change', async () => {
    const dir = copyOfContent();
    // the content needs a doctor left once one goes
    if (accepted(dir).doctors.length === 1) addDoctor(dir, [accepted(dir).departments[0]!.slug]);
    const { doctors } = accepted(dir);
    // the first doctor: first on each of their department pages
    const gone = doctors[0]!;
    const profile = `/ourdoctor/${gone.id}/`;
    const before = await site(dir);
    for (const slug of gone.departments) expect(await before.render(before.department.default(params({ slug }))), slug).toContain(profile);

    edit(dir, 'doctors.json', (d) => (d.doctors = d.doctors.filter((x: { id: string }) => x.id !== gone.id)));
    accepted(dir);
    const s = await site(dir);
    expect(s.doctor.generateStaticParams()).not.toContainEqual({ id: gone.id });
    for (const slug of gone.departments) expect(await s.render(s.department.default(params({ slug }))), slug).not.toContain(profile);
  });
});

describe('an editor adds and removes a department', () => {
  it('one new file: its page, the departments index, the menus (when navigation.json lists it) and its doctors follow', async () => {
    const dir = copyOfContent();
    const { departments, doctors } = accepted(dir);
    const added = addDepartment(dir);
    edit(dir, 'navigation.json', (n) => n.megaMenu.splice(0, 1, added.slug));
    edit(dir, 'doctors.json', (d) => d.doctors[0].departments.push(added.slug));
    const content = accepted(dir);
    expect(content.departments).toHaveLength(departments.length + 1);

    const s = await site(dir);
    expect(s.department.generateStaticParams()).toContainEqual({ slug: added.slug, view: [] });
    const page = await s.render(s.department.default(params({ slug: added.slug })));
    expect(page).toContain(html(added.name));
    expect(page).toContain(html(doctors[0]!.name));
    // the counted figure: one doctor, so the singular label
    expect(page).toMatch(/>1<\/span><span[^>]*>Dentist</);
    expect(await s.render(s.departments.default())).toContain(html(added.name));
    expect(s.queries.layoutData('en', '/').megaMenu.map((m) => m.slug)).toContain(added.slug);
  });

  it('deleting a file: the check names every place that still refers to it; once those go, the site builds without it', async () => {
    const dir = copyOfContent();
    // the content needs a department left once one goes
    if (accepted(dir).departments.length === 1) addDepartment(dir);
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

/**
 * Removes a department slug from every list in a content file, as an editor
 * would by hand; where it is a list's only item (a doctor's departments, a
 * filter choice's, a menu), another department takes its place, as the check
 * asks of an editor (such lists may not be empty).
 */
function dropSlug(value: any, slug: string, fallback: string): any {
  if (Array.isArray(value)) {
    for (let i = value.length - 1; i >= 0; i--) {
      const item = value[i];
      const names = item === slug || (item && typeof item === 'object' && item.department === slug);
      if (!names) dropSlug(item, slug, fallback);
      else if (value.length > 1) value.splice(i, 1);
      else if (item === slug) value[i] = fallback;
      else item.department = fallback;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'department' && child === slug) delete value[key];
      else dropSlug(child, slug, fallback);
    }
  }
  return value;
}

describe('an editor adds and removes a service', () => {
  it('a new service shows on its department page, and a counted figure follows', async () => {
    const dir = copyOfContent();
    const slug = departmentWithService(dir);
    const d = accepted(dir).departments.find((x) => x.slug === slug)!;
    const service = { slug: unused(dir, 'home-visits'), name: unused(dir, 'Home visits by our team', ' ') };
    edit(dir, `departments/${d.slug}.json`, (data) => {
      data.services.unshift({ ...data.services[0], ...service });
      data.stats = [{ count: 'services', label: 'Services', labelOne: 'Service', icon: 'list' }];
    });
    accepted(dir);
    const s = await site(dir);
    const page = await s.render(s.department.default(params({ slug: d.slug })));
    expect(page).toContain(html(service.name));
    expect(page).toMatch(new RegExp(`>${d.services.length + 1}</span><span[^>]*>Services<`));
  });

  it('a deleted service leaves its page', async () => {
    const dir = copyOfContent();
    const slug = departmentWithService(dir);
    const d = accepted(dir).departments.find((x) => x.slug === slug)!;
    const gone = d.services[0]!;
    // the service's card on the department page (the first page of its grid)
    const card = `data-service-card="${gone.slug}"`;
    const before = await site(dir);
    expect(await before.render(before.department.default(params({ slug: d.slug })))).toContain(card);
    expect(before.department.generateStaticParams()).toContainEqual(before.serviceParams(d.slug, gone.slug));
    edit(dir, `departments/${d.slug}.json`, (data) => data.services.shift());
    accepted(dir);
    const s = await site(dir);
    expect(await s.render(s.department.default(params({ slug: d.slug })))).not.toContain(card);
    expect(s.department.generateStaticParams()).not.toContainEqual(s.serviceParams(d.slug, gone.slug));
  });
});

describe('an editor adds and removes a filter choice', () => {
  it('a new choice gets its own directory page listing the doctors of its departments', async () => {
    const dir = copyOfContent();
    const { doctors, departments } = accepted(dir);
    // a department some doctor works in (the first doctor's first, as a rule), else any
    const slug = doctors.flatMap((d) => d.departments)[0] ?? departments[0]!.slug;
    const label = freshLabel(dir, 'Family Doctors');
    const key = filterSlug(label);
    edit(dir, 'doctor-filter.json', (f) => f.options.push({ ...f.options.at(-1), label, departments: [slug] }));
    accepted(dir);
    const s = await site(dir);
    expect(s.queries.directoryViews()).toContainEqual({ key, page: 1 });
    expect(s.directoryView.generateStaticParams()).toContainEqual(s.choiceParams(key));
    const page = await s.render(s.directoryView.default(params(s.choiceParams(key))));
    expect(page).toContain(html(label));
    // its first page: the first DOCTORS_PER_PAGE of them
    for (const d of s.queries.directoryPages(key)[0] ?? []) expect(page).toContain(html(d.name));
    expect(s.queries.doctorsMatching(key).map((d) => d.id)).toEqual(doctors.filter((x) => x.departments.includes(slug)).map((d) => d.id));
  });

  it('a removed choice loses its page', async () => {
    const dir = copyOfContent();
    // "All" stays: the choice removed is the last other one (added first when the content has none)
    choiceWithDepartments(dir);
    const { doctorFilter } = accepted(dir);
    const gone = doctorFilter.at(-1)!;
    const before = await site(dir);
    expect(before.directoryView.generateStaticParams()).toContainEqual(before.choiceParams(gone.key));
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
    const title = unused(dir, 'Free eye camp this Sunday', ' ');
    edit(dir, 'announcements.json', (a) => a.announcements.push({ date: '2026-11-01', title }));
    accepted(dir);
    let s = await site(dir);
    const withBox = await s.render(s.blog.default());
    expect(withBox).toContain('Latest announcements');
    expect(withBox).toContain(html(title));

    edit(dir, 'announcements.json', (a) => (a.announcements = []));
    accepted(dir);
    s = await site(dir);
    const withoutBox = await s.render(s.blog.default());
    expect(withoutBox).not.toContain('Latest announcements');
    expect(withoutBox).not.toContain(html(title));
  });

  it('a new article gets its page and, being the newest, leads the blog listing; a deleted one goes', async () => {
    const dir = copyOfContent();
    const { articles } = accepted(dir);
    const newest = articles[0]!;
    const oldest = articles.at(-1)!;
    const slug = unused(dir, 'monsoon-fevers');
    const title = unused(dir, 'Monsoon fevers: when to see a doctor', ' ');
    // a year after the newest article: the newest whatever the content's dates
    const date = `${Number(newest.date.slice(0, 4)) + 1}-06-01`;
    const file = read(dir, `articles/${newest.slug}.json`);
    write(dir, `articles/${slug}.json`, { ...file, slug, title, date, featured: false });
    fs.rmSync(path.join(dir, `articles/${oldest.slug}.json`));
    edit(dir, 'home.json', (h) => (h.blogTeasers.articles = h.blogTeasers.articles.filter((x: string) => x !== oldest.slug)));
    edit(dir, 'announcements.json', (a) => a.announcements.forEach((x: { article?: string }) => x.article === oldest.slug && delete x.article));
    if (read(dir, 'home.json').blogTeasers.articles.length === 0) edit(dir, 'home.json', (h) => h.blogTeasers.articles.push(slug));
    accepted(dir);
    const s = await site(dir);
    expect(s.article.generateStaticParams()).toContainEqual({ slug });
    expect(s.article.generateStaticParams()).not.toContainEqual({ slug: oldest.slug });
    const page = await s.render(s.blog.default());
    const listing = page.slice(page.indexOf('Latest posts'));
    expect(listing.indexOf(html(title))).toBeGreaterThan(-1);
    // ahead of the newest of the articles that stay (none stays when the content had one)
    const next = articles.slice(0, -1)[0];
    if (next) expect(listing.indexOf(html(title))).toBeLessThan(listing.indexOf(html(next.title)));
  });

  it('a gallery picture added shows with its caption; one removed goes', async () => {
    const dir = copyOfContent();
    const { gallery } = accepted(dir);
    const gone = gallery.images[0]!;
    const caption = unused(dir, 'The new physiotherapy gym on the second floor', ' ');
    edit(dir, 'gallery.json', (g) => {
      g.images.push({ ...g.images.at(-1), caption });
      g.images.shift();
    });
    accepted(dir);
    const s = await site(dir);
    const page = await s.render(s.gallery.default());
    expect(page).toContain(html(caption));
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
    // and doctors that fit on the directory's one page (content with more has a second page, which is no stand-in)
    edit(dir, 'doctors.json', (d) => (d.doctors = d.doctors.slice(0, DOCTORS_PER_PAGE)));
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
