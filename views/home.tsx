import type { Metadata } from 'next';
import { ChatForm } from '@/components/contact/chat-form';
import { ContactDetails } from '@/components/contact/contact-details';
import { FirstVisitDialog } from '@/components/home/first-visit-dialog';
import { Hero } from '@/components/home/hero';
import {
  BlogTeasers,
  CoreValues,
  DepartmentTiles,
  HomeDoctorsSection,
  Highlights,
  KeyFigures,
  Slides,
  Testimonials,
  VisionMission,
  Welcome,
} from '@/components/home/sections';
import { CallBanner } from '@/components/ui/call-banner';
import { SectionHeading } from '@/components/ui/section-heading';
import { SiteChrome } from '@/components/layout/site-chrome';
import { getContent, siteFigures } from '@/lib/content/queries';
import type { Language } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';

/** The home page, / (and /kn/, /hi/). */
export function homeMetadata(lang: Language): Metadata {
  const { pages } = getContent(lang);
  return pageMetadata(pages.home, paths.home(), { absoluteTitle: true, lang });
}

export function HomePage({ lang }: { lang: Language }) {
  const { home, site, departments, doctors, articles } = getContent(lang);
  return (
    <SiteChrome lang={lang} path={paths.home()} sources={['home.json', 'pages.json:home', 'departments/', 'doctors.json']}>
      <Hero lang={lang} home={home} site={site} title={home.hero.heading} />
      <Highlights lang={lang} home={home} />
      <Welcome lang={lang} home={home} />
      <Slides lang={lang} home={home} />
      <div className="h-12 lg:h-16" />
      <DepartmentTiles lang={lang} home={home} departments={departments} />
      <HomeDoctorsSection lang={lang} home={home} doctors={doctors} whatsapp={site.whatsapp} />
      <KeyFigures lang={lang} figures={siteFigures(home.keyFigures)} />
      <VisionMission lang={lang} home={home} />
      <CoreValues lang={lang} home={home} />
      <Testimonials lang={lang} home={home} />
      <BlogTeasers lang={lang} home={home} articles={articles} />
      <div className="section">
        <CallBanner lang={lang} site={site} heading={home.banner.heading} text={home.banner.text} />
      </div>
      <section aria-labelledby="home-contact" className="container-page pb-4">
        <div className="card grid gap-8 p-6 lg:grid-cols-2 lg:gap-12 lg:p-10">
          <div>
            <SectionHeading id="home-contact" title={home.modal.heading} intro={home.modal.intro} />
            <div className="mt-6">
              <ContactDetails lang={lang} site={site} />
            </div>
          </div>
          {/* on phones the form follows the details: a rule between them */}
          <div className="border-t border-slate-200 pt-8 lg:border-0 lg:pt-0">
            <ChatForm lang={lang} id="home-contact-form" kind="home" whatsapp={site.whatsapp} phone={site.phones.hospital} />
          </div>
        </div>
      </section>
      <FirstVisitDialog lang={lang} title={home.modal.heading} intro={home.modal.intro}>
        <ChatForm lang={lang} id="home-modal-form" kind="home" whatsapp={site.whatsapp} phone={site.phones.hospital} />
      </FirstVisitDialog>
    </SiteChrome>
  );
}
