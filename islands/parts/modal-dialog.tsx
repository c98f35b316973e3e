'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';

/** Nothing had focus (a modal that opened by itself): put the keyboard back at the top, so Tab starts from the page's beginning. */
function focusStartOfPage() {
  const body = document.body;
  body.setAttribute('tabindex', '-1');
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
}

/**
 * A native <dialog> opened with showModal(): the browser traps focus, makes
 * the page behind it inert and closes it on Escape. This adds closing on the
 * close button and on a backdrop click, and gives focus back to where it was.
 * It fades (300 ms, backdrop 150 ms; see .dialog-fade) except under reduced motion.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  titleId,
  initialFocusId,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  titleId: string;
  /** The element to focus on opening; otherwise the first focusable one (the close button). */
  initialFocusId?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement;
      dialog.showModal();
      if (initialFocusId) document.getElementById(initialFocusId)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusId]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape, the close button and a backdrop click all end here.
    const handleClose = () => {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target instanceof HTMLElement && target !== document.body && target.isConnected) target.focus();
      else focusStartOfPage();
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  // A click on the backdrop reaches the <dialog> itself, outside its box.
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    const dialog = ref.current;
    if (!dialog || event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  }

  return (
    // The backdrop click only adds, for pointers, what the close button and Escape already do.
    <dialog ref={ref} aria-labelledby={titleId} onClick={onClick} className={`dialog-fade ${className}`}>
      <div className="p-5 md:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
