import { Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { composeChatLink, emailLink, phoneLink } from '@/lib/chat';
import type { Site } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';

function Item({ icon: Icon, title, tinted, children }: { icon: LucideIcon; title: string; tinted: boolean; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-full text-brand-700 ${tinted ? 'bg-white' : 'bg-brand-50'}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 pt-2">
        <h3 className="text-base font-semibold text-brand-900">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/**
 * How to reach the hospital, all from content/site.json: the 24x7 emergency
 * number first and in red, then the address (with a "Get directions" link
 * unless a map beside it has one), opening hours, phone and WhatsApp, e-mail.
 * Shared by the home page's contact section and the contact page, which also
 * lists the landline and the mobile numbers (`allPhones`). `tinted`: on a
 * brand-tinted panel rather than a white card.
 */
export function ContactDetails({
  lang,
  site,
  allPhones = false,
  directions = true,
  tinted = false,
}: {
  lang: Language;
  site: Site;
  allPhones?: boolean;
  directions?: boolean;
  tinted?: boolean;
}) {
  const a = site.address;
  const t = ui(lang);
  const names = t.contact.phoneLabels;
  const phones = [
    { label: names.hospital, number: site.phones.hospital },
    ...(allPhones ? [{ label: names.landline, number: site.phones.landline }, ...site.phones.mobiles.map((number) => ({ label: names.mobile, number }))] : []),
  ];
  return (
    <div className="text-pretty" data-contact-details="">
      <a href={phoneLink(site.phones.emergency)} className="btn-emergency justify-start gap-3 rounded-2xl py-2.5 pr-6 pl-4 text-left">
        <Phone aria-hidden="true" className="size-6 shrink-0" />
        <span className="flex flex-col leading-tight">
          <span className="text-sm font-medium">{t.contact.emergency24x7}</span>
          <span className="text-lg font-bold whitespace-nowrap">{site.phones.emergency}</span>
        </span>
      </a>
      <ul className="mt-5 space-y-4">
        <Item icon={MapPin} tinted={tinted} title={t.contact.address}>
          {/* <address> holds no headings, so it wraps the postal address alone */}
          <address className="not-italic">
            {a.street}, {a.locality},<br />
            {a.city} {a.postalCode}, {a.region}
          </address>
          {directions && (
            <a href={site.map.directionsUrl} target="_blank" rel="noopener noreferrer" className="mt-1 inline-flex items-center gap-1.5 font-semibold">
              <Navigation aria-hidden="true" className="size-4" />
              {t.common.getDirections}
              <span className="sr-only">{t.common.opensInNewTab}</span>
            </a>
          )}
        </Item>
        <Item icon={Clock} tinted={tinted} title={t.contact.openingHours}>
          <p>
            {t.contact.emergencyHours} {site.openingHours.emergency}
          </p>
          <p>
            {t.contact.opdHours} {site.openingHours.opd}
          </p>
        </Item>
        <Item icon={Phone} tinted={tinted} title={t.contact.phoneAndWhatsApp}>
          {phones.map(({ label, number }, i) => (
            <p key={`${label}-${i}`}>
              {label}: <a href={phoneLink(number)} className="whitespace-nowrap">{number}</a>
            </p>
          ))}
          <p>
            {t.common.whatsapp}:{' '}
            <a href={composeChatLink(site.whatsapp, site.whatsappGreeting)} target="_blank" rel="noopener noreferrer" className="whitespace-nowrap">
              {site.whatsapp}
              <span className="sr-only">{t.common.opensInNewTab}</span>
            </a>
          </p>
        </Item>
        <Item icon={Mail} tinted={tinted} title={t.contact.email}>
          <a href={emailLink(site.email)} className="break-words">{site.email}</a>
        </Item>
      </ul>
    </div>
  );
}
