/**
 * What the server HTML and the browser code agree on about an island: the
 * element names and attributes the build writes, and how props refer to
 * server-rendered children (slots). Imported by both sides, so it holds
 * nothing but constants and tiny pure functions.
 */

/** Wraps an island's HTML; `display: contents` in app/globals.css, so it adds no box. */
export const ROOT_TAG = 'island-root';
/** Wraps one server-rendered child of an island (a carousel's slide, say), kept as HTML in the browser. */
export const SLOT_TAG = 'island-slot';

/**
 * When an island's code is fetched and hydrated (islands/runtime/loader.ts):
 * - load: at once, when the site script starts the islands after the first paint (the search page);
 * - visible: when the island comes near the screen, or on first interaction;
 * - interaction: on the first pointer, touch or focus inside it.
 * (The home page's first-visit dialog is no island: the site script opens it, islands/site/first-visit-dialog.ts.)
 */
export type Hydrate = 'load' | 'visible' | 'interaction';
export const HYDRATE_STRATEGIES: readonly Hydrate[] = ['load', 'visible', 'interaction'];

/** Attributes of an island root: its name (a file of islands/), when it hydrates, and its props as JSON. */
export const ATTR = {
  name: 'data-island',
  hydrate: 'data-hydrate',
  props: 'data-props',
  /** Set by the browser: loading, ready or failed. Tests and styles read it. */
  state: 'data-island-state',
  /** On a root: a click that comes before the island's code is held, then given to the live island (its HTML alone would do something else). */
  holdClicks: 'data-hold-clicks',
  /** On a slot: its index in the island's list of slots. */
  slot: 'data-slot',
} as const;

/** In the props JSON, a server-rendered child stands as a reference to its slot. */
export interface SlotRef {
  $slot: number;
}

export function isSlotRef(value: unknown): value is SlotRef {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && typeof (value as SlotRef).$slot === 'number';
}

/** The site sets this on <html> once the islands that hydrate at load are ready (the end-to-end tests wait for it). */
export const HYDRATED_MARK = 'hydrated';

/** A debugging and testing aid: dispatched on window, it hydrates every island of the page at once. */
export const HYDRATE_ALL_EVENT = 'islands:hydrate-all';
