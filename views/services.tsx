import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { PageHeader } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { SectionHeading } from '@/components/ui/section-heading';
import { getContent } from '@/lib/content/queries';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { href, paths, pathsIn } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { pictureSizes } from '@/lib/breakpoints';

/** The Centre of Expertise, /services/ (and /kn/services/, /hi/services/): its services, and the departments of the surgical centre. */
export function servicesMetadata(lang: Language): Metadata {
  return pageMetadata(getContent(lang).pages.services, paths.services(), { lang });
}

export function ServicesPage({ lang }: { lang: Language }) {
  const { pages, expertise } = getContent(lang);
  const t = ui(lang);
  const local = pathsIn(lang);
  return (
    <SiteChrome lang={lang} path={paths.services()} sources={['expertise.json', 'pages.json:services']}>
      <PageHeader lang={lang} crumbs={[{ label: t.menu.home, path: local.home() }, { label: t.menu.services }]} title={pages.services.heading} summary={pages.services.intro} />
      <section aria-labelledby="expertise" className="container-page section">
        <SectionHeading id="expertise" title={expertise.heading} intro={expertise.intro} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {expertise.services.map((s, i) => (
            <li key={s.slug} className="card flex flex-col overflow-hidden">
              {/* the first service's picture is on a phone's first screen */}
              <Picture picture={s.picture} priority={i === 0} sizes={pictureSizes({ xl: '370px', md: '45vw' }, '100vw')} className="aspect-[4/3] h-auto w-full object-cover" decorative />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl">{s.name}</h3>
                <p className="mt-2 flex-1 text-slate-700">{s.summary}</p>
                <a href={href(local.expertiseService(s.slug))} className="btn-primary mt-4 self-start">
                  {t.expertise.readMore}<span className="sr-only">{t.expertise.readMoreAbout(s.name)}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-xl">{t.expertise.alsoInCentre}</h3>
        <ul className="mt-3 flex flex-wrap gap-3">
          {expertise.menuLinks.map((l) => (
            <li key={l.label}>
              <a href={href(local.department(l.department))} className="btn-outline">{l.label}</a>
            </li>
          ))}
        </ul>
      </section>
    </SiteChrome>
  );
}
