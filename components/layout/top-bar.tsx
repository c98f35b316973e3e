import { Mail, MessageCircle, Phone } from 'lucide-react';
import { composeChatLink, emailLink, phoneLink } from '@/lib/chat';
import type { Site } from '@/lib/content/schema';
import { SocialLinks } from './social-links';

/** The slim bar above the header: emergency number first, then chat, e-mail and socials. */
export function TopBar({ site }: { site: Site }) {
  return (
    <div className="bg-brand-900 text-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5 text-sm">
        <a
          href={phoneLink(site.phones.emergency)}
          className="inline-flex items-center gap-2 rounded-full bg-emergency-600 px-3 py-1 font-semibold text-white no-underline hover:bg-emergency-700"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span>
            24x7 Emergency: <span className="whitespace-nowrap">{site.phones.emergency}</span>
          </span>
        </a>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <a
            href={composeChatLink(site.whatsapp, site.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-white no-underline hover:underline"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={emailLink(site.email)} className="hidden items-center gap-1.5 text-white no-underline hover:underline md:inline-flex">
            <Mail aria-hidden="true" className="size-4" />
            {site.email}
          </a>
          <SocialLinks site={site} className="hidden md:flex" tone="light" />
        </div>
      </div>
    </div>
  );
}
