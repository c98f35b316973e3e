import type { MouseEventHandler, ReactNode, Ref } from 'react';
import { X } from 'lucide-react';

/**
 * The look of the site's dialogs: a native <dialog> with a title and a close
 * button. No state and no hooks, so the server renders it as it is (the home
 * page's first-visit dialog, which the site script opens: islands/site/first-visit-dialog.ts)
 * and an island wraps it in behaviour (parts/modal-dialog.tsx).
 */
export function DialogFrame({
  title,
  closeLabel,
  titleId,
  className = '',
  dialogRef,
  onClick,
  onCloseClick,
  children,
  ...data
}: {
  title: string;
  /** The close button's name ("Close"), in the page's language. */
  closeLabel: string;
  titleId: string;
  className?: string;
  dialogRef?: Ref<HTMLDialogElement>;
  onClick?: MouseEventHandler<HTMLDialogElement>;
  /** Without it, the button carries data-dialog-close for the site script to wire. */
  onCloseClick?: () => void;
  children: ReactNode;
  [dataAttribute: `data-${string}`]: string | undefined;
}) {
  return (
    // The backdrop click only adds, for pointers, what the close button and Escape already do.
    <dialog ref={dialogRef} aria-labelledby={titleId} onClick={onClick} className={`dialog-fade ${className}`} {...data}>
      <div className="p-5 md:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={onCloseClick}
            data-dialog-close={onCloseClick ? undefined : ''}
            className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
