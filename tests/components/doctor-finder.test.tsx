// @vitest-environment jsdom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DoctorFinder, type FinderOption } from '@/components/doctors/doctor-finder';
import { writeScaledContent } from '@/lib/bench/scale';
import { loadContent } from '@/lib/content/load';
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

/** The directory's pages as the build renders them, from the content in `contentDir`. */
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

describe('DoctorDirectory with the shipped doctors', () => {
  const { doctors, doctorFilter } = loadContent().content!;
  // the choice with the most doctors, and how many it has, from the content itself
  const counted = doctorFilter.slice(1).map((o) => ({ label: o.label, n: doctors.filter((d) => d.departments.some((s) => o.departments?.includes(s))).length }));
  const busiest = counted.sort((a, b) => b.n - a.n)[0]!;
  const plural = (n: number) => `${n} doctor${n === 1 ? '' : 's'}`;

  it('All: every doctor in the carousel, no page control (while they fit on one page)', async () => {
    expect(doctors.length).toBeLessThanOrEqual(DOCTORS_PER_PAGE);
    const doc = await directoryHtml(undefined, 'All', 1);
    expect(doc.querySelector('[aria-label="All our doctors"]')?.querySelectorAll('article')).toHaveLength(doctors.length);
    expect(summary(doc)).toBe(`${plural(doctors.length)} in all departments`);
    expect(doc.querySelector('nav[aria-label="Pages of all doctors"]')).toBeNull();
    expect(doc.querySelector('a[aria-current="page"]')?.textContent).toBe('All');
  });

  it('a department: its doctors in a grid, the option marked, a breadcrumb back to the directory', async () => {
    const doc = await directoryHtml(undefined, busiest.label, 1);
    expect(doc.querySelectorAll('[data-doctor-results] article')).toHaveLength(busiest.n);
    expect(doc.querySelector('[aria-label="All our doctors"]')).toBeNull();
    expect(summary(doc)).toBe(`${plural(busiest.n)} in ${busiest.label}`);
    expect(doc.querySelector('#doctors-list')?.textContent).toBe(busiest.label);
    expect(doc.querySelector('a[aria-current="page"]')?.textContent).toBe(busiest.label);
    expect([...doc.querySelectorAll('nav[aria-label="Breadcrumb"] a')].map((a) => a.getAttribute('href'))).toEqual(['/', '/ourdoctor/']);
  });
});

describe('DoctorDirectory at 3× the doctors', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-test-'));
  const contentDir = path.join(dir, 'content');
  beforeAll(() => void writeScaledContent('content', contentDir, 3));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const shipped = loadContent().content!;
  const total = shipped.doctors.length * 3;
  const pages = Math.ceil(total / DOCTORS_PER_PAGE);
  const smallest = shipped.doctorFilter
    .slice(1)
    .map((o) => ({ label: o.label, n: 3 * shipped.doctors.filter((d) => d.departments.some((s) => o.departments?.includes(s))).length }))
    .filter((o) => o.n > 0)
    .sort((a, b) => a.n - b.n)[0]!;

  it('All is paged: DOCTORS_PER_PAGE cards a page in a grid, a page control, nothing more at once', async () => {
    expect(pages).toBeGreaterThan(1);
    const first = await directoryHtml(contentDir, 'All', 1);
    expect(first.querySelectorAll('article')).toHaveLength(DOCTORS_PER_PAGE);
    expect(first.querySelector('[aria-label="All our doctors"]')).toBeNull();
    expect(summary(first)).toBe(`${total} doctors in all departments · page 1 of ${pages}`);
    const later = Array.from({ length: pages - 1 }, (_, i) => `/ourdoctor/page/${i + 2}/`);
    expect(pageLinks(first, 'Pages of all doctors')).toEqual([...later, '/ourdoctor/page/2/']);

    const last = await directoryHtml(contentDir, 'All', pages);
    expect(last.querySelectorAll('article')).toHaveLength(total - (pages - 1) * DOCTORS_PER_PAGE);
    expect(summary(last)).toBe(`${total} doctors in all departments · page ${pages} of ${pages}`);
  });

  it('a department keeps to one page while its doctors fit', async () => {
    expect(smallest.n).toBeLessThanOrEqual(DOCTORS_PER_PAGE);
    const doc = await directoryHtml(contentDir, smallest.label, 1);
    expect(doc.querySelectorAll('[data-doctor-results] article')).toHaveLength(smallest.n);
    expect(doc.querySelector(`nav[aria-label="Pages of ${smallest.label} doctors"]`)).toBeNull();
  });

  it('the routes ask for every later page and every department page, and nothing else', async () => {
    vi.resetModules();
    vi.stubEnv('CONTENT_DIR', contentDir);
    const { directoryViews } = await import('@/lib/content/queries');
    const { paths } = await import('@/lib/routes');
    const views = directoryViews();
    vi.unstubAllEnvs();
    expect(views.filter((v) => v.key === 'all')).toEqual(Array.from({ length: pages - 1 }, (_, i) => ({ key: 'all', page: i + 2 })));
    expect(views.filter((v) => v.key !== 'all')).toHaveLength(loadContent().content!.doctorFilter.length - 1);
    const built = views.map((v) => paths.doctorsIn(v.key, v.page));
    expect(built).toEqual(expect.arrayContaining([paths.doctors(pages), paths.doctorsIn(filterSlug(smallest.label))]));
    for (const p of [paths.doctors(), '/ourdoctor/page/1/', paths.doctors(pages + 1), paths.doctorsIn(filterSlug(smallest.label), 2), '/ourdoctor/department/dentistry/'])
      expect(built, p).not.toContain(p);
  });
});
