import type { Metadata } from 'next';
import { ArrowLeft } from 'lucide-react';
import { DepartmentHandOffs } from '@/components/departments/department-hand-offs';
import { SiteChrome } from '@/components/layout/site-chrome';
import { JsonLd } from '@/components/seo/json-ld';
import { BodyBlocks } from '@/components/ui/body-blocks';
import type { Crumb } from '@/components/ui/breadcrumb';
import { CallBanner } from '@/components/ui/call-banner';
import { PageHeader } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { pictureSizes } from '@/lib/breakpoints';
import { getContent } from '@/lib/content/queries';
import type { Department, Service } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { href, paths, pathsIn } from '@/lib/routes';
import { SERVICE_DETAIL_ATTR, SERVICE_DETAIL_PARTS } from '@/lib/service-panel';
import { describe, pageMetadata } from '@/lib/seo/metadata';
import { departmentServiceNode } from '@/lib/seo/jsonld';

/**
 * One service of a department on a page of its own,
 * /mainservice/<slug>/<service>/ (and under /kn/ and /hi/): its summary,
 * picture and full text, then the department's other services. The picture
 * and text sit in one block marked SERVICE_DETAIL_ATTR, which the department
 * page's service panel (islands/service-panel.tsx) fetches and shows.
 */

export function departmentServiceMetadata(lang: Language, d: Department, s: Service): Metadata {
  return pageMetadata({ title: `${s.name} – ${d.name}`, description: describe(ui(lang).seo.departmentServiceDescription(s.summary, d.name)) }, paths.departmentService(d.slug, s.slug), {
    og: { kind: 'department', slug: d.slug },
    lang,
  });
}

/** The content a service's page shows (for the note that some of it is still in English). */
const sourcesOf = (d: Department) => [`departments/${d.slug}.json:name`, ...d.services.map((x) => `departments/${d.slug}.json:services/${x.slug}`)];

/** The breadcrumb down to a department's page, for the pages under it (a service, a later page of its grid). */
export function departmentTrail(lang: Language, d: Department): Crumb[] {
  const t = ui(lang);
  const to = pathsIn(lang);
  return [
    { label: t.menu.home, path: to.home() },
    { label: t.menu.departments, path: to.departments() },
    { label: d.name, path: to.department(d.slug) },
  ];
}

export function DepartmentServicePage({ lang, d, s }: { lang: Language; d: Department; s: Service }) {
  const { site } = getContent(lang);
  const t = ui(lang);
  const to = pathsIn(lang);
  const others = d.services.filter((x) => x.slug !== s.slug);
  return (
    <SiteChrome lang={lang} path={paths.departmentService(d.slug, s.slug)} sources={sourcesOf(d)}>
      <JsonLd nodes={[departmentServiceNode(d, s, lang)]} />
      <PageHeader
        lang={lang}
        crumbs={[...departmentTrail(lang, d), { label: s.name }]}
        title={s.name}
        summary={s.summary}
      >
        <DepartmentHandOffs lang={lang} site={site} department={d.name} />
      </PageHeader>

      <div className="container-page section">
        {/* What the department page's panel shows: the picture, then the text (its headings one level down there). */}
        <div {...{ [SERVICE_DETAIL_ATTR]: '' }} className="grid items-start gap-8 md:grid-cols-[2fr_3fr]">
          <div {...{ [SERVICE_DETAIL_PARTS.picture]: '' }}>
            <Picture
              picture={s.picture}
              priority
              sizes={pictureSizes({ xl: '440px', md: '38vw' }, '100vw')}
              className="aspect-[4/3] h-auto w-full rounded-lg object-cover"
            />
          </div>
          <div {...{ [SERVICE_DETAIL_PARTS.body]: '' }} className="max-w-[70ch] text-slate-800">
            <BodyBlocks blocks={s.body} headingLevel={2} />
          </div>
        </div>
      </div>

      <div className="bg-brand-50">
        <div className="container-page section">
          {others.length > 0 && (
            <section aria-labelledby="other-services" className="mb-8">
              <h2 id="other-services" className="section-title">{t.departmentService.otherServices(d.name)}</h2>
              <ul className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
                {others.map((x) => (
                  <li key={x.slug}>
                    <a href={href(to.departmentService(d.slug, x.slug))} className="font-semibold">{x.name}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <a href={href(to.department(d.slug))} className="btn-outline">
            <ArrowLeft aria-hidden="true" className="size-5" /> {t.departmentService.backTo(d.name)}
          </a>
        </div>
      </div>

      <div className="pt-12 md:pt-16">
        <CallBanner lang={lang} site={site} heading={t.departments.needHelp(d.name)} text={t.departments.callBannerText} />
      </div>
    </SiteChrome>
  );
}
