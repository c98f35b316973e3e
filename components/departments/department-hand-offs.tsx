import { MessageCircle, Phone } from 'lucide-react';
import { composeChatLink, composeMessage, phoneLink } from '@/lib/chat';
import type { Site } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';

/** The head of a department's page and of its services' pages: ask about the department on WhatsApp, or call the hospital. */
export function DepartmentHandOffs({ lang, site, department }: { lang: Language; site: Site; department: string }) {
  const t = ui(lang);
  const enquiry = composeMessage(t.chat.departmentQuestion(department), []);
  return (
    <>
      <a href={composeChatLink(site.whatsapp, enquiry)} target="_blank" rel="noopener noreferrer" className="btn-chat">
        <MessageCircle aria-hidden="true" className="size-5" /> {t.departments.askOnWhatsApp}<span className="sr-only">{t.common.opensInNewTab}</span>
      </a>
      <a href={phoneLink(site.phones.hospital)} className="btn bg-white text-brand-800 hover:bg-brand-50">
        <Phone aria-hidden="true" className="size-5" /> {t.common.call(site.phones.hospital)}
      </a>
    </>
  );
}
