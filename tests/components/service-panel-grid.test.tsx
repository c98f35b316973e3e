// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServicePanelGrid, type ServiceGridItem } from '@/islands/service-panel';
import { BREAKPOINTS } from '@/lib/breakpoints';
import { fakeViewport } from './support/media';

const services: ServiceGridItem[] = ['Angiography', 'Embolisation', 'Biopsy', 'Drainage', 'Stenting'].map((name) => ({
  slug: name.toLowerCase(),
  name,
  summary: `${name} in short…`,
  cardPicture: null,
  panelPicture: <img src={`/${name}.webp`} alt={`${name} picture`} />,
  body: <p>All about {name}.</p>,
}));
const grid = <ServicePanelGrid label="Radiology services" closeLabel="Close" services={services} />;

const card = (name: string) => screen.getByRole('button', { name });
const panel = () => screen.queryByRole('region');
/** What the grid holds, in order: card names, and "PANEL" where the panel sits. */
const gridOrder = () =>
  within(screen.getByRole('list', { name: 'Radiology services' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Radiology services')
    .map((li) => (li.querySelector('[data-service-panel]') ? 'PANEL' : li.querySelector('[data-service-card]')!.getAttribute('data-service-card')));

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.history.replaceState(null, '', '/mainservice/radiology/');
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ServicePanelGrid', () => {
  it(`cards are buttons with aria-expanded that open one panel after the row (3 a row above ${BREAKPOINTS.xl} px)`, async () => {
    fakeViewport(1280);
    render(grid);
    expect(card('Embolisation')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(card('Embolisation'));
    expect(card('Embolisation')).toHaveAttribute('aria-expanded', 'true');
    expect(card('Embolisation')).toHaveAttribute('aria-controls', panel()!.id);
    expect(within(panel()!).getByRole('heading', { name: 'Embolisation' })).toHaveFocus();
    expect(within(panel()!).getByRole('img', { name: 'Embolisation picture' })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('All about Embolisation.');
    expect(gridOrder()).toEqual(['angiography', 'embolisation', 'biopsy', 'PANEL', 'drainage', 'stenting']);
    expect(window.location.hash).toBe('#embolisation');
  });

  it('scrolls the panel to 100 px below the viewport top, smoothly, or at once under reduced motion', async () => {
    fakeViewport(1280);
    render(grid);
    await userEvent.click(card('Biopsy'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: -100, behavior: 'smooth' }); // jsdom lays nothing out: top 0
  });

  it('scrolls at once under reduced motion', async () => {
    fakeViewport(1280, { reducedMotion: true });
    render(grid);
    await userEvent.click(card('Biopsy'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: -100, behavior: 'instant' });
  });

  it('keeps one panel open at a time; clicking the open card again closes it', async () => {
    fakeViewport(900);
    render(grid);
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
    render(grid);
    await userEvent.click(card('Drainage'));
    expect(gridOrder()).toEqual(['angiography', 'embolisation', 'biopsy', 'drainage', 'PANEL', 'stenting']);
    await userEvent.click(within(panel()!).getByRole('button', { name: 'Close Drainage' }));
    expect(panel()).toBeNull();
    expect(card('Drainage')).toHaveFocus();
  });

  it('Escape closes the panel and returns focus to its card', async () => {
    fakeViewport(1280);
    render(grid);
    await userEvent.click(card('Drainage'));
    expect(within(panel()!).getByRole('heading', { name: 'Drainage' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(card('Drainage')).toHaveFocus();
  });

  it('moves the open panel to the right row when the window is resized', async () => {
    const viewport = fakeViewport(1280);
    render(grid);
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
    render(grid);
    expect(within(panel()!).getByRole('heading', { name: 'Drainage' })).toBeInTheDocument();
    expect(gridOrder().indexOf('PANEL')).toBe(5);
  });

  it('opens the panel when an in-page link changes the hash', () => {
    fakeViewport(1280);
    render(grid);
    act(() => {
      window.history.replaceState(null, '', '#biopsy');
      fireEvent(window, new HashChangeEvent('hashchange'));
    });
    expect(within(panel()!).getByRole('heading', { name: 'Biopsy' })).toBeInTheDocument();
  });

  it('server HTML (no JavaScript): cards link to #slug and every service text is on the page', () => {
    const html = renderToString(grid);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.querySelectorAll('a[data-service-card]')].map((a) => a.getAttribute('href'))).toEqual(services.map((s) => `#${s.slug}`));
    for (const s of services) {
      const article = doc.getElementById(s.slug)!;
      expect(article.textContent).toContain(`All about ${s.name}.`);
    }
    expect(doc.querySelector('button')).toBeNull();
  });

  it('once running, the no-JavaScript list is gone so nothing shows twice', () => {
    fakeViewport(1280);
    const { container } = render(grid);
    expect(container.querySelector('[data-service-fallback]')).toBeNull();
    expect(screen.queryByText('All about Biopsy.')).toBeNull();
  });
});
