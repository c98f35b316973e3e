// @vitest-environment jsdom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DoctorFinder, type FinderOption } from '@/components/doctors/doctor-finder';
import { BREAKPOINTS } from '@/lib/breakpoints';
import { writeScaledContent } from '@/lib/bench/scale';
import { loadContent } from '@/lib/content/load';
import { DOCTORS_PER_PAGE } from '@/lib/paging';
import { paths } from '@/lib/routes';
import { fakeViewport } from './support/media';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const option = (label: string): FinderOption => {
  const path = paths.doctorsIn(label);
  return { label, path, href: path, picture: null };
};
const options = ['All', 'Orthopedics', 'Cardiology', 'Obstetrics & Gynaecology'].map(option);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  push.mockReset();
  sessionStorage.clear();
});

describe('DoctorFinder (the DEPARTMENTS list)', () => {
  it('links each option to its own page and marks the current one', () => {
    fakeViewport(1280);
    render(<DoctorFinder options={options} current="Orthopedics" />);
    const nav = screen.getByRole('navigation', { name: 'Doctors by department' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/ourdoctor/',
      '/ourdoctor/department/orthopedics/',
      '/ourdoctor/department/cardiology/',
      '/ourdoctor/department/obstetrics-gynaecology/',
    ]);
    expect(within(nav).getByRole('link', { name: 'Orthopedics' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it(`under ${BREAKPOINTS.lg} px the DEPARTMENTS button folds the options; it names the current choice; Escape folds them back`, async () => {
    fakeViewport(375);
    render(<DoctorFinder options={options} current="Cardiology" />);
    const toggle = screen.getByRole('button', { name: 'Departments: Cardiology' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).toHaveClass('max-lg:js:hidden');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('max-lg:js:hidden');
    within(list).getByRole('link', { name: 'Orthopedics' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('a choice applies at once: the router shows the option\'s page and keeps the scroll position', async () => {
    fakeViewport(1280);
    render(<DoctorFinder options={options} current="All" />);
    await userEvent.click(screen.getByRole('link', { name: 'Obstetrics & Gynaecology' }));
    expect(push).toHaveBeenCalledWith('/ourdoctor/department/obstetrics-gynaecology/', { scroll: false });
    // choosing the current option again goes nowhere
    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('leaves a click for a new tab or window to the browser', () => {
    fakeViewport(1280);
    render(<DoctorFinder options={options} current="All" />);
    let prevented: boolean | undefined;
    const watch = (e: Event) => {
      prevented = e.defaultPrevented;
      e.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('click', watch);
    screen.getByRole('link', { name: 'Cardiology' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', watch);
    expect(prevented).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });

  it(`on the chosen option's page the keyboard lands on that option, or on the folded list's button under ${BREAKPOINTS.lg} px`, async () => {
    fakeViewport(1280);
    render(<DoctorFinder options={options} current="All" />);
    await userEvent.click(screen.getByRole('link', { name: 'Cardiology' }));
    cleanup();
    render(<DoctorFinder options={options} current="Cardiology" />);
    expect(screen.getByRole('link', { name: 'Cardiology' })).toHaveFocus();
    cleanup();
    // only once: a later visit to the same page leaves focus alone
    render(<DoctorFinder options={options} current="Cardiology" />);
    expect(document.body).toHaveFocus();
    cleanup();

    fakeViewport(375);
    render(<DoctorFinder options={options} current="Cardiology" />);
    await userEvent.click(screen.getByRole('button', { name: 'Departments: Cardiology' }));
    await userEvent.click(screen.getByRole('link', { name: 'Orthopedics' }));
    cleanup();
    render(<DoctorFinder options={options} current="Orthopedics" />);
    expect(screen.getByRole('button', { name: 'Departments: Orthopedics' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Departments: Orthopedics' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('server HTML (no JavaScript): plain option links, the toggle button shown only when JavaScript runs', () => {
    const doc = new DOMParser().parseFromString(renderToString(<DoctorFinder options={options} current="All" />), 'text/html');
    expect(doc.querySelectorAll('a')).toHaveLength(4);
    // the button is display:none unless <html> has class "js"; the options are folded only then
    const tokens = (el: Element | null) => (el?.getAttribute('class') ?? '').split(/\s+/);
    expect(tokens(doc.querySelector('button'))).toEqual(expect.arrayContaining(['hidden', 'max-lg:js:flex']));
    expect(tokens(doc.querySelector('#filter-options')).filter((t) => /(^|:)hidden$/.test(t))).toEqual(['max-lg:js:hidden']);
  });
});

/** The directory's pages as the build renders them, from the content in `contentDir`. */
async function directoryHtml(contentDir: string | undefined, label: string, page: number) {
  vi.resetModules();
  if (contentDir) vi.stubEnv('CONTENT_DIR', contentDir);
  const { DoctorDirectory } = await import('@/components/doctors/doctor-directory');
  const { directoryPage } = await import('@/lib/content/queries');
  const doc = new DOMParser().parseFromString(renderToString(<DoctorDirectory {...directoryPage({ label, page })} />), 'text/html');
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
    expect(views.filter((v) => v.label === 'All')).toEqual(Array.from({ length: pages - 1 }, (_, i) => ({ label: 'All', page: i + 2 })));
    expect(views.filter((v) => v.label !== 'All')).toHaveLength(loadContent().content!.doctorFilter.length - 1);
    const built = views.map((v) => paths.doctorsIn(v.label, v.page));
    expect(built).toEqual(expect.arrayContaining([paths.doctors(pages), paths.doctorsIn(smallest.label)]));
    for (const p of [paths.doctors(), '/ourdoctor/page/1/', paths.doctors(pages + 1), paths.doctorsIn(smallest.label, 2), '/ourdoctor/department/dentistry/'])
      expect(built, p).not.toContain(p);
  });
});
