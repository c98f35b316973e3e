// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServicePanelGrid, type ServiceGridItem } from '@/islands/service-panel';
import { BREAKPOINTS } from '@/lib/breakpoints';
import { SERVICE_DETAIL_ATTR, SERVICE_DETAIL_PARTS } from '@/lib/service-panel';
import { fakeViewport } from './support/media';

const NAMES = ['Angiography', 'Embolisation', 'Biopsy', 'Drainage', 'Stenting'];
/** The island keeps each fetched page for the visit (module state): each test's services live at addresses of their own. */
let run = 0;
let services: ServiceGridItem[];
const serviceHref = (name: string) => `/mainservice/radiology/${name.toLowerCase()}/?run=${run}`;
const words = { close: 'Close', loading: 'Loading…', failed: 'The details could not be loaded.', openPage: "Open this service's page" };
const grid = () => <ServicePanelGrid label="Radiology services" words={words} services={services} />;

/** A service's own page as the build writes it: the detail block (picture; text with an h2) among the rest of the page. */
const servicePage = (name: string) => `<!doctype html><html><body><header>Site header</header><main><h1>${name}</h1>
  <div ${SERVICE_DETAIL_ATTR}=""><div ${SERVICE_DETAIL_PARTS.picture}=""><img src="/${name}.webp" alt="${name} picture"></div>
  <div ${SERVICE_DETAIL_PARTS.body}=""><h2 class="text-2xl">How it is done</h2><p>All about ${name}.</p></div></div>
  <section><h2>Other services</h2></section></main></body></html>`;

/** fetch answering with each service's page, or as `answer` says. */
function stubFetch(answer: (url: string) => Promise<Response> = (url) => Promise.resolve(new Response(servicePage(NAMES.find((n) => url.includes(n.toLowerCase()))!)))) {
  const fetch = vi.fn((url: string) => answer(url));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const card = (name: string) => screen.getByRole('button', { name });
const panel = () => screen.queryByRole('region');
/** What the grid holds, in order: card names, and "PANEL" where the panel sits. */
const gridOrder = () =>
  within(screen.getByRole('list', { name: 'Radiology services' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Radiology services')
    .map((li) => (li.querySelector('[data-service-panel]') ? 'PANEL' : li.querySelector('[data-service-card]')!.getAttribute('data-service-card')));

let scrollTo: ReturnType<typeof vi.spyOn>;
let fetchSpy: ReturnType<typeof stubFetch>;
beforeEach(() => {
  run += 1;
  services = NAMES.map((name) => ({
    slug: name.toLowerCase(),
    name,
    summary: `${name} in short…`,
    cardPicture: null,
    href: serviceHref(name),
  }));
  window.history.replaceState(null, '', '/mainservice/radiology/');
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  fetchSpy = stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ServicePanelGrid', () => {
  it(`cards are buttons with aria-expanded that open one panel after the row (3 a row above ${BREAKPOINTS.xl} px)`, async () => {
    fakeViewport(1280);
    render(grid());
    expect(card('Embolisation')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(card('Embolisation'));
    expect(card('Embolisation')).toHaveAttribute('aria-expanded', 'true');
    expect(card('Embolisation')).toHaveAttribute('aria-controls', panel()!.id);
    expect(within(panel()!).getByRole('heading', { name: 'Embolisation' })).toHaveFocus();
    // the picture and text arrive from the service's own page
    expect(await within(panel()!).findByRole('img', { name: 'Embolisation picture' })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('All about Embolisation.');
    expect(fetchSpy).toHaveBeenCalledWith(serviceHref('Embolisation'), expect.anything());
    expect(gridOrder()).toEqual(['angiography', 'embolisation', 'biopsy', 'PANEL', 'drainage', 'stenting']);
    expect(window.location.hash).toBe('#embolisation');
  });

  it('scrolls the panel to 100 px below the viewport top, smoothly, or at once under reduced motion', async () => {
    fakeViewport(1280);
    render(grid());
    await userEvent.click(card('Biopsy'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: -100, behavior: 'smooth' }); // jsdom lays nothing out: top 0
  });

  it('scrolls at once under reduced motion', async () => {
    fakeViewport(1280, { reducedMotion: true });
    render(grid());
    await userEvent.click(card('Biopsy'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: -100, behavior: 'instant' });
  });

  it('keeps one panel open at a time; clicking the open card again closes it', async () => {
    fakeViewport(900);
    render(grid());
    await userEvent.click(card('Angiography'));
    await userEvent.click(card('Stenting'));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(card('Angiography')).toHaveAttribute('aria-expanded', 'false');
    expect(gridOrder()).toEqual(['angiography', 'embolisation', 'biopsy', 'drainage', 'stenting', 'PANEL']);
    await userEvent.click(card('Stenting'));
    expect(panel()).toBeNull();
    expect(card('Stenting')).toHaveAttribute('aria-expanded', 'false');
    expect(window.location.hash).toBe('');
  });

  it('the close button closes the panel and returns focus to its card', async () => {
    fakeViewport(375);
    render(grid());
    await userEvent.click(card('Drainage'));
    expect(gridOrder()).toEqual(['angiography', 'embolisation', 'biopsy', 'drainage', 'PANEL', 'stenting']);
    await userEvent.click(within(panel()!).getByRole('button', { name: 'Close Drainage' }));
    expect(panel()).toBeNull();
    expect(card('Drainage')).toHaveFocus();
  });

  it('Escape closes the panel and returns focus to its card', async () => {
    fakeViewport(1280);
    render(grid());
    await userEvent.click(card('Drainage'));
    expect(within(panel()!).getByRole('heading', { name: 'Drainage' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(card('Drainage')).toHaveFocus();
  });

  it('moves the open panel to the right row when the window is resized', async () => {
    const viewport = fakeViewport(1280);
    render(grid());
    await userEvent.click(card('Embolisation'));
    expect(gridOrder().indexOf('PANEL')).toBe(3);
    act(() => viewport.resize(900));
    expect(gridOrder()).toEqual(['angiography', 'embolisation', 'PANEL', 'biopsy', 'drainage', 'stenting']);
    act(() => viewport.resize(BREAKPOINTS.md));
    expect(gridOrder()).toEqual(['angiography', 'embolisation', 'PANEL', 'biopsy', 'drainage', 'stenting']);
    act(() => viewport.resize(BREAKPOINTS.xl + 1));
    expect(gridOrder().indexOf('PANEL')).toBe(3);
    expect(scrollTo).toHaveBeenCalledTimes(1); // re-flowing does not scroll again
  });

  it('opens the panel a deep link (#slug) names', () => {
    fakeViewport(1280);
    window.history.replaceState(null, '', '/mainservice/radiology/#drainage');
    render(grid());
    expect(within(panel()!).getByRole('heading', { name: 'Drainage' })).toBeInTheDocument();
    expect(gridOrder().indexOf('PANEL')).toBe(5);
  });

  it('opens the panel when an in-page link changes the hash', () => {
    fakeViewport(1280);
    render(grid());
    act(() => {
      window.history.replaceState(null, '', '#biopsy');
      fireEvent(window, new HashChangeEvent('hashchange'));
    });
    expect(within(panel()!).getByRole('heading', { name: 'Biopsy' })).toBeInTheDocument();
  });

  it('shows a short loading note until the page arrives, then the picture and text, its headings under the panel\'s', async () => {
    fakeViewport(1280);
    let arrive!: (r: Response) => void;
    stubFetch(() => new Promise((resolve) => (arrive = resolve)));
    render(grid());
    await userEvent.click(card('Biopsy'));
    expect(within(panel()!).getByRole('status')).toHaveTextContent('Loading…');
    expect(panel()).toHaveAttribute('aria-busy', 'true');
    await act(async () => arrive(new Response(servicePage('Biopsy'))));
    expect(within(panel()!).queryByRole('status')).toBeNull();
    expect(panel()).toHaveTextContent('All about Biopsy.');
    // the page's h2 is an h4 under the panel's h3; the rest of the page (its header, its h1, other sections) stays out
    expect(within(panel()!).getByRole('heading', { name: 'How it is done' }).tagName).toBe('H4');
    expect(panel()).not.toHaveTextContent('Site header');
    expect(panel()).not.toHaveTextContent('Other services');
  });

  it('fetches a service\'s page when the visitor reaches for its card, once, and opens from what it fetched', async () => {
    fakeViewport(1280);
    render(grid());
    fireEvent.pointerEnter(card('Drainage').closest('div')!);
    fireEvent.focus(card('Drainage'));
    fireEvent.touchStart(card('Drainage'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenLastCalledWith(serviceHref('Drainage'), expect.anything());
    await userEvent.click(card('Drainage'));
    expect(await within(panel()!).findByText('All about Drainage.')).toBeInTheDocument();
    await userEvent.click(card('Drainage')); // closed, opened again: no new fetch
    await userEvent.click(card('Drainage'));
    expect(await within(panel()!).findByText('All about Drainage.')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.filter(([url]) => url === serviceHref('Drainage'))).toHaveLength(1);
  });

  it('when the page cannot be fetched, says so in the panel and links to the page', async () => {
    fakeViewport(375);
    stubFetch(() => Promise.resolve(new Response('gone', { status: 404 })));
    render(grid());
    await userEvent.click(card('Stenting'));
    const status = await within(panel()!).findByText(/could not be loaded/);
    expect(status).toHaveTextContent(words.failed);
    expect(within(panel()!).getByRole('link', { name: words.openPage })).toHaveAttribute('href', serviceHref('Stenting'));
    // opening it again tries again
    const retry = stubFetch();
    await userEvent.click(card('Stenting'));
    await userEvent.click(card('Stenting'));
    expect(await within(panel()!).findByText('All about Stenting.')).toBeInTheDocument();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('server HTML (no JavaScript): each card is a link to its service\'s own page, and no service\'s text is on the page', () => {
    const html = renderToString(grid());
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.querySelectorAll('a[data-service-card]')].map((a) => a.getAttribute('href'))).toEqual(services.map((s) => s.href));
    expect(doc.body.textContent).not.toContain('All about');
    expect(doc.querySelector('button')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
