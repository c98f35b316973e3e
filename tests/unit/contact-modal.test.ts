import { describe, expect, it } from 'vitest';
import { CONTACT_MODAL_MEDIA, CONTACT_MODAL_SEEN_KEY, firstVisitOfSession, opensByItself } from '@/islands/site/rules/contact-modal';
import { BREAKPOINTS } from '@/lib/breakpoints';

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('the home modal opens on the first home visit of a session only', () => {
  it('says yes once, then no for the rest of the session', () => {
    const store = memoryStore();
    expect(firstVisitOfSession(() => store)).toBe(true);
    expect(store.data.get(CONTACT_MODAL_SEEN_KEY)).toBe('1');
    expect(firstVisitOfSession(() => store)).toBe(false);
    expect(firstVisitOfSession(() => store)).toBe(false);
  });

  it('says no when the browser refuses session storage, so the modal never opens on every load', () => {
    expect(
      firstVisitOfSession(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(false);
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(firstVisitOfSession(() => full)).toBe(false);
  });
});

describe('the home modal opens by itself on wide screens only', () => {
  it('asks for a screen at least as wide as the md breakpoint (768 px)', () => {
    expect(CONTACT_MODAL_MEDIA).toBe(`(width >= ${BREAKPOINTS.md}px)`);
  });

  it('below it, never, and without spending the session\'s first visit', () => {
    const store = memoryStore();
    expect(opensByItself(false, () => store)).toBe(false);
    expect(store.data.size).toBe(0);
    expect(opensByItself(true, () => store)).toBe(true);
    expect(opensByItself(true, () => store)).toBe(false);
  });
});
