// @vitest-environment jsdom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DoctorFinder, type FinderOption } from '@/components/doctors/doctor-finder';
import { writeScaledContent } from '@/lib/bench/scale';
import { alwaysStill } from '@/lib/carousel';
import { loadContent } from '@/lib/content/load';
import { contentDir } from '@/lib/content/read';
import { DOCTOR_FILTER_ID, filterSlug } from '@/lib/doctor-filter';
import { DOCTORS_PER_PAGE } from '@/lib/paging';
import { paths } from '@/lib/routes';

const option = (label: string): FinderOption => ({ key: filterSlug(label), label, href: paths.doctorFilterChoice(filterSlug(label)), picture: null });
const options = ['All', 'Orthopedics', 'Cardiology', 'Obstetrics & Gynaecology'].map(option);

describe('DoctorFinder (the DEPARTMENTS list)', () => {
  it("links each option to its own page, opened at the list, and marks the current one", () => {
    render(<DoctorFinder lang="en" options={options} current="orthopedics" />);
    const nav = screen.getByRole('navigation', { name: 'Doctors by department' });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/ourdoctor/#doctor-filter',
      '/ourdoctor/department/orthopedics/#doctor-filter',
      '/ourdoctor/department/cardiology/#doctor-filter',
      '/ourdoctor/department/obstetrics-gynaecology/#doctor-filter',
    ]);
    // the fragment names the list itself
    expect(nav.id).toBe(DOCTOR_FILTER_ID);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['Orthopedics']);
    // every choice may be prerendered (the speculation rules pick links by this attribute)
    for (const a of links) expect(a).toHaveAttribute('data-prerender');
  });

  it('folds the options into a closed <details> whose summary says "Departments", then the current choice', () => {
    render(<DoctorFinder lang="en" options={options} current="obstetrics-gynaecology" />);
    const nav = screen.getByRole('navigation', { name: 'Doctors by department' });
    const details = nav.querySelector('details')!;
    expect(details.open).toBe(false);
    const summary = details.querySelector(':scope > summary')!;
    expect(summary).toHaveAccessibleName('Departments: Obstetrics & Gynaecology');
    // the name starts with the visible word (WCAG 2.5.3, Label in Name), and the current choice shows too
    expect(summary.textContent).toMatch(/^Departments/);
    expect(summary).toHaveTextContent('Obstetrics & Gynaecology');
    expect(within(details).getAllByRole('link', { hidden: true })).toHaveLength(options.length);
    // a heading names the list where the summary is hidden (from lg up)
    expect(within(nav).getByRole('heading', { level: 2, name: 'Departments' })).toBeInTheDocument();
  });

  it('is plain HTML: no client code, no event handler, nothing for JavaScript to do', () => {
    const source = fs.readFileSync('components/doctors/doctor-finder.tsx', 'utf8');
    expect(source).not.toMatch(/^\s*['"]use client['"]/m);
    expect(source).not.toMatch(/next\/navigation|useState|useEffect|sessionStorage/);
    const html = renderToString(<DoctorFinder lang="en" options={options} current="all" />);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('a')).toHaveLength(4);
    expect(doc.querySelector('details')?.hasAttribute('open')).toBe(false);
  });
});

/** The directory's pages as the build renders them, from the content in `contentDir` (the content the tests run on when undefined). */
async function directoryHtml(contentDir: string | undefined, label: string, page: number) {
  vi.resetModules();
  if (contentDir) vi.stubEnv('CONTENT_DIR', contentDir);
  const { DoctorDirectory } = await import('@/components/doctors/doctor-directory');
  const { directoryPage } = await import('@/lib/content/queries');
  const doc = new DOMParser().parseFromString(renderToString(<DoctorDirectory {...directoryPage({ key: filterSlug(label), page })} />), 'text/html');
  vi.unstubAllEnvs();
  return doc;
}
const summary = (doc: Document) => doc.querySelector('[data-doctor-summary]')?.textContent;
const pageLinks = (doc: Document, name: string) => [...(doc.querySelector(`nav[aria-label="${name}"]`)?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
const plural = (n: number) => `${n} doctor${n === 1 ? '' : 's'}`;
type Content = NonNullable<ReturnType<typeof loadContent>['content']>;
/** How many doctors each filter choice but "All" lists, by label. */
const countsOf = ({ doctors, doctorFilter }: Content) =>
  doctorFilter.slice(1).map((o) => ({ label: o.label, n: doctors.filter((d) => d.departments.some((s) => o.departments?.includes(s))).length }));

/** Scratch copies of the content, for the cases the content itself may not have. */
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function copyOfContent(change: (doctors: { doctors: any[] }, filter: { options: any[] }) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-copy-'));
  copies.push(dir);
  for (const entry of fs.readdirSync(contentDir(), { withFileTypes: true })) {
    const from = path.join(contentDir(), entry.name);
    if (entry.name === 'images') fs.symlinkSync(from, path.join(dir, entry.name), 'dir');
    else fs.cpSync(from, path.join(dir, entry.name), { recursive: true });
  }
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const [doctors, filter] = [read('doctors.json'), read('doctor-filter.json')];
  change(doctors, filter);
  fs.writeFileSync(path.join(dir, 'doctors.json'), JSON.stringify(doctors, null, 2));
  fs.writeFileSync(path.join(dir, 'doctor-filter.json'), JSON.stringify(filter, null, 2));
  expect(loadContent(dir).problems).toEqual([]);
  return dir;
}

describe('DoctorDirectory with the shipped doctors', () => {
  const shipped = loadContent().content!;

  it('All: every doctor in the strip (a carousel), no page control, while they fit on one page', async () => {
    // content with more doctors than a page holds is paged (below); for the carousel, its first DOCTORS_PER_PAGE
    const dir = shipped.doctors.length <= DOCTORS_PER_PAGE ? undefined : copyOfContent((d) => (d.doctors = d.doctors.slice(0, DOCTORS_PER_PAGE)));
    const count = Math.min(shipped.doctors.length, DOCTORS_PER_PAGE);
    const doc = await directoryHtml(dir, 'All', 1);
    expect(doc.querySelector('[data-doctor-strip]')?.querySelectorAll('article')).toHaveLength(count);
    expect(doc.querySelector('[data-doctor-results]')).toBeNull();
    // a carousel once they are more than fit in view (a single doctor is shown as is)
    const carousel = doc.querySelector('[aria-label="All our doctors"]');
    if (alwaysStill('doctors', count)) expect(carousel).toBeNull();
    else expect(carousel?.querySelectorAll('article')).toHaveLength(count);
    expect(summary(doc)).toBe(`${plural(count)} in all departments`);
    expect(doc.querySelector('nav[aria-label="Pages of all doctors"]')).toBeNull();
    expect(doc.querySelector('a[aria-current="page"]')?.textContent).toBe('All');
  });

  it('a department: its doctors in a grid, the option marked, a breadcrumb back to the directory', async () => {
    // the choice with the most doctors that fit on one page; where the content has none, a choice of the test's own
    // listing the first doctor's department (given one where no doctor has any)
    let dir: string | undefined;
    let busiest = countsOf(shipped)
      .filter((c) => c.n > 0 && c.n <= DOCTORS_PER_PAGE)
      .sort((a, b) => b.n - a.n)[0];
    if (!busiest) {
      const label = ['Our team', ...shipped.doctorFilter.map((_, i) => `Our team ${i + 2}`)].find((l) => !shipped.doctorFilter.some((o) => o.key === filterSlug(l)))!;
      dir = copyOfContent((d, f) => {
        if (d.doctors[0].departments.length === 0) d.doctors[0].departments.push(shipped.departments[0]!.slug);
        f.options.push({ ...f.options[0], label, departments: [d.doctors[0].departments[0]] });
      });
      busiest = countsOf(loadContent(dir).content!).find((c) => c.label === label)!;
    }
    const doc = await directoryHtml(dir, busiest.label, 1);
    expect(doc.querySelectorAll('[data-doctor-results] article')).toHaveLength(busiest.n);
    expect(doc.querySelector('[aria-label="All our doctors"]')).toBeNull();
    expect(summary(doc)).toBe(`${plural(busiest.n)} in ${busiest.label}`);
    expect(doc.querySelector('#doctors-list')?.textContent).toBe(busiest.label);
    expect(doc.querySelector('a[aria-current="page"]')?.textContent).toBe(busiest.label);
    expect([...doc.querySelectorAll('nav[aria-label="Breadcrumb"] a')].map((a) => a.getAttribute('href'))).toEqual(['/', '/ourdoctor/']);
  });
});

describe('DoctorDirectory at several times the doctors (more than one page of them)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-test-'));
  const scaledDir = path.join(dir, 'content');
  const shipped = loadContent().content!;
  // at least 3×, and enough for more than one page whatever the content's number of doctors
  const factor = Math.max(3, Math.floor(DOCTORS_PER_PAGE / shipped.doctors.length) + 1);
  beforeAll(() => void writeScaledContent(contentDir(), scaledDir, factor));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const total = shipped.doctors.length * factor;
  const pages = Math.ceil(total / DOCTORS_PER_PAGE);
  const pagesOf = (n: number) => Math.max(1, Math.ceil(n / DOCTORS_PER_PAGE));
  // the choice with the fewest doctors (but some), each doctor now there `factor` times
  const smallest = countsOf(shipped)
    .map((o) => ({ ...o, n: o.n * factor }))
    .filter((o) => o.n > 0)
    .sort((a, b) => a.n - b.n)[0];

  it('All is paged: DOCTORS_PER_PAGE cards a page in a grid, a page control, nothing more at once', async () => {
    expect(pages).toBeGreaterThan(1);
    const first = await directoryHtml(scaledDir, 'All', 1);
    expect(first.querySelectorAll('article')).toHaveLength(DOCTORS_PER_PAGE);
    expect(first.querySelector('[aria-label="All our doctors"]')).toBeNull();
    expect(summary(first)).toBe(`${total} doctors in all departments · page 1 of ${pages}`);
    const later = Array.from({ length: pages - 1 }, (_, i) => `/ourdoctor/page/${i + 2}/`);
    expect(pageLinks(first, 'Pages of all doctors')).toEqual([...later, '/ourdoctor/page/2/']);

    const last = await directoryHtml(scaledDir, 'All', pages);
    expect(last.querySelectorAll('article')).toHaveLength(total - (pages - 1) * DOCTORS_PER_PAGE);
    expect(summary(last)).toBe(`${total} doctors in all departments · page ${pages} of ${pages}`);
  });

  it('a department keeps to one page while its doctors fit, and is paged once they do not', async () => {
    if (!smallest) {
      // no choice lists a doctor: nothing to page
      expect(countsOf(shipped).every((c) => c.n === 0)).toBe(true);
      return;
    }
    const doc = await directoryHtml(scaledDir, smallest.label, 1);
    expect(doc.querySelectorAll('[data-doctor-results] article')).toHaveLength(Math.min(smallest.n, DOCTORS_PER_PAGE));
    const control = doc.querySelector(`nav[aria-label="Pages of ${smallest.label} doctors"]`);
    if (smallest.n <= DOCTORS_PER_PAGE) expect(control).toBeNull();
    else expect(control).not.toBeNull();
  });

  it('the routes ask for every later page and every department page, and nothing else', async () => {
    vi.resetModules();
    vi.stubEnv('CONTENT_DIR', scaledDir);
    const { directoryViews } = await import('@/lib/content/queries');
    const { paths } = await import('@/lib/routes');
    const views = directoryViews();
    vi.unstubAllEnvs();
    const scaled = loadContent(scaledDir).content!;
    expect(views.filter((v) => v.key === 'all')).toEqual(Array.from({ length: pages - 1 }, (_, i) => ({ key: 'all', page: i + 2 })));
    // each choice: its first page, and a later page for every DOCTORS_PER_PAGE doctors more
    const choicePages = countsOf(scaled).flatMap((c) => Array.from({ length: pagesOf(c.n) }, (_, i) => ({ key: filterSlug(c.label), page: i + 1 })));
    expect(views.filter((v) => v.key !== 'all')).toEqual(choicePages);
    const built = views.map((v) => paths.doctorsIn(v.key, v.page));
    expect(built).toContain(paths.doctors(pages));
    if (smallest) expect(built).toContain(paths.doctorsIn(filterSlug(smallest.label)));
    // a choice the content does not have: "dentistry" (the guide's example), or "dentistry-2" … where it has that one
    const keys = new Set(scaled.doctorFilter.map((o) => o.key));
    const unknown = ['dentistry', ...Array.from({ length: keys.size }, (_, i) => `dentistry-${i + 2}`)].find((k) => !keys.has(k))!;
    const beyond = [paths.doctors(), '/ourdoctor/page/1/', paths.doctors(pages + 1), paths.doctorsIn(unknown)];
    if (smallest) beyond.push(paths.doctorsIn(filterSlug(smallest.label), pagesOf(smallest.n) + 1));
    for (const p of beyond) expect(built, p).not.toContain(p);
  });
});
