import { CONTACT_MODAL_MEDIA, opensByItself } from './rules/contact-modal';
import { focusStartOfPage, isBackdropClick } from '../parts/dialog-behaviour';

/** The mark of the home page's Contact Us dialog (components/home/first-visit-dialog.tsx). */
export const FIRST_VISIT_DIALOG = 'data-first-visit-dialog';

/**
 * The home page's Contact Us dialog: server HTML, a native <dialog>, opened
 * here with showModal() on the first home visit of a browser session, on a
 * screen 768 px wide or more (below that it never opens by itself). The
 * browser traps focus, makes the page behind inert and closes it on Escape;
 * this adds the close button and a click on the backdrop, and puts the
 * keyboard back at the top of the page when it closes (nothing had focus
 * before it opened). No framework: the page's first screen waits for no
 * React. The chat form inside is an island of its own.
 *
 * Safe to call more than once: the dialog is wired once.
 */
export function initFirstVisitDialog(
  store: () => Pick<Storage, 'getItem' | 'setItem'> = () => window.sessionStorage,
  wideScreen: () => boolean = () => window.matchMedia(CONTACT_MODAL_MEDIA).matches,
): void {
  const dialog = document.querySelector<HTMLDialogElement>(`dialog[${FIRST_VISIT_DIALOG}]`);
  if (!dialog || wired.has(dialog)) return;
  wired.add(dialog);
  for (const button of dialog.querySelectorAll<HTMLElement>('[data-dialog-close]')) button.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (isBackdropClick(dialog, event)) dialog.close();
  });
  dialog.addEventListener('close', () => {
    if (document.activeElement === document.body || !document.activeElement || dialog.contains(document.activeElement)) focusStartOfPage();
  });
  if (opensByItself(wideScreen(), store)) dialog.showModal();
}

const wired = new WeakSet<HTMLDialogElement>();
