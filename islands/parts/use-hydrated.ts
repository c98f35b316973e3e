'use client';
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server HTML and during hydration, true once the island runs in
 * the browser: islands render their no-JavaScript form until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
