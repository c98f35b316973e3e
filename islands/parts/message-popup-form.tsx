'use client';

import type { Language } from '@/lib/i18n/languages';
import { ChatFormIsland, type ChatFormWords } from '../chat-form';
import { ChatAlternatives, type AlternativesWords } from './chat-alternatives';
import { ModalDialog } from './modal-dialog';

/** What the popup says, in the page's language (part of islands/message-popup.tsx's MessagePopupWords). */
export interface PopupFormWords {
  title: string;
  intro: string;
  close: string;
  form: ChatFormWords;
  alternatives: AlternativesWords;
}

/**
 * The popup form behind the floating message button. Its code (the dialog,
 * the form and its checks) is loaded only when a visitor on a wide screen
 * first points at or opens the button, so no page pays for it up front.
 */
export default function MessagePopupForm({
  open,
  onClose,
  whatsapp,
  phone,
  lang,
  words,
}: {
  open: boolean;
  onClose: () => void;
  whatsapp: string;
  phone: string;
  lang: Language;
  words: PopupFormWords;
}) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={words.title}
      closeLabel={words.close}
      titleId="message-popup-title"
      initialFocusId="popup-form-name"
      className="inset-auto bottom-24 right-4 m-0 max-h-[calc(100dvh-7rem)] w-[25rem] overflow-y-auto rounded-[var(--radius-card)] bg-white shadow-xl"
    >
      <p className="mt-1 text-slate-700">{words.intro}</p>
      <div className="mt-4">
        <ChatFormIsland id="popup-form" kind="popup" whatsapp={whatsapp} lang={lang} words={words.form} />
        <ChatAlternatives whatsapp={whatsapp} phone={phone} words={words.alternatives} />
      </div>
    </ModalDialog>
  );
}
