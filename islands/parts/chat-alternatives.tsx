import { Phone } from 'lucide-react';
import { composeChatLink, phoneLink } from '@/lib/chat';

/** The alternatives line's words in the page's language (components/contact/chat-form.tsx alternativesWords): ui(lang).form.alternatives, the chat link's text and the new-tab note. */
export interface AlternativesWords {
  intro: string;
  openChat: string;
  opensInNewTab: string;
  beforePhone: string;
  afterPhone: string;
}

/** Beside every chat-link form: the direct chat link and the phone number, for visitors who would rather not fill a form. */
export function ChatAlternatives({ whatsapp, phone, words }: { whatsapp: string; phone: string; words: AlternativesWords }) {
  return (
    <p className="mt-4 text-sm text-slate-700">
      {words.intro}{' '}
      <a href={composeChatLink(whatsapp)} target="_blank" rel="noopener noreferrer" className="font-semibold">
        {words.openChat}
        <span className="sr-only">{words.opensInNewTab}</span>
      </a>{' '}
      {words.beforePhone}{' '}
      <a href={phoneLink(phone)} className="inline-flex items-center gap-1 font-semibold">
        <Phone aria-hidden="true" className="size-4" />
        {phone}
      </a>
      {words.afterPhone}
    </p>
  );
}
