import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ChatForm } from '@/components/contact/chat-form';
import { DepartmentHandOffs } from '@/components/departments/department-hand-offs';
import { ServiceGrid } from '@/components/departments/service-grid';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { SiteChrome } from '@/components/layout/site-chrome';
import { JsonLd } from '@/components/seo/json-ld';
import { CallBanner } from '@/components/ui/call-banner';
import { Carousel } from '@/components/ui/carousel';
import { FaqList } from '@/components/ui/faq-list';
import { Figures } from '@/components/ui/figures';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SectionHeading } from '@/components/ui/section-heading';
import { phoneLink } from '@/lib/chat';
import { departmentBySlug, departmentFigures, doctorsOf, filterChoiceOf, getContent, servicePages } from '@/lib/content/queries';
import type { Department, Service } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { SPECIALISTS_SHOWN } from '@/lib/paging';
import { ROUTE_FOLDERS, href, pathOfParams, paths, pathsIn, routeParams, type RouteParams } from '@/lib/routes';
import { describe, pageMetadata } from '@/lib/seo/metadata';
import { departmentNode, faqNode } from '@/lib/seo/jsonld';
import { DepartmentServicePage, departmentServiceMetadata, departmentTrail } from './department-service';

/**
 * A department's page, /mainservice/<slug>/; for a department with more
 * services than one grid page holds (SERVICES_PER_PAGE), the further pages of
 * its service grid, /mainservice/<slug>/services/N/; and each service's own
 * page, /mainservice/<slug>/<service>/ (views/department-service.tsx); the
 * same under /kn/ and /hi/. One optional catch-all route, because a static
 * export needs every dynamic route to have at least one page, and the
 * shipped departments all fit on one grid page.
 */

/** The numbers of a department's pages: 1 (its own page), then its services' later pages (the same in every language). */
const pageNumbers = (d: Department) => servicePages(d).map((_, i) => i + 1);

/** Every department page's params, its services' pages among them (the same for each language). */
export function departmentStaticParams(): RouteParams<typeof ROUTE_FOLDERS.department>[] {
  return getContent().departments.flatMap((d) => [
    ...pageNumbers(d).map((n) => paths.department(d.slug, n)),
    ...d.services.map((s) => paths.departmentService(d.slug, s.slug)),
  ]).map((path) => routeParams(ROUTE_FOLDERS.department, path));
}

/** The params of a department page; Next leaves out the optional catch-all on the department's own page. */
export type DepartmentParams = Partial<RouteParams<typeof ROUTE_FOLDERS.department>> & { slug: string };

/** What the params name, in the language: a page of the department's services (1 for the department's own page), or one service's page. */
type DepartmentView = { d: Department; servicesPage: number; service?: undefined } | { d: Department; service: Service; servicesPage?: undefined };

function pageOf(p: DepartmentParams, lang: Language): DepartmentView {
  const d = departmentBySlug(p.slug, lang);
  const path = pathOfParams(ROUTE_FOLDERS.department, { slug: p.slug, view: p.view });
  const servicesPage = pageNumbers(d).find((n) => paths.department(d.slug, n) === path);
  if (servicesPage) return { d, servicesPage };
  const service = d.services.find((s) => paths.departmentService(d.slug, s.slug) === path);
  if (service) return { d, service };
  notFound();
}

export function departmentMetadata(lang: Language, params: DepartmentParams): Metadata {
  const { d, servicesPage, service } = pageOf(params, lang);
  if (service) return departmentServiceMetadata(lang, d, service);
  const seo = ui(lang).seo;
  const og = { kind: 'department', slug: d.slug } as const;
  if (servicesPage > 1) {
    const pages = servicePages(d);
    return pageMetadata(
      {
        title: seo.departmentServicesTitle(d.name, servicesPage),
        description: describe(seo.departmentServicesDescription(servicesPage, pages.length, d.name, pages[servicesPage - 1]!.map((s) => s.name).join(', '))),
      },
      paths.department(d.slug, servicesPage),
      { og, lang },
    );
  }
  return pageMetadata({ title: seo.departmentTitle(d.name), description: describe(d.summary) }, paths.department(d.slug), { og, lang });
}

export function DepartmentPage({ lang, params }: { lang: Language; params: DepartmentParams }) {
  const { d, servicesPage, service } = pageOf(params, lang);
  if (service) return <DepartmentServicePage lang={lang} d={d} s={service} />;
  return (
    <SiteChrome lang={lang} path={paths.department(d.slug, servicesPage)} sources={[`departments/${d.slug}.json`, 'doctors.json', 'doctor-filter.json']}>
      {servicesPage > 1 ? <DepartmentServicesPage lang={lang} d={d} page={servicesPage} /> : <DepartmentOwnPage lang={lang} d={d} />}
    </SiteChrome>
  );
}

/** /mainservice/<slug>/: the department's own page. */
function DepartmentOwnPage({ lang, d }: { lang: Language; d: Department }) {
  const { site } = getContent(lang);
  const t = ui(lang);
  const to = pathsIn(lang);
  const doctors = doctorsOf(d.slug, lang);
  const choice = filterChoiceOf(d.slug, lang);
  return (
    <>
      <JsonLd nodes={[departmentNode(d, doctors, lang), ...(d.faqs.length > 0 ? [faqNode(d.faqs, lang)] : [])]} />
      <PageHeader
        lang={lang}
        crumbs={[{ label: t.menu.home, path: to.home() }, { label: t.menu.departments, path: to.departments() }, { label: d.name }]}
        title={d.name}
        summary={d.summary}
        picture={d.picture}
      >
        <DepartmentHandOffs lang={lang} site={site} department={d.name} />
      </PageHeader>

      <section aria-labelledby="overview" className="container-page section grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="overview" className="section-title">{t.departments.about(d.name)}</h2>
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
          <SectionHeading id="conditions" eyebrow={d.name} title={t.departments.conditionsTitle} />
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

      {d.services.length > 0 && <ServicesSection lang={lang} d={d} page={1} />}

      <section aria-labelledby="specialty" className="bg-sand-50">
        <div className="container-page section grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="specialty" eyebrow={t.departments.specialtyEyebrow} title={d.specialty.heading} />
            <div className="prose-body mt-4 text-slate-700">
              {d.specialty.paragraphs.map((p) => <p key={p}>{p}</p>)}
            </div>
            <p className="mt-6 text-lg">
              {t.departments.callUs.before(d.name)}{' '}
              <a href={phoneLink(site.phones.hospital)} className="font-semibold">{site.phones.hospital}</a>{' '}
              {t.departments.callUs.after(d.name)}
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
                <h3 className="text-xl">{t.departments.specialists(doctors.length)}</h3>
                <div className="mt-4 max-w-sm">
                  <Carousel
                    lang={lang}
                    kind="specialtyDoctor"
                    label={t.departments.doctorsCarousel(d.name)}
                    slides={doctors.slice(0, SPECIALISTS_SHOWN).map((doc) => ({ key: doc.id, node: <DoctorCard lang={lang} doctor={doc} whatsapp={site.whatsapp} headingLevel={3} /> }))}
                  />
                </div>
              </div>
            )}
            <div className="card p-6">
              <h3 className="text-xl">{t.departments.requestAppointment}</h3>
              <div className="mt-4">
                <ChatForm
                  lang={lang}
                  id="appointment-form"
                  kind="appointment"
                  department={d.name}
                  whatsapp={site.whatsapp}
                  phone={site.phones.hospital}
                  submitLabel={t.departments.requestOnWhatsApp}
                />
              </div>
            </div>
          </div>
        </div>
      </section>

      {choice && (
        <div className="container-page pt-10">
          <a href={href(to.doctorsIn(choice.key))} className="btn-outline">{t.departments.seeAllDoctors(d.name)}</a>
        </div>
      )}

      {d.faqs.length > 0 && (
        <section aria-labelledby="faqs" className="container-page section">
          <SectionHeading id="faqs" eyebrow={t.departments.faqEyebrow} title={t.departments.faqTitle} />
          <div className="mt-6 max-w-3xl">
            <FaqList faqs={d.faqs} />
          </div>
        </section>
      )}

      <CallBanner lang={lang} site={site} heading={t.departments.needHelp(d.name)} text={t.departments.callBannerText} />
    </>
  );
}

/** One page of a department's service grid, with the links between its pages (none while one page holds them all). */
function ServicesSection({ lang, d, page }: { lang: Language; d: Department; page: number }) {
  const pages = servicePages(d);
  const t = ui(lang).departments;
  return (
    <section aria-labelledby="services" className="container-page section">
      <SectionHeading id="services" eyebrow={t.servicesEyebrow} title={d.serviceLine} />
      <div className="mt-8">
        <ServiceGrid lang={lang} services={pages[page - 1]!} departmentSlug={d.slug} departmentName={d.name} />
      </div>
      <Pagination lang={lang} label={t.servicesPages(d.name)} current={page} total={pages.length} pathOf={(n) => pathsIn(lang).department(d.slug, n)} />
    </section>
  );
}

/** /mainservice/<slug>/services/N/: a later page of a department's service grid, with the same cards and panels. */
function DepartmentServicesPage({ lang, d, page }: { lang: Language; d: Department; page: number }) {
  const { site } = getContent(lang);
  const t = ui(lang);
  const total = servicePages(d).length;
  return (
    <>
      <PageHeader
        lang={lang}
        crumbs={[...departmentTrail(lang, d), { label: t.breadcrumb.servicesPage(page) }]}
        title={t.departments.services(d.name)}
        summary={t.departments.servicesPageSummary(page, total, d.services.length)}
      />
      <ServicesSection lang={lang} d={d} page={page} />
      <CallBanner lang={lang} site={site} heading={t.departments.needHelp(d.name)} text={t.departments.callBannerText} />
    </>
  );
}
