/**
 * Every island of the site: the code that ships to the browser, each piece
 * bringing its own part of a server-rendered page to life
 * (docs/features/islands.md). One file per island in this folder, named as here; the
 * build bundles each on its own (scripts/build-islands.ts) and a unit test
 * keeps this list and the folder in step.
 *
 * Two kinds:
 * - a React island (`name.tsx`, `component`): rendered on the server by that
 *   component, hydrated in the browser as a React root of its own;
 * - a DOM island (`name.ts`, `dom: true`): its HTML is rendered on the server
 *   by a component of components/, and its browser code is a plain function
 *   over that HTML (no React), for parts whose HTML never changes shape.
 *
 * `hydrate` is when an island's code is fetched and run, unless a page says
 * otherwise (islands/runtime/protocol.ts). Only the server imports this file.
 */
import type { ComponentProps } from 'react';
import type { Hydrate } from './runtime/protocol';
import type { CarouselProps } from './carousel';
import ChatForm from './chat-form';
import MapEmbed from './map-embed';
import MessagePopup from './message-popup';
import ServicePanel from './service-panel';
import SiteSearch from './site-search';

export const ISLANDS = {
  /** The carousels (HTML: components/ui/carousel.tsx): Embla underneath, once one nears the screen. */
  carousel: { dom: true, hydrate: 'visible' },
  /** A chat-link form's checks and its hand-off to WhatsApp; a plain form until the visitor reaches for it. */
  'chat-form': { component: ChatForm, hydrate: 'interaction', holdClicks: true },
  /** The contact page's click-to-load map. */
  'map-embed': { component: MapEmbed, hydrate: 'interaction', holdClicks: true },
  /** The floating message button's popup form (from 768 px). */
  'message-popup': { component: MessagePopup, hydrate: 'interaction', holdClicks: true },
  /** A department's service cards and their detail panel. */
  'service-panel': { component: ServicePanel, hydrate: 'visible' },
  /** The search page: Pagefind in the browser. */
  'site-search': { component: SiteSearch, hydrate: 'load' },
} as const satisfies Record<string, ({ component: unknown } | { dom: true }) & { hydrate: Hydrate; holdClicks?: true }>;

export type IslandName = keyof typeof ISLANDS;
export type ReactIslandName = { [N in IslandName]: (typeof ISLANDS)[N] extends { component: unknown } ? N : never }[IslandName];
export type DomIslandName = Exclude<IslandName, ReactIslandName>;
export type IslandProps<N extends ReactIslandName> = ComponentProps<(typeof ISLANDS)[N]['component']>;
/** The data each DOM island's function takes (the second argument of its default export). */
export interface DomIslandProps {
  carousel: CarouselProps;
}
