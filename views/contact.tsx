import type { Metadata } from 'next';
import { ChatForm } from '@/components/contact/chat-form';
import { ContactDetails } from '@/components/contact/contact-details';
import { MapCard } from '@/components/contact/map-card';
import { PageHeader } from '@/components/ui/page-header';
import { SectionHeading } from '@/components/ui/section-heading';
import { SiteChrome } from '@/components/layout/site-chrome';
import { getContent } from '@/lib/content/queries';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { paths, pathsIn } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** Contact us, /contact/ (and /kn/contact/, /hi/contact/). */
export function contactMetadata(lang: Language): Metadata {
  return pageMetadata(getContent(lang).pages.contact, paths.contact(), { lang });
}

export function ContactPage({ lang }: { lang: Language }) {
  const { pages, contact, site } = getContent(lang);
  const t = ui(lang);
  return (
    <SiteChrome lang={lang} path={paths.contact()} sources={['contact.json', 'pages.json:contact']}>
      <PageHeader lang={lang} crumbs={[{ label: t.menu.home, path: pathsIn(lang).home() }, { label: t.menu.contact }]} title={pages.contact.heading} summary={pages.contact.intro} />
      <section aria-labelledby="locations" className="container-page section grid gap-8 lg:grid-cols-2">
        <div>
          <SectionHeading id="locations" title={contact.locationsHeading} intro={contact.locationsText} />
          <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-700 marker:text-brand-600">
            {contact.landmarks.map((l) => <li key={l}>{l}</li>)}
          </ul>
        </div>
        <MapCard lang={lang} site={site} />
      </section>
      <div className="container-page grid gap-10 pb-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-title" className="card p-6 lg:p-8">
          <SectionHeading id="contact-form-title" title={contact.formHeading} intro={contact.formIntro} />
          <div className="mt-6">
            <ChatForm lang={lang} id="contact-form" kind="contact" whatsapp={site.whatsapp} phone={site.phones.hospital} />
          </div>
        </section>
        <section aria-labelledby="contact-info" className="h-fit rounded-[var(--radius-card)] bg-brand-50 p-6 lg:p-8">
          <h2 id="contact-info" className="text-2xl">{contact.infoHeading}</h2>
          <div className="mt-4">
            {/* the map card beside the address has its own Get directions link */}
            <ContactDetails lang={lang} site={site} allPhones directions={false} tinted />
          </div>
        </section>
      </div>
    </SiteChrome>
  );
}
