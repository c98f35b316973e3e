import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with vitest globals on; we keep globals off.
afterEach(async () => {
  if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup();
});

// jsdom has no layout, so no IntersectionObserver or ResizeObserver; carousels (Embla) need them to exist.
if (typeof window !== 'undefined') {
  class NoLayoutObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const w = window as unknown as Record<string, unknown>;
  w.IntersectionObserver ??= NoLayoutObserver;
  w.ResizeObserver ??= NoLayoutObserver;
}
