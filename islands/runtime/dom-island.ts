/**
 * Browser side of a DOM island (islands/registry.ts): runs the island's
 * function over its server HTML with the props the build wrote beside it.
 * An island that throws shows the site's error message in its place. No
 * React here: the loader and the site script import this.
 */
import { showIslandFailure } from './failure';
import { ATTR } from './protocol';

/** A DOM island's code: brings the island's server HTML to life; throws if it cannot. */
export type DomIsland = (root: HTMLElement, props: never) => void | Promise<void>;

/** Runs a DOM island over its root; resolves once it is live, or has shown the error message in its place. */
export async function startDomIsland(root: HTMLElement, island: DomIsland, name: string): Promise<void> {
  try {
    const props = JSON.parse(root.getAttribute(ATTR.props) ?? '{}') as never;
    await island(root, props);
    root.setAttribute(ATTR.state, 'ready');
  } catch (error) {
    console.error(`Island "${name}" failed:`, error);
    showIslandFailure(root, error instanceof Error ? error.message : String(error));
    root.setAttribute(ATTR.state, 'failed');
  }
}
