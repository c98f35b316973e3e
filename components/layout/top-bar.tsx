import { Mail, MessageCircle, Phone } from 'lucide-react';
import { composeChatLink, emailLink, phoneLink } from '@/lib/chat';
import { ui } from '@/lib/i18n/ui';
import { LanguageSwitcher } from './language-switcher';
import type { LayoutData } from './types';
import { SocialLinks } from './social-links';

/**
 * The slim bar above the header, one row from 320 px up: the emergency number
 * first, then WhatsApp (its icon alone on phones), the e-mail from md and the
 * social links from lg. It scrolls away; the sticky bar below keeps an
 * emergency call button. Its row is exactly --top-bar-height tall (the
 * header sticks that far above the window's edge); on a screen too narrow
 * for one row it grows, and a strip of it then stays above the bar.
 */
export function TopBar({ data }: { data: LayoutData }) {
  const { lang, path, site } = data;
  const t = ui(lang);
  return (
    <div className="bg-brand-900 text-white">
      <div className="container-page flex min-h-(--top-bar-height) flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1 text-sm md:gap-x-4 lg:py-1.5">
        <a
          href={phoneLink(site.phones.emergency)}
          className="inline-flex items-center gap-2 rounded-full bg-emergency-600 px-3 py-1 text-xs leading-5 font-semibold text-white no-underline hover:bg-emergency-700 md:text-sm"
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {/* short enough for one row on a phone, even in a wider fallback font before the web font arrives: "24x7" from md */}
          <span>
            <span className="hidden md:inline">24x7 </span>{t.header.topBarEmergency} <span className="whitespace-nowrap">{site.phones.emergency}</span>
          </span>
        </a>
        <div className="flex items-center gap-x-5">
          <LanguageSwitcher lang={lang} path={path} className="hidden md:block" />
          <a
            href={composeChatLink(site.whatsapp, site.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-7 min-w-7 items-center justify-center gap-1.5 leading-5 text-white no-underline hover:underline"
          >
            <MessageCircle aria-hidden="true" className="size-[1.125rem] md:size-4" />
            <span className="sr-only md:not-sr-only">{t.common.whatsapp}</span>
            <span className="sr-only">{t.common.opensInNewTab}</span>
          </a>
          <a href={emailLink(site.email)} className="hidden items-center gap-1.5 leading-5 text-white no-underline hover:underline md:inline-flex">
            <Mail aria-hidden="true" className="size-4" />
            {site.email}
          </a>
          <SocialLinks lang={lang} site={site} className="hidden lg:flex" tone="light" />
        </div>
      </div>
    </div>
  );
}
