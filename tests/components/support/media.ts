import { vi } from 'vitest';

/**
 * A window.matchMedia for jsdom driven by a pretend viewport width and
 * reduced-motion setting; `resize` fires the change listeners as a browser would.
 */
export function fakeViewport(initialWidth: number, options: { reducedMotion?: boolean } = {}) {
  let width = initialWidth;
  const listeners = new Map<string, Set<() => void>>();
  const evaluate = (query: string): boolean => {
    if (query.includes('prefers-reduced-motion')) return options.reducedMotion ?? false;
    const conditions = [...query.matchAll(/(\d+)px\s*(<=|<|>=|>)\s*width|width\s*(<=|<|>=|>)\s*(\d+)px/g)];
    if (conditions.length === 0) throw new Error(`fakeViewport cannot read ${query}`);
    return conditions.every((m) => {
      // "768px < width" reads as "width > 768px"
      const [op, px] = m[1] ? [{ '<': '>', '<=': '>=', '>': '<', '>=': '<=' }[m[2]!]!, Number(m[1])] : [m[3]!, Number(m[4])];
      return op === '>' ? width > px : op === '>=' ? width >= px : op === '<' ? width < px : width <= px;
    });
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return evaluate(query);
    },
    addEventListener: (_: string, fn: () => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(fn);
    },
    removeEventListener: (_: string, fn: () => void) => listeners.get(query)?.delete(fn),
  }));
  return {
    resize(next: number) {
      const before = new Map([...listeners.keys()].map((q) => [q, evaluate(q)]));
      width = next;
      for (const [q, fns] of listeners) if (before.get(q) !== evaluate(q)) fns.forEach((fn) => fn());
    },
  };
}
