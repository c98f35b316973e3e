/**
 * Every island of the site: the components whose code ships to the browser,
 * each hydrating its own part of a server-rendered page (README,
 * "Architecture"). One file per island in this folder, named as here; the
 * build bundles each on its own (scripts/build-islands.ts) and a unit test
 * keeps this list and the folder in step.
 *
 * `hydrate` is when an island's code is fetched and run, unless a page says
 * otherwise (islands/runtime/protocol.ts). Only the server imports this file.
 */
import type { ComponentProps } from 'react';
import type { Hydrate } from './runtime/protocol';
import Carousel from './carousel';
import ChatForm from './chat-form';
import MapEmbed from './map-embed';
import MessagePopup from './message-popup';
import ServicePanel from './service-panel';
import SiteSearch from './site-search';

export const ISLANDS = {
  /** The carousels: Embla underneath, once one nears the screen. */
  carousel: { component: Carousel, hydrate: 'visible' },
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
} as const satisfies Record<string, { component: unknown; hydrate: Hydrate; holdClicks?: true }>;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]['component']>;
