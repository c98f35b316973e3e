import { Phone } from 'lucide-react';
import { composeChatLink, phoneLink } from '@/lib/chat';

/** Beside every chat-link form: the direct chat link and the phone number, for visitors who would rather not fill a form. */
export function ChatAlternatives({ whatsapp, phone }: { whatsapp: string; phone: string }) {
  return (
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
  );
}
