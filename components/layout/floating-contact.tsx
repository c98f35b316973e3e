import { MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import { composeChatLink, phoneLink } from '@/lib/chat';
import type { Site } from '@/lib/content/schema';
import { FloatingDock } from './floating-dock';
import { Island } from '@/components/island';

const round = 'inline-flex size-11 items-center justify-center rounded-full text-white no-underline md:size-12';

/**
 * Chat, call and message buttons kept in reach in a small row at the bottom
 * corner of every page. They wait out of sight at the top of a page, where
 * the header has the emergency call and WhatsApp, and at its end rest in the
 * footer's bottom padding (FloatingDock, islands/site/quick-contact.ts,
 * lib/page-chrome.ts); the page's scroll-padding-bottom keeps a focused
 * control clear of them (WCAG 2.4.11).
 */
export function FloatingContact({ site }: { site: Site }) {
  const chatLink = composeChatLink(site.whatsapp, site.whatsappGreeting);
  return (
    <FloatingDock label="Quick contact">
      <a href={chatLink} target="_blank" rel="noopener noreferrer" className={`${round} bg-chat-600 hover:bg-chat-700`}>
        <MessageCircle aria-hidden="true" className="size-6" />
        <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
      <a href={phoneLink(site.phones.hospital)} className={`${round} bg-brand-700 hover:bg-brand-800`}>
        <Phone aria-hidden="true" className="size-6" />
        <span className="sr-only">Call the hospital on {site.phones.hospital}</span>
      </a>
      <Island
        name="message-popup"
        props={{
          chatLink,
          whatsapp: site.whatsapp,
          phone: site.phones.hospital,
          className: `${round} bg-slate-700 hover:bg-slate-800`,
          icon: <MessageSquareText aria-hidden="true" className="size-6" />,
        }}
      />
    </FloatingDock>
  );
}
