// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DoctorFinder, type FinderOption } from '@/components/doctors/doctor-finder';
import { paths } from '@/lib/routes';
import { fakeViewport } from './support/media';

const option = (label: string): FinderOption => ({
  label,
  href: label === 'All' ? paths.doctors() : paths.doctorsIn(label),
  picture: null,
});
const options = ['All', 'Orthopedics', 'Cardiology', 'Obstetrics & Gynaecology'].map(option);
const doctors = [
  { id: 'dr-asha', departments: ['Orthopedics'] },
  { id: 'dr-bala', departments: ['Cardiology'] },
  { id: 'dr-chitra', departments: ['Orthopedics', 'Cardiology'] },
  { id: 'dr-divya', departments: ['Obstetrics & Gynaecology'] },
];
const cards = Object.fromEntries(doctors.map((d) => [d.id, <article aria-label={d.id}>{d.id}</article>]));
const finder = <DoctorFinder options={options} doctors={doctors} cards={cards} />;

const shownDoctors = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
const strip = () => screen.queryByRole('region', { name: 'All our doctors' });

beforeEach(() => {
  window.history.replaceState(null, '', '/ourdoctor/');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DoctorFinder', () => {
  it('starts on All: every doctor in the strip, All marked as current', () => {
    fakeViewport(1280);
    render(finder);
    expect(strip()).toBeInTheDocument();
    expect(shownDoctors()).toEqual(['dr-asha', 'dr-bala', 'dr-chitra', 'dr-divya']);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('4 doctors in all departments');
  });

  it('choosing an option shows its doctors in place of the strip, announces the count and writes the URL', async () => {
    fakeViewport(1280);
    render(finder);
    await userEvent.click(screen.getByRole('link', { name: 'Orthopedics' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 doctors in Orthopedics');
    expect(shownDoctors()).toEqual(['dr-asha', 'dr-chitra']);
    expect(strip()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orthopedics' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(window.location.pathname + window.location.search).toBe('/ourdoctor/?department=Orthopedics');

    await userEvent.click(screen.getByRole('link', { name: 'Cardiology' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 doctors in Cardiology');
    expect(shownDoctors()).toEqual(['dr-bala', 'dr-chitra']);

    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(strip()).toBeInTheDocument();
    expect(shownDoctors()).toHaveLength(4);
    expect(window.location.search).toBe('');
  });

  it('reads the choice from the URL on load, including labels with "&"', () => {
    fakeViewport(1280);
    window.history.replaceState(null, '', paths.doctorsIn('Obstetrics & Gynaecology'));
    render(finder);
    expect(screen.getByRole('status')).toHaveTextContent('1 doctor in Obstetrics & Gynaecology');
    expect(shownDoctors()).toEqual(['dr-divya']);
  });

  it('follows back and forward (popstate)', async () => {
    fakeViewport(1280);
    render(finder);
    await userEvent.click(screen.getByRole('link', { name: 'Cardiology' }));
    act(() => {
      window.history.replaceState(null, '', '/ourdoctor/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(strip()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 doctors in all departments');
  });

  it('under 992 px the DEPARTMENTS button folds the options, and a choice folds them again', async () => {
    fakeViewport(375);
    render(finder);
    const toggle = screen.getByRole('button', { name: 'Departments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).toHaveClass('max-lg:js:hidden');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('max-lg:js:hidden');
    await userEvent.click(within(list).getByRole('link', { name: 'Orthopedics' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(shownDoctors()).toEqual(['dr-asha', 'dr-chitra']);
  });

  it('leaves ctrl-click to the browser (open in a new tab)', async () => {
    fakeViewport(1280);
    render(finder);
    let preventedByIsland: boolean | undefined;
    const stopNavigation = (e: Event) => {
      preventedByIsland = e.defaultPrevented;
      e.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('click', stopNavigation);
    screen.getByRole('link', { name: 'Cardiology' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', stopNavigation);
    expect(preventedByIsland).toBe(false);
    expect(strip()).toBeInTheDocument();
  });

  it('server HTML (no JavaScript): option links, every doctor in the strip, the toggle button shown only when JavaScript runs', () => {
    const html = renderToString(finder);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/ourdoctor/',
      '/ourdoctor/?department=Orthopedics',
      '/ourdoctor/?department=Cardiology',
      '/ourdoctor/?department=Obstetrics%20%26%20Gynaecology',
    ]);
    expect(doc.querySelectorAll('article')).toHaveLength(4);
    // the button is display:none unless <html> has class "js"; the options are folded only then
    const tokens = (el: Element | null) => (el?.getAttribute('class') ?? '').split(/\s+/);
    expect(tokens(doc.querySelector('button'))).toEqual(expect.arrayContaining(['hidden', 'max-lg:js:flex']));
    expect(tokens(doc.querySelector('#filter-options')).filter((t) => /(^|:)hidden$/.test(t))).toEqual(['max-lg:js:hidden']);
  });
});
