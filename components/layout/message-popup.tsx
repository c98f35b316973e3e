'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { MessageSquareText } from 'lucide-react';
import { ModalDialog } from '@/components/ui/modal-dialog';

/** The popup form is for wider screens; below this the message button opens the chat directly. */
const POPUP_MEDIA = '(min-width: 768px)';

/**
 * The floating message button. It is a link to the chat (so it works without
 * JavaScript and on phones); from 768 px up it opens a popup form instead,
 * which closes by itself if the window becomes narrower.
 */
export function MessagePopup({ chatLink, className, children }: { chatLink: string; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wide, setWide] = useState(false);

  useEffect(() => {
    const media = window.matchMedia(POPUP_MEDIA);
    const update = () => {
      setWide(media.matches);
      if (!media.matches) setOpen(false);
    };
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  return (
    <>
      <a
        href={chatLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-haspopup={wide ? 'dialog' : undefined}
        onClick={(event) => {
          if (!window.matchMedia(POPUP_MEDIA).matches) return;
          event.preventDefault();
          setOpen(true);
        }}
        className={className}
      >
        <MessageSquareText aria-hidden="true" className="size-6" />
        <span className="sr-only">{wide ? 'Send us a message' : 'Send us a message on WhatsApp (opens in a new tab)'}</span>
      </a>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Send us a message"
        titleId="message-popup-title"
        initialFocusId="popup-form-name"
        className="inset-auto bottom-24 right-4 m-0 max-h-[calc(100dvh-7rem)] w-[25rem] overflow-y-auto rounded-[var(--radius-card)] bg-white shadow-xl"
      >
        <p className="mt-1 text-slate-700">Your message opens in WhatsApp, ready to send.</p>
        <div className="mt-4">{children}</div>
      </ModalDialog>
    </>
  );
}
