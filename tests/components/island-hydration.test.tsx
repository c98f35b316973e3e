// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomIsland, Island } from '@/components/island';
import { startDomIsland } from '@/islands/runtime/dom-island';
import { hydrate, revive, slotHtml } from '@/islands/runtime/hydrate';
import MapEmbed from '@/islands/map-embed';

/** The island's server HTML in the document, as the build leaves it; its root element. */
function serve(element: React.ReactElement): HTMLElement {
  document.body.innerHTML = `<main>${renderToString(element)}</main>`;
  return document.querySelector('island-root')!;
}

/** Runs the hydration inside act and waits for the island to report. */
async function settle(start: () => Promise<void>) {
  let done: Promise<void> = Promise.resolve();
  await act(async () => {
    done = start();
  });
  await done;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('an island hydrated as its own root', () => {
  it('takes over its server HTML without a mismatch, keeps server-rendered children as the same nodes, and reports ready', async () => {
    const errors = vi.spyOn(console, 'error');
    const root = serve(
      <Island name="map-embed" props={{ embedUrl: 'https://maps.example/embed?q=x', title: 'Map', showMap: 'Show map', loadsFrom: 'The map loads from maps.example when you ask for it.', children: <strong data-testid="pin">Pin</strong> }} />,
    );
    const pin = screen.getByTestId('pin');
    expect(root.getAttribute('data-hydrate')).toBe('interaction');
    await settle(() => hydrate(root, MapEmbed as never, { name: 'map-embed', index: 0 }));
    await waitFor(() => expect(root.getAttribute('data-island-state')).toBe('ready'));
    expect(screen.getByRole('button', { name: 'Show map' })).toBeTruthy();
    expect(screen.getByTestId('pin')).toBe(pin);
    expect(errors).not.toHaveBeenCalled();
  });

  it('passes a list of server-rendered children through as HTML', async () => {
    const errors = vi.spyOn(console, 'error');
    const children = ['a', 'b'].map((k) => <p key={k} className="pin-text">Pin {k}</p>);
    const root = serve(<Island name="map-embed" props={{ embedUrl: 'https://maps.example/embed?q=x', title: 'Map', showMap: 'Show map', loadsFrom: 'The map loads from maps.example when you ask for it.', children }} />);
    const props = JSON.parse(root.getAttribute('data-props')!);
    expect(props.children).toEqual([{ $slot: 0 }, { $slot: 1 }]);
    expect(slotHtml(root).get(1)).toBe('<p class="pin-text">Pin <!-- -->b</p>');
    await settle(() => hydrate(root, MapEmbed as never, { name: 'map-embed', index: 1 }));
    expect(root.getAttribute('data-island-state')).toBe('ready');
    expect([...document.querySelectorAll('.pin-text')].map((p) => p.textContent)).toEqual(['Pin a', 'Pin b']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the error message in its place when it throws, and reports failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = serve(<Island name="map-embed" props={{ embedUrl: 'https://maps.example/', title: 'Map', showMap: 'Show map', loadsFrom: 'The map loads from maps.example when you ask for it.', children: <b>x</b> }} />);
    const Broken = () => {
      throw new Error('The map could not start.');
    };
    await settle(() => hydrate(root, Broken, { name: 'map-embed', index: 2 }));
    expect(root.getAttribute('data-island-state')).toBe('failed');
    expect(screen.getByRole('alert').textContent).toContain('Unexpected Application Error!');
    expect(screen.getByRole('alert').textContent).toContain('The map could not start.');
  });

  it('refuses props that are not data, naming the prop', () => {
    expect(() => renderToString(<Island name="map-embed" props={{ embedUrl: 'x', title: 'Map', showMap: 'Show map', loadsFrom: 'The map loads from maps.example when you ask for it.', children: (() => null) as never }} />)).toThrow(
      /Island prop map-embed\.props\.children is a function/,
    );
    expect(() => revive({ a: { $slot: 3 } }, new Map())).toThrow(/props\.a: slot 3 is not in the page/);
  });
});

describe('a DOM island', () => {
  it('gets its props and its root, and reports ready', async () => {
    const root = serve(<DomIsland name="carousel" props={{ kind: 'doctors', lang: 'en' }}><p>Slides</p></DomIsland>);
    let seen: unknown;
    await startDomIsland(root, ((r: HTMLElement, props: unknown) => void (seen = [r, props])) as never, 'carousel');
    expect(seen).toEqual([root, { kind: 'doctors', lang: 'en' }]);
    expect(root.getAttribute('data-island-state')).toBe('ready');
    expect(screen.getByText('Slides')).toBeTruthy();
  });

  it('shows the error message in its place when it throws, and reports failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = serve(<DomIsland name="carousel" props={{ kind: 'doctors', lang: 'en' }}><p>Slides</p></DomIsland>);
    await startDomIsland(
      root,
      (() => {
        throw new Error('The carousel could not start.');
      }) as never,
      'carousel',
    );
    expect(root.getAttribute('data-island-state')).toBe('failed');
    expect(screen.getByRole('alert').textContent).toContain('Unexpected Application Error!');
    expect(screen.getByRole('alert').textContent).toContain('The carousel could not start.');
    expect(screen.queryByText('Slides')).toBeNull();
  });

  it('refuses an element among its props: its HTML is its children', () => {
    expect(() => renderToString(<DomIsland name="carousel" props={{ kind: <b /> } as never}><p /></DomIsland>)).toThrow(/DOM island's HTML is its children/);
  });
});
