/**
 * Behaviour of the header's disclosure menus, written against plain DOM so
 * the menus stay <details> elements that work without JavaScript.
 * Pure helpers here; islands/site/menus.ts wires them up.
 */

/** Elements in a container that can take keyboard focus, in tab order. */
export function focusableIn(container: Element): HTMLElement[] {
  const selector = 'a[href], button:not([disabled]), summary, input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
  return [...container.querySelectorAll<HTMLElement>(selector)].filter((el) => {
    if (el.closest('[hidden]')) return false;
    // content of a closed <details> (except its own summary) cannot take focus
    const closed = el.closest('details:not([open])');
    return !closed || (el.tagName === 'SUMMARY' && el.parentElement === closed);
  });
}

/** Where Tab should go to keep focus inside the container, or null to let the browser move it. */
export function trapTarget(container: Element, active: Element | null, backwards: boolean): HTMLElement | null {
  const items = focusableIn(container);
  if (items.length === 0) return null;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (!active || !container.contains(active)) return first;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return null;
}
