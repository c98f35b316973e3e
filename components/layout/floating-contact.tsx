import { MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import { composeChatLink, phoneLink } from '@/lib/chat';
import type { Site } from '@/lib/content/schema';
import { href, paths } from '@/lib/routes';

const round = 'size-13 items-center justify-center rounded-full text-white shadow-lg no-underline';

/** Chat, call and message buttons kept in reach at the bottom corner of every page. */
export function FloatingContact({ site }: { site: Site }) {
  return (
    <aside aria-label="Quick contact" className="fixed bottom-4 right-4 z-20 flex flex-col gap-3">
      <a
        href={composeChatLink(site.whatsapp, site.whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${round} inline-flex bg-chat-600 hover:bg-chat-700`}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
        <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
      <a href={phoneLink(site.phones.hospital)} className={`${round} inline-flex bg-brand-700 hover:bg-brand-800`}>
        <Phone aria-hidden="true" className="size-6" />
        <span className="sr-only">Call the hospital on {site.phones.hospital}</span>
      </a>
      <a href={`${href(paths.contact())}#contact-form`} className={`${round} hidden bg-slate-700 hover:bg-slate-800 md:inline-flex`}>
        <MessageSquareText aria-hidden="true" className="size-6" />
        <span className="sr-only">Send us a message</span>
      </a>
    </aside>
  );
}
