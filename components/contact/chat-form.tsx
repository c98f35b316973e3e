import { Phone } from 'lucide-react';
import { composeChatLink, phoneLink, type ChatFormKind } from '@/lib/chat';
import { ChatFormIsland } from './chat-form-island';

/**
 * A form whose answer is a WhatsApp chat. The form itself is a small island
 * (checks the fields, then opens the chat with a prefilled message); its HTML
 * works without JavaScript as a GET to the chat link. Beside it are the direct
 * chat link and the phone number.
 */
export function ChatForm({
  id,
  kind,
  whatsapp,
  phone,
  department,
  submitLabel,
}: {
  id: string;
  kind: ChatFormKind;
  whatsapp: string;
  phone: string;
  department?: string;
  submitLabel?: string;
}) {
  return (
    <div>
      <ChatFormIsland id={id} kind={kind} whatsapp={whatsapp} department={department} submitLabel={submitLabel} />
      <p className="mt-4 text-sm text-slate-700">
        Prefer not to fill a form?{' '}
        <a href={composeChatLink(whatsapp)} target="_blank" rel="noopener noreferrer" className="font-semibold">
          Open WhatsApp chat<span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        or call{' '}
        <a href={phoneLink(phone)} className="inline-flex items-center gap-1 font-semibold">
          <Phone aria-hidden="true" className="size-4" />
          {phone}
        </a>
        .
      </p>
    </div>
  );
}
