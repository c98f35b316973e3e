import type { Metadata } from 'next';
import { ChatForm } from '@/components/contact/chat-form';
import { ContactDetails } from '@/components/contact/contact-details';
import { FirstVisitDialog } from '@/components/home/first-visit-dialog';
import { Hero } from '@/components/home/hero';
import {
  BlogTeasers,
  CoreValues,
  DepartmentTiles,
  DoctorsStrip,
  Highlights,
  KeyFigures,
  Slides,
  Testimonials,
  VisionMission,
  Welcome,
} from '@/components/home/sections';
import { CallBanner } from '@/components/ui/call-banner';
import { SectionHeading } from '@/components/ui/section-heading';
import { getContent, siteFigures } from '@/lib/content/queries';
import { pageMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata(): Metadata {
  const { pages } = getContent();
  return pageMetadata(pages.home, paths.home(), { absoluteTitle: true });
}

export default function HomePage() {
  const { home, site, departments, doctors, articles } = getContent();
  return (
    <>
      <Hero home={home} site={site} title={home.hero.heading} />
      <Highlights home={home} />
      <Welcome home={home} />
      <Slides home={home} />
      <div className="h-12 lg:h-16" />
      <DepartmentTiles home={home} departments={departments} />
      <DoctorsStrip home={home} doctors={doctors} whatsapp={site.whatsapp} />
      <KeyFigures figures={siteFigures(home.keyFigures)} />
      <VisionMission home={home} />
      <CoreValues home={home} />
      <Testimonials home={home} />
      <BlogTeasers home={home} articles={articles} />
      <div className="section">
        <CallBanner site={site} heading={home.banner.heading} text={home.banner.text} />
      </div>
      <section aria-labelledby="home-contact" className="container-page pb-4">
        <div className="card grid gap-8 p-6 lg:grid-cols-2 lg:gap-12 lg:p-10">
          <div>
            <SectionHeading id="home-contact" title={home.modal.heading} intro={home.modal.intro} />
            <div className="mt-6">
              <ContactDetails site={site} />
            </div>
          </div>
          {/* on phones the form follows the details: a rule between them */}
          <div className="border-t border-slate-200 pt-8 lg:border-0 lg:pt-0">
            <ChatForm lang="en" id="home-contact-form" kind="home" whatsapp={site.whatsapp} phone={site.phones.hospital} />
          </div>
        </div>
      </section>
      <FirstVisitDialog lang="en" title={home.modal.heading} intro={home.modal.intro}>
        <ChatForm lang="en" id="home-modal-form" kind="home" whatsapp={site.whatsapp} phone={site.phones.hospital} />
      </FirstVisitDialog>
    </>
  );
}
