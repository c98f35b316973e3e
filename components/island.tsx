import { isValidElement, type ComponentType, type ReactNode } from 'react';
import { ISLANDS, type DomIslandName, type DomIslandProps, type IslandName, type IslandProps, type ReactIslandName } from '@/islands/registry';
import type { Hydrate, SlotRef } from '@/islands/runtime/protocol';

/**
 * Server side of a React island: renders the island's component to HTML inside an
 * <island-root> that carries the island's name, when it hydrates and its
 * props as JSON. Props must be data; React elements among them (a slide, a
 * picture, a service's text) are server-rendered children: each is rendered
 * here inside an <island-slot> and stands in the JSON as {"$slot": n}, so the
 * browser keeps that HTML as it is instead of shipping the code that made it
 * (islands/runtime/hydrate.tsx).
 *
 * Ids: an island is hydrated as a root of its own, so it must not call
 * React's useId (whose ids depend on the whole page's tree); it takes its ids
 * from props. A unit test checks the islands folder for useId.
 */
export function Island<N extends ReactIslandName>({ name, props, hydrate }: { name: N; props: IslandProps<N>; hydrate?: Hydrate }) {
  const slots: ReactNode[] = [];
  const { data, render } = split(props, slots, `${name}.props`);
  const Component = (ISLANDS[name] as { component: unknown }).component as ComponentType<Record<string, unknown>>;
  return (
    <IslandRoot name={name} data={data} hydrate={hydrate}>
      <Component {...(render as Record<string, unknown>)} />
    </IslandRoot>
  );
}

/**
 * Server side of a DOM island (islands/registry.ts): `children` is its whole
 * HTML, rendered here; its browser code finds its parts in that HTML and
 * gets `props`, which must be data.
 */
export function DomIsland<N extends DomIslandName>({ name, props, hydrate, children }: { name: N; props: DomIslandProps[N]; hydrate?: Hydrate; children: ReactNode }) {
  const elements: ReactNode[] = [];
  const { data } = split(props, elements, `${name}.props`);
  if (elements.length > 0) throw new Error(`Island prop ${name}.props holds an element: a DOM island's HTML is its children, its props only data`);
  return (
    <IslandRoot name={name} data={data} hydrate={hydrate}>
      {children}
    </IslandRoot>
  );
}

function IslandRoot({ name, data, hydrate, children }: { name: IslandName; data: unknown; hydrate?: Hydrate; children: ReactNode }) {
  const entry: { hydrate: Hydrate; holdClicks?: true } = ISLANDS[name];
  return (
    <island-root data-island={name} data-hydrate={hydrate ?? entry.hydrate} data-props={JSON.stringify(data)} data-hold-clicks={entry.holdClicks ? '' : undefined}>
      {children}
    </island-root>
  );
}

/**
 * Walks the props once: `data` is what the browser gets (elements replaced by
 * slot references), `render` what the server renders (elements wrapped in
 * their slot). Anything that is not data is refused, naming the prop.
 */
export function split(value: unknown, slots: ReactNode[], where: string): { data: unknown; render: unknown } {
  if (isValidElement(value)) {
    const index = slots.push(value) - 1;
    const ref: SlotRef = { $slot: index };
    return { data: ref, render: <island-slot key={value.key ?? `slot-${index}`} data-slot={index}>{value}</island-slot> };
  }
  if (Array.isArray(value)) {
    const parts = value.map((v, i) => split(v, slots, `${where}[${i}]`));
    return { data: parts.map((p) => p.data), render: parts.map((p) => p.render) };
  }
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`Island prop ${where} is ${value}, which JSON cannot carry`);
    return { data: value, render: value };
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const data: Record<string, unknown> = {};
    const render: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const part = split(v, slots, `${where}.${key}`);
      data[key] = part.data;
      render[key] = part.render;
    }
    return { data, render };
  }
  throw new Error(`Island prop ${where} is a ${typeof value === 'object' ? (value as object).constructor?.name ?? 'object' : typeof value}: an island's props must be JSON data or server-rendered elements`);
}
