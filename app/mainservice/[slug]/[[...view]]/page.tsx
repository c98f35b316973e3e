import type { Metadata } from 'next';
import { MessageCircle, Phone } from 'lucide-react';
import { ChatForm } from '@/components/contact/chat-form';
import { ServiceGrid } from '@/components/departments/service-grid';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { CallBanner } from '@/components/ui/call-banner';
import { FaqList } from '@/components/ui/faq-list';
import { Figures } from '@/components/ui/figures';
import { PageHeader } from '@/components/ui/page-header';
import { Carousel } from '@/components/ui/carousel';
import { SectionHeading } from '@/components/ui/section-heading';
import { composeChatLink, composeMessage, phoneLink } from '@/lib/chat';
import { ui } from '@/lib/i18n/ui';
import { notFound } from 'next/navigation';
import { departmentBySlug, departmentFigures, doctorsOf, filterChoiceOf, getContent, servicePages } from '@/lib/content/queries';
import type { Department } from '@/lib/content/schema';
import { SPECIALISTS_SHOWN } from '@/lib/paging';
import { Pagination } from '@/components/ui/pagination';
import { ROUTE_FOLDERS, href, pathOfParams, paths, routeParams, type RouteParams } from '@/lib/routes';
import { describe, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { departmentNode, faqNode } from '@/lib/seo/jsonld';

/**
 * A department's page, /mainservice/<slug>/, and, for a department with more
 * services than one grid page holds (SERVICES_PER_PAGE), the further pages of
 * its service grid, /mainservice/<slug>/services/N/. One optional catch-all
 * route, because a static export needs every dynamic route to have at least
 * one page, and the shipped departments all fit on one.
 */
export const dynamicParams = false;

/** The numbers of a department's pages: 1 (its own page), then its services' later pages. */
const pageNumbers = (d: Department) => servicePages(d).map((_, i) => i + 1);

export function generateStaticParams() {
  return getContent().departments.flatMap((d) => pageNumbers(d).map((n) => routeParams(ROUTE_FOLDERS.department, paths.department(d.slug, n))));
}

// Next leaves out the optional catch-all on the department's own page.
type Params = Promise<Partial<RouteParams<typeof ROUTE_FOLDERS.department>> & { slug: string }>;

/** The department and the page of its services that the params name (1 for the department's own page). */
async function pageOf(params: Params): Promise<{ d: Department; servicesPage: number }> {
  const p = await params;
  const d = departmentBySlug(p.slug);
  const path = pathOfParams(ROUTE_FOLDERS.department, p);
  const servicesPage = pageNumbers(d).find((n) => paths.department(d.slug, n) === path);
  if (!servicesPage) notFound();
  return { d, servicesPage };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { d, servicesPage } = await pageOf(params);
  if (servicesPage > 1) {
    const pages = servicePages(d);
    return pageMetadata(
      {
        title: `${d.name} services – page ${servicesPage}`,
        description: describe(`Page ${servicesPage} of ${pages.length} of the services of ${d.name} at our Jayanagar hospital: ${pages[servicesPage - 1]!.map((s) => s.name).join(', ')}`),
      },
      paths.department(d.slug, servicesPage),
      { og: { kind: 'department', slug: d.slug } },
    );
  }
  return pageMetadata({ title: `${d.name} in Jayanagar, Bangalore`, description: describe(d.summary) }, paths.department(d.slug), {
    og: { kind: 'department', slug: d.slug },
  });
}

export default async function DepartmentPage({ params }: { params: Params }) {
  const { site } = getContent();
  const { d, servicesPage } = await pageOf(params);
  if (servicesPage > 1) return <DepartmentServicesPage d={d} page={servicesPage} />;
  const doctors = doctorsOf(d.slug);
  const choice = filterChoiceOf(d.slug);
  const enquiry = composeMessage(ui('en').chat.departmentQuestion(d.name), []);
  return (
    <>
      <JsonLd nodes={[departmentNode(d, doctors), ...(d.faqs.length > 0 ? [faqNode(d.faqs)] : [])]} />
      <PageHeader
        crumbs={[{ label: 'Home', path: paths.home() }, { label: 'Departments', path: paths.departments() }, { label: d.name }]}
        title={d.name}
        summary={d.summary}
        picture={d.picture}
      >
        <a href={composeChatLink(site.whatsapp, enquiry)} target="_blank" rel="noopener noreferrer" className="btn-chat">
          <MessageCircle aria-hidden="true" className="size-5" /> Ask on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={phoneLink(site.phones.hospital)} className="btn bg-white text-brand-800 hover:bg-brand-50">
          <Phone aria-hidden="true" className="size-5" /> Call {site.phones.hospital}
        </a>
      </PageHeader>

      <section aria-labelledby="overview" className="container-page section grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="overview" className="section-title">About {d.name}</h2>
          <div className="prose-body mt-4 text-slate-700">
            {d.description.map((p) => <p key={p}>{p}</p>)}
          </div>
          {d.infoLine && <p className="mt-6 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-4 font-semibold text-brand-900">{d.infoLine}</p>}
        </div>
        <div className="space-y-4">
          <Figures items={departmentFigures(d)} tone="tint" layout="stack" />
        </div>
      </section>

      <section aria-labelledby="conditions" className="bg-brand-50">
        <div className="container-page section">
          <SectionHeading id="conditions" eyebrow={d.name} title="Conditions we treat" />
          <ul className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {d.conditions.map((c) => (
              <li key={c.name} className="card p-5">
                <h3 className="text-lg">{c.name}</h3>
                <p className="mt-1 text-slate-700">{c.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {d.services.length > 0 && <ServicesSection d={d} page={1} />}

      <section aria-labelledby="specialty" className="bg-sand-50">
        <div className="container-page section grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="specialty" eyebrow="Specialty information" title={d.specialty.heading} />
            <div className="prose-body mt-4 text-slate-700">
              {d.specialty.paragraphs.map((p) => <p key={p}>{p}</p>)}
            </div>
            <p className="mt-6 text-lg">
              Call us on{' '}
              <a href={phoneLink(site.phones.hospital)} className="font-semibold">{site.phones.hospital}</a>{' '}
              to speak to the {d.name} team.
            </p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {departmentFigures(d, d.specialty.infoCards).map((c) => (
                <li key={c.label} className="card p-4">
                  <span className="block text-xl font-bold text-brand-900">{c.value}</span>
                  <span className="text-slate-700">{c.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-8">
            {doctors.length > 0 && (
              <div>
                <h3 className="text-xl">{doctors.length === 1 ? 'Your specialist' : 'Your specialists'}</h3>
                <div className="mt-4 max-w-sm">
                  <Carousel lang="en"
                    kind="specialtyDoctor"
                    label={`${d.name} doctors`}
                    slides={doctors.slice(0, SPECIALISTS_SHOWN).map((doc) => ({ key: doc.id, node: <DoctorCard doctor={doc} whatsapp={site.whatsapp} headingLevel={3} /> }))}
                  />
                </div>
              </div>
            )}
            <div className="card p-6">
              <h3 className="text-xl">Request an appointment</h3>
              <div className="mt-4">
                <ChatForm lang="en" id="appointment-form" kind="appointment" department={d.name} whatsapp={site.whatsapp} phone={site.phones.hospital} submitLabel="Request on WhatsApp" />
              </div>
            </div>
          </div>
        </div>
      </section>

      {choice && (
        <div className="container-page pt-10">
          <a href={href(paths.doctorsIn(choice.label))} className="btn-outline">See all {d.name} doctors</a>
        </div>
      )}

      {d.faqs.length > 0 && (
        <section aria-labelledby="faqs" className="container-page section">
          <SectionHeading id="faqs" eyebrow="Questions" title="Frequently asked questions" />
          <div className="mt-6 max-w-3xl">
            <FaqList faqs={d.faqs} />
          </div>
        </section>
      )}

      <CallBanner site={site} heading={`Need help from ${d.name}?`} text="Call or message us; for an emergency, call our 24x7 emergency line." />
    </>
  );
}

/** One page of a department's service grid, with the links between its pages (none while one page holds them all). */
function ServicesSection({ d, page }: { d: Department; page: number }) {
  const pages = servicePages(d);
  return (
    <section aria-labelledby="services" className="container-page section">
      <SectionHeading id="services" eyebrow="Services" title={d.serviceLine} />
      <div className="mt-8">
        <ServiceGrid lang="en" services={pages[page - 1]!} departmentName={d.name} />
      </div>
      <Pagination label={`Pages of ${d.name} services`} current={page} total={pages.length} pathOf={(n) => paths.department(d.slug, n)} />
    </section>
  );
}

/** /mainservice/<slug>/services/N/: a later page of a department's service grid, with the same cards and panels. */
function DepartmentServicesPage({ d, page }: { d: Department; page: number }) {
  const { site } = getContent();
  const total = servicePages(d).length;
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', path: paths.home() },
          { label: 'Departments', path: paths.departments() },
          { label: d.name, path: paths.department(d.slug) },
          { label: `Services, page ${page}` },
        ]}
        title={`${d.name} services`}
        summary={`Page ${page} of ${total}: ${d.services.length} services in all. Open a service to read about it.`}
      />
      <ServicesSection d={d} page={page} />
      <CallBanner site={site} heading={`Need help from ${d.name}?`} text="Call or message us; for an emergency, call our 24x7 emergency line." />
    </>
  );
}
