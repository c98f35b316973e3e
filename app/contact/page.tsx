import type { Metadata } from 'next';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { ChatForm } from '@/components/contact/chat-form';
import { MapCard } from '@/components/contact/map-card';
import { PageHeader } from '@/components/ui/page-header';
import { SectionHeading } from '@/components/ui/section-heading';
import { emailLink, phoneLink } from '@/lib/chat';
import { getContent } from '@/lib/content/queries';
import { paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  return pageMetadata(getContent().pages.contact, paths.contact());
}

export default function ContactPage() {
  const { pages, contact, site } = getContent();
  const a = site.address;
  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', path: paths.home() }, { label: 'Contact Us' }]} title={pages.contact.heading} summary={pages.contact.intro} />
      <section aria-labelledby="locations" className="container-page section grid gap-8 lg:grid-cols-2">
        <div>
          <SectionHeading id="locations" title={contact.locationsHeading} intro={contact.locationsText} />
          <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-700 marker:text-brand-600">
            {contact.landmarks.map((l) => <li key={l}>{l}</li>)}
          </ul>
        </div>
        <MapCard site={site} />
      </section>
      <div className="container-page grid gap-10 pb-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-title" className="card p-6 lg:p-8">
          <SectionHeading id="contact-form-title" title={contact.formHeading} intro={contact.formIntro} />
          <div className="mt-6">
            <ChatForm id="contact-form" kind="contact" whatsapp={site.whatsapp} phone={site.phones.hospital} />
          </div>
        </section>
        <section aria-labelledby="contact-info" className="h-fit rounded-[var(--radius-card)] bg-brand-50 p-6 lg:p-8">
          <h2 id="contact-info" className="text-2xl">{contact.infoHeading}</h2>
          <address className="mt-4 space-y-4 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>{a.street}, {a.locality}, {a.city} {a.postalCode}, {a.region}</span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-emergency-600" />
              <span>
                24x7 emergency: <a href={phoneLink(site.phones.emergency)} className="font-semibold">{site.phones.emergency}</a>
                <br />Hospital: <a href={phoneLink(site.phones.hospital)}>{site.phones.hospital}</a>
                <br />Landline: <a href={phoneLink(site.phones.landline)}>{site.phones.landline}</a>
                {site.phones.mobiles.map((m) => (
                  <span key={m}>
                    <br />Mobile: <a href={phoneLink(m)}>{m}</a>
                  </span>
                ))}
              </span>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <a href={emailLink(site.email)}>{site.email}</a>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>Emergency: {site.openingHours.emergency}<br />OPD: {site.openingHours.opd}</span>
            </p>
          </address>
        </section>
      </div>
    </>
  );
}
