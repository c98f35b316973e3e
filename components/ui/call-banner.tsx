import { MessageCircle, Phone } from 'lucide-react';
import { composeChatLink, phoneLink } from '@/lib/chat';
import type { Site } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';

/** The closing banner with the phone call-to-action. */
export function CallBanner({ lang, site, heading, text }: { lang: Language; site: Site; heading: string; text: string }) {
  const t = ui(lang).common;
  return (
    <section aria-labelledby="call-banner" className="container-page">
      <div className="grid items-center gap-6 rounded-[var(--radius-card)] bg-brand-700 p-8 text-white lg:grid-cols-[2fr_1fr] lg:p-10">
        <div>
          <h2 id="call-banner" className="text-2xl text-white lg:text-3xl">{heading}</h2>
          <p className="mt-2 text-lg text-brand-50">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3 lg:justify-end">
          <a href={phoneLink(site.phones.hospital)} className="btn bg-white text-brand-800 hover:bg-brand-50">
            <Phone aria-hidden="true" className="size-5" /> {t.call(site.phones.hospital)}
          </a>
          <a href={composeChatLink(site.whatsapp, site.whatsappGreeting)} target="_blank" rel="noopener noreferrer" className="btn-chat">
            <MessageCircle aria-hidden="true" className="size-5" /> {t.whatsapp}
            <span className="sr-only">{t.opensInNewTab}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
