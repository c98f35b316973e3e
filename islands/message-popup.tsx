'use client';

import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { atLeast } from '@/lib/breakpoints';
import type { Language } from '@/lib/i18n/languages';
import type { PopupFormWords } from './parts/message-popup-form';

/** The popup form is for wider screens; below md the message button opens the chat directly. */
const POPUP_MEDIA = atLeast('md');

const loadForm = () => import('./parts/message-popup-form');
const MessagePopupForm = lazy(loadForm);

/** What the button and its popup say, in the page's language (components/layout/floating-contact.tsx writes them from ui(lang)). */
export interface MessagePopupWords extends PopupFormWords {
  sendMessage: string;
  sendMessageOnWhatsApp: string;
}

/**
 * The floating message button. It is a link to the chat (so it works without
 * JavaScript and on phones); from 768 px up it opens a popup form instead,
 * which closes by itself if the window becomes narrower. The form's code is
 * fetched when the pointer or focus reaches the button, so it is there by the
 * time of the click. `icon` is rendered on the server; `words` are the
 * page's language's, and the form loads the rest in it (islands/chat-form.tsx).
 */
export function MessagePopup({
  chatLink,
  whatsapp,
  phone,
  className,
  icon,
  lang,
  words,
}: {
  chatLink: string;
  whatsapp: string;
  phone: string;
  className: string;
  icon: ReactNode;
  lang: Language;
  words: MessagePopupWords;
}) {
  const [open, setOpen] = useState(false);
  // Once opened, the form stays mounted so what the visitor typed survives closing it.
  const [mounted, setMounted] = useState(false);
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

  const prefetch = () => {
    if (wide) void loadForm();
  };

  return (
    <>
      <a
        href={chatLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-haspopup={wide ? 'dialog' : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          if (!window.matchMedia(POPUP_MEDIA).matches) return;
          event.preventDefault();
          setMounted(true);
          setOpen(true);
        }}
        className={className}
      >
        {icon}
        <span className="sr-only">{wide ? words.sendMessage : words.sendMessageOnWhatsApp}</span>
      </a>
      {mounted && (
        <Suspense fallback={null}>
          <MessagePopupForm open={open} onClose={() => setOpen(false)} whatsapp={whatsapp} phone={phone} lang={lang} words={words} />
        </Suspense>
      )}
    </>
  );
}

export default MessagePopup;
