/**
 * Browser side of an island: hydrates one <island-root> as a React root of
 * its own. The props come from the root's JSON; each slot reference becomes
 * the slot's server HTML, read from the page and handed back to React as
 * that same HTML, so the slides, pictures and texts of an island are never
 * rendered again in the browser. An island that throws shows the site's
 * error message in its place; a hydration mismatch is reported on the console.
 */
import { Component, createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_FAILURE, failureLines } from './failure';
import { ATTR, ROOT_TAG, SLOT_TAG, isSlotRef } from './protocol';

/** The HTML of each slot of this island (not of an island nested in one of its slots), by index. */
export function slotHtml(root: Element): Map<number, string> {
  const found = new Map<number, string>();
  for (const slot of root.querySelectorAll(`${SLOT_TAG}[${ATTR.slot}]`)) {
    if (slot.parentElement?.closest(ROOT_TAG) !== root) continue;
    const index = Number(slot.getAttribute(ATTR.slot));
    if (!found.has(index)) found.set(index, slot.innerHTML);
  }
  return found;
}

function StaticSlot({ index, html }: { index: number; html: string }) {
  // React leaves the inside of an element with dangerouslySetInnerHTML alone when it hydrates, and when the string is unchanged, ever after.
  return createElement(SLOT_TAG, { [ATTR.slot]: index, dangerouslySetInnerHTML: { __html: html }, suppressHydrationWarning: true });
}

/** The props with every slot reference replaced by its server HTML. */
export function revive(value: unknown, slots: Map<number, string>, where = 'props'): unknown {
  if (isSlotRef(value)) {
    const html = slots.get(value.$slot);
    if (html === undefined) throw new Error(`${where}: slot ${value.$slot} is not in the page`);
    return createElement(StaticSlot, { key: `slot-${value.$slot}`, index: value.$slot, html });
  }
  if (Array.isArray(value)) return value.map((v, i) => revive(v, slots, `${where}[${i}]`));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v, slots, `${where}.${k}`)]));
  return value;
}

/** The site's error message, in the island's place. */
export function IslandFailed({ message }: { message: string }) {
  return (
    <div role="alert" className={ISLAND_FAILURE.className}>
      <p className={ISLAND_FAILURE.titleClassName}>{ISLAND_FAILURE.title}</p>
      <p className={ISLAND_FAILURE.lineClassName}>{failureLines(message).reason}</p>
      <p className={ISLAND_FAILURE.lineClassName}>{failureLines(message).emergency}</p>
    </div>
  );
}

class Boundary extends Component<{ name: string; onFail: () => void; children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  componentDidCatch(error: unknown) {
    console.error(`Island "${this.props.name}" failed:`, error);
    this.props.onFail();
  }
  render() {
    return this.state.error ? <IslandFailed message={this.state.error.message} /> : this.props.children;
  }
}

/** Renders nothing; its effect runs once the island's first render is on the page. */
function Ready({ onReady }: { onReady: () => void }) {
  // once: later renders of the island change nothing about its readiness
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onReady(), []);
  return null;
}

export interface HydrateOptions {
  name: string;
  /** The island's place among the page's islands: its ids' prefix. */
  index: number;
}

/** Hydrates `root` with `component`; resolves once the island is live (or has shown its error). */
export function hydrate(root: HTMLElement, component: ComponentType<Record<string, unknown>>, { name, index }: HydrateOptions): Promise<void> {
  return new Promise((resolve) => {
    const settle = (state: 'ready' | 'failed') => () => {
      root.setAttribute(ATTR.state, state);
      resolve();
    };
    let props: Record<string, unknown>;
    try {
      props = revive(JSON.parse(root.getAttribute(ATTR.props) ?? '{}'), slotHtml(root)) as Record<string, unknown>;
    } catch (error) {
      console.error(`Island "${name}": its props could not be read:`, error);
      settle('failed')();
      return;
    }
    hydrateRoot(
      root,
      <Boundary name={name} onFail={settle('failed')}>
        {createElement(component, props)}
        <Ready onReady={settle('ready')} />
      </Boundary>,
      {
        identifierPrefix: `i${index}-`,
        onRecoverableError: (error) => console.error(`Island "${name}" did not match its server HTML (hydration mismatch):`, error),
      },
    );
  });
}
