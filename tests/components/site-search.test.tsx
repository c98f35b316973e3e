// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchEngine, SearchHitData } from '@/islands/parts/pagefind';
import { SiteSearch } from '@/islands/site-search';
import { ui } from '@/lib/i18n/ui';

const { loadPagefind } = vi.hoisted(() => ({ loadPagefind: vi.fn<(bundleUrl: string, baseUrl: string) => Promise<SearchEngine>>() }));
vi.mock('@/islands/parts/pagefind', () => ({ loadPagefind }));

const hit = (url: string, title: string, type: string, excerpt: string): SearchHitData => ({ url, excerpt, meta: { title, type } });

/** A stand-in for Pagefind: every page whose title or excerpt has the query, in the order given. */
function fakeEngine(pages: SearchHitData[]): SearchEngine {
  return {
    search: vi.fn(async (query: string) => ({
      results: pages
        .filter((p) => `${p.meta.title} ${p.excerpt}`.toLowerCase().includes(query.toLowerCase()))
        .map((p) => ({ id: p.url, data: async () => p })),
    })),
  };
}

const PAGES = [
  hit('/ourdoctor/dr-arjun-hegde/', 'Dr. Arjun Hegde', 'doctor', 'Dr. Arjun <mark>Hegde</mark>, Consultant Interventional Radiologist'),
  hit('/blog/what-does-a-urologist-treat/', 'What Does a Urologist Treat?', 'article', 'From kidney stones to <mark>urology</mark> clinics'),
  hit('/mainservice/urology/', 'Urology', 'department', 'Care for kidney stones and prostate in <mark>Urology</mark>'),
  hit('/services/pinhole-endovascular-surgery/', 'Pinhole Endovascular Surgery', 'service', 'urology and veins'),
  hit('/about/', 'About Us', 'page', 'About <mark>Hegde</mark> & team <img src=x onerror="window.hacked=1">'),
];

const browse = [
  { label: 'All departments', href: '/mainservice/' },
  { label: 'Our doctors', href: '/ourdoctor/' },
];
const island = <SiteSearch bundleUrl="/pagefind/pagefind.js" baseUrl="/" action="/search/" browse={browse} words={ui('en').searchPage.island} />;
const box = () => screen.getByRole('searchbox', { name: 'Doctor, department, condition or article' });
const results = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('listitem')
    .map((li) => `${li.querySelector('span')!.textContent} | ${within(li).getByRole('link').textContent} | ${within(li).getByRole('link').getAttribute('href')}`);

beforeEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/search/');
  loadPagefind.mockReset();
  loadPagefind.mockImplementation(async () => fakeEngine(PAGES));
});
afterEach(() => vi.useRealTimers());

describe('SiteSearch', () => {
  it('is a plain GET form to the search page in the server HTML, with an empty live region and no results', () => {
    document.body.innerHTML = renderToString(island);
    const form = document.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/search/');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('role')).toBe('search');
    expect(form.querySelector('input[type="search"]')!.getAttribute('name')).toBe('q');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('');
    expect(document.querySelector('ol')).toBeNull();
    expect(loadPagefind).not.toHaveBeenCalled();
  });

  it('loads nothing until the visitor focuses the box, then loads Pagefind once', async () => {
    render(island);
    expect(loadPagefind).not.toHaveBeenCalled();
    await userEvent.click(box());
    expect(loadPagefind).toHaveBeenCalledTimes(1);
    expect(loadPagefind).toHaveBeenCalledWith('/pagefind/pagefind.js', '/');
    await userEvent.type(box(), 'Hegde');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 results for “Hegde”'));
    expect(loadPagefind).toHaveBeenCalledTimes(1);
  });

  it('searches the ?q= of the address at once and lists type, linked title and highlighted excerpt', async () => {
    window.history.replaceState(null, '', '/search/?q=Hegde');
    render(island);
    expect(box()).toHaveValue('Hegde');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 results for “Hegde”'));
    expect(results()).toEqual(['Doctor | Dr. Arjun Hegde | /ourdoctor/dr-arjun-hegde/', 'Page | About Us | /about/']);
    expect(screen.getByRole('heading', { level: 2, name: 'Dr. Arjun Hegde' })).toBeInTheDocument();
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Hegde', 'Hegde']);
  });

  it('shows markup found in page text as text, never as HTML', async () => {
    window.history.replaceState(null, '', '/search/?q=Hegde');
    render(island);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(document.querySelector('ol img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror/)).toBeInTheDocument();
  });

  it('follows typing after a pause, keeps the query in the address and labels every type', async () => {
    render(island);
    await userEvent.type(box(), 'urology');
    expect(window.location.search).toBe('?q=urology');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 results for “urology”'));
    // the page titled exactly as the query comes first
    expect(results()).toEqual([
      'Department | Urology | /mainservice/urology/',
      'Article | What Does a Urologist Treat? | /blog/what-does-a-urologist-treat/',
      'Service | Pinhole Endovascular Surgery | /services/pinhole-endovascular-surgery/',
    ]);
  });

  it('waits for a pause in typing instead of searching every keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(island);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(box(), 'kidney');
    const engine = await loadPagefind.mock.results[0]!.value;
    expect(engine.search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(engine.search).toHaveBeenCalledTimes(1));
    expect(engine.search).toHaveBeenCalledWith('kidney');
  });

  it('searches at once on Enter, and clearing the box clears the results and the address', async () => {
    render(island);
    await userEvent.type(box(), 'Hegde{Enter}');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.clear(box());
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(window.location.search).toBe('');
  });

  it('says when nothing matches and what to try', async () => {
    render(island);
    await userEvent.type(box(), 'zzzz{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzz”. Try a doctor’s name, a department or a condition.'));
  });

  it('shows ten results, then ten more on request with focus on the first new one', async () => {
    const many = Array.from({ length: 23 }, (_, i) => hit(`/blog/a${i}/`, `Article ${i + 1}`, 'article', 'about knees'));
    loadPagefind.mockImplementation(async () => fakeEngine(many));
    window.history.replaceState(null, '', '/search/?q=knees');
    render(island);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('23 results for “knees”'));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show more results (13 more)' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    expect(screen.getByRole('link', { name: 'Article 11' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Show more results (3 more)' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('offers the departments and doctors pages when the search cannot load, and tries again on the next search', async () => {
    loadPagefind.mockRejectedValue(new Error('offline'));
    render(island);
    await userEvent.type(box(), 'Hegde{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search could not be loaded'));
    expect(screen.getByRole('link', { name: 'All departments' })).toHaveAttribute('href', '/mainservice/');
    expect(screen.getByRole('link', { name: 'Our doctors' })).toHaveAttribute('href', '/ourdoctor/');
    loadPagefind.mockImplementation(async () => fakeEngine(PAGES));
    await userEvent.type(box(), '{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 results for “Hegde”'));
    expect(screen.queryByRole('link', { name: 'All departments' })).not.toBeInTheDocument();
  });

  it('shows every word in the language it is given: label, button, count, badges, list name and "show more"', async () => {
    const words = ui('kn').searchPage.island;
    const many = Array.from({ length: 12 }, (_, i) => hit(`/kn/ourdoctor/d${i}/`, `ಡಾ. ${i + 1}`, 'doctor', 'ಮೂಳೆ ಚಿಕಿತ್ಸೆ'));
    loadPagefind.mockImplementation(async () => fakeEngine(many));
    window.history.replaceState(null, '', '/kn/search/?q=ಮೂಳೆ');
    render(<SiteSearch bundleUrl="/pagefind/pagefind.js" baseUrl="/" action="/kn/search/" browse={browse} words={words} />);
    expect(screen.getByRole('searchbox', { name: words.label })).toHaveAttribute('placeholder', words.placeholder);
    expect(screen.getByRole('button', { name: words.submit })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('“ಮೂಳೆ”: 12 ಫಲಿತಾಂಶಗಳು'));
    const list = screen.getByRole('list', { name: words.resultsList });
    expect(within(list).getAllByRole('listitem')[0]!.querySelector('span')!.textContent).toBe(words.types.doctor);
    expect(screen.getByRole('button', { name: `${words.showMore} (ಇನ್ನೂ 2)` })).toBeInTheDocument();
    // nothing English left in what the island wrote
    expect(document.body.textContent).not.toMatch(/results?|Search|Show more|Doctor/);
  });

  it('says in the given language when the search cannot load', async () => {
    const words = ui('hi').searchPage.island;
    loadPagefind.mockRejectedValue(new Error('offline'));
    render(<SiteSearch bundleUrl="/pagefind/pagefind.js" baseUrl="/" action="/hi/search/" browse={browse} words={words} />);
    await userEvent.type(screen.getByRole('searchbox', { name: words.label }), 'पथरी{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.failed));
  });
});
