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
