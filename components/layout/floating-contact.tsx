import { MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import { composeChatLink, phoneLink } from '@/lib/chat';
import type { Site } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { FloatingDock } from './floating-dock';
import { Island } from '@/components/island';
import { alternativesWords, chatFormWords } from '@/components/contact/chat-form';
import type { MessagePopupWords } from '@/islands/message-popup';

/** What the message button and its popup say, in `lang` (the island's props). */
export function messagePopupWords(lang: Language): MessagePopupWords {
  const t = ui(lang);
  return {
    sendMessage: t.quickContact.sendMessage,
    sendMessageOnWhatsApp: t.quickContact.sendMessageOnWhatsApp,
    title: t.quickContact.popupTitle,
    intro: t.quickContact.popupIntro,
    close: t.common.close,
    form: chatFormWords(lang, 'popup'),
    alternatives: alternativesWords(lang),
  };
}

const round = 'inline-flex size-11 items-center justify-center rounded-full text-white no-underline md:size-12';

/**
 * Chat, call and message buttons kept in reach in a small row at the bottom
 * corner of every page. They wait out of sight at the top of a page, where
 * the header has the emergency call and WhatsApp, and at its end rest in the
 * footer's bottom padding (FloatingDock, islands/site/quick-contact.ts,
 * islands/site/rules/page-chrome.ts); the page's scroll-padding-bottom keeps a focused
 * control clear of them (WCAG 2.4.11). Everything they say, and the message
 * popup's form, is in `lang`.
 */
export function FloatingContact({ site, lang }: { site: Site; lang: Language }) {
  const t = ui(lang);
  const chatLink = composeChatLink(site.whatsapp, site.whatsappGreeting);
  return (
    <FloatingDock label={t.quickContact.label}>
      <a href={chatLink} target="_blank" rel="noopener noreferrer" className={`${round} bg-chat-600 hover:bg-chat-700`}>
        <MessageCircle aria-hidden="true" className="size-6" />
        <span className="sr-only">{t.quickContact.chatOnWhatsApp}</span>
      </a>
      <a href={phoneLink(site.phones.hospital)} className={`${round} bg-brand-700 hover:bg-brand-800`}>
        <Phone aria-hidden="true" className="size-6" />
        <span className="sr-only">{t.quickContact.callHospital(site.phones.hospital)}</span>
      </a>
      <Island
        name="message-popup"
        props={{
          chatLink,
          whatsapp: site.whatsapp,
          phone: site.phones.hospital,
          className: `${round} bg-slate-700 hover:bg-slate-800`,
          icon: <MessageSquareText aria-hidden="true" className="size-6" />,
          lang,
          words: messagePopupWords(lang),
        }}
      />
    </FloatingDock>
  );
}
