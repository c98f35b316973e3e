'use client';

import { ChatFormIsland } from '../chat-form';
import { ChatAlternatives } from './chat-alternatives';
import { ModalDialog } from './modal-dialog';

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
}: {
  open: boolean;
  onClose: () => void;
  whatsapp: string;
  phone: string;
}) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Send us a message"
      titleId="message-popup-title"
      initialFocusId="popup-form-name"
      className="inset-auto bottom-24 right-4 m-0 max-h-[calc(100dvh-7rem)] w-[25rem] overflow-y-auto rounded-[var(--radius-card)] bg-white shadow-xl"
    >
      <p className="mt-1 text-slate-700">Your message opens in WhatsApp, ready to send.</p>
      <div className="mt-4">
        <ChatFormIsland id="popup-form" kind="popup" whatsapp={whatsapp} />
        <ChatAlternatives whatsapp={whatsapp} phone={phone} />
      </div>
    </ModalDialog>
  );
}
