/**
 * What an island shows in its place when it fails: the spec's error title,
 * the reason, and where the emergency number is. One description for both
 * kinds of island: hydrate.tsx renders it with React, the loader builds it
 * with the DOM for a DOM island (so the site script never needs React).
 */
export const ISLAND_FAILURE = {
  className: 'rounded-[var(--radius-card)] border-l-4 border-emergency-600 bg-red-50 p-4',
  title: 'Unexpected Application Error!',
  titleClassName: 'text-lg font-semibold text-slate-900',
  lineClassName: 'mt-1 text-slate-700',
  /** When the error has no message of its own. */
  fallbackReason: 'This part of the page could not be shown.',
  emergency: 'Is this an emergency? The 24x7 number is at the top of this page.',
} as const;

/** The attributes of the page's <main> that carry the two lines in the page's language (components/layout/site-chrome.tsx writes them on a Kannada or Hindi page). */
export const FAILURE_WORDS_ATTR = { reason: 'data-failure-reason', emergency: 'data-failure-emergency' } as const;

/**
 * The lines of the message in the page's language: on a translated page, its
 * own words (an error's own message is English, so it gives way to them);
 * on an English page, the error's message if it has one.
 */
export function failureLines(reason: string): { reason: string; emergency: string } {
  const main = typeof document === 'undefined' ? null : document.getElementById('main');
  const own = main?.getAttribute(FAILURE_WORDS_ATTR.reason);
  return {
    reason: own ?? (reason || ISLAND_FAILURE.fallbackReason),
    emergency: main?.getAttribute(FAILURE_WORDS_ATTR.emergency) ?? ISLAND_FAILURE.emergency,
  };
}

/** The failure message as DOM, for `root` to show instead of its island. */
export function showIslandFailure(root: HTMLElement, reason: string): void {
  const lines = failureLines(reason);
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = ISLAND_FAILURE.className;
  const line = (text: string, className: string) => {
    const p = document.createElement('p');
    p.className = className;
    p.textContent = text;
    return p;
  };
  box.append(
    line(ISLAND_FAILURE.title, ISLAND_FAILURE.titleClassName),
    line(lines.reason, ISLAND_FAILURE.lineClassName),
    line(lines.emergency, ISLAND_FAILURE.lineClassName),
  );
  root.replaceChildren(box);
}
