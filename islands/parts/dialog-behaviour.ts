/**
 * What every dialog of the site does beside its frame: plain DOM helpers,
 * apart from dialog-frame.tsx so the site script (islands/site) takes them
 * without React.
 */

/** Nothing had focus (a dialog that opened by itself): put the keyboard back at the top, so Tab starts from the page's beginning. */
export function focusStartOfPage() {
  const body = document.body;
  body.setAttribute('tabindex', '-1');
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
}

/** Whether a click on a <dialog> landed on its backdrop: the dialog itself is the target, outside its box. */
export function isBackdropClick(dialog: HTMLDialogElement, event: { target: EventTarget | null; clientX: number; clientY: number }): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return !(event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom);
}
