import { atLeast } from '@/lib/breakpoints';

/**
 * The screens the modal opens by itself on: from 768 px up (PRODUCT.md). Below that a visitor
 * from a search result sees the page and the emergency number first, and the floating buttons open
 * the chat and the dialer directly. Read once, at load: a resize later changes nothing.
 */
export const CONTACT_MODAL_MEDIA = atLeast('md');

/** Set in sessionStorage once the home Contact Us modal has opened, so it opens on the first home visit of a session only. */
export const CONTACT_MODAL_SEEN_KEY = 'hasiru.contactModalSeen';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * True the first time it is asked in a browser session (and remembers it);
 * false when the store cannot be read or written, so a browser that refuses
 * storage never gets the modal on every load.
 */
export function firstVisitOfSession(store: () => SessionStore): boolean {
  try {
    const s = store();
    if (s.getItem(CONTACT_MODAL_SEEN_KEY)) return false;
    s.setItem(CONTACT_MODAL_SEEN_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the home modal opens by itself on this load: on a wide screen only, and then on the first
 * home visit of the session. A phone's visit does not use up the session's one opening.
 */
export function opensByItself(wideScreen: boolean, store: () => SessionStore): boolean {
  return wideScreen && firstVisitOfSession(store);
}
