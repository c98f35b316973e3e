import { MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import { composeChatLink, phoneLink } from '@/lib/chat';
import type { Site } from '@/lib/content/schema';
import { MessagePopup } from './message-popup';

const round = 'inline-flex size-12 items-center justify-center rounded-full text-white no-underline';

/**
 * Chat, call and message buttons kept in reach in a small row at the bottom
 * corner of every page. The footer's bottom padding and the page's
 * scroll-padding-bottom keep them from covering the last links or a focused
 * control (WCAG 2.4.11).
 */
export function FloatingContact({ site }: { site: Site }) {
  const chatLink = composeChatLink(site.whatsapp, site.whatsappGreeting);
  return (
    <aside aria-label="Quick contact" className="fixed bottom-3 right-3 z-20 flex gap-2 rounded-full bg-white p-1.5 shadow-lg ring-1 ring-slate-200">
      <a href={chatLink} target="_blank" rel="noopener noreferrer" className={`${round} bg-chat-600 hover:bg-chat-700`}>
        <MessageCircle aria-hidden="true" className="size-6" />
        <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
      <a href={phoneLink(site.phones.hospital)} className={`${round} bg-brand-700 hover:bg-brand-800`}>
        <Phone aria-hidden="true" className="size-6" />
        <span className="sr-only">Call the hospital on {site.phones.hospital}</span>
      </a>
      <MessagePopup
        chatLink={chatLink}
        whatsapp={site.whatsapp}
        phone={site.phones.hospital}
        className={`${round} bg-slate-700 hover:bg-slate-800`}
        icon={<MessageSquareText aria-hidden="true" className="size-6" />}
      />
    </aside>
  );
}
