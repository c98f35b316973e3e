'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { focusStartOfPage, isBackdropClick } from './dialog-behaviour';
import { DialogFrame } from './dialog-frame';

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
  closeLabel,
  titleId,
  initialFocusId,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
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
    if (dialog && isBackdropClick(dialog, event)) dialog.close();
  }

  return (
    <DialogFrame title={title} closeLabel={closeLabel} titleId={titleId} className={className} dialogRef={ref} onClick={onClick} onCloseClick={() => ref.current?.close()}>
      {children}
    </DialogFrame>
  );
}
