import type { Metadata } from 'next';
import { MessageCircle } from 'lucide-react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { BodyBlocks } from '@/components/ui/body-blocks';
import { CallBanner } from '@/components/ui/call-banner';
import { PageHeader } from '@/components/ui/page-header';
import { composeChatLink, composeMessage } from '@/lib/chat';
import { departmentBySlug, getContent } from '@/lib/content/queries';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { href, paths, pathsIn, ROUTE_FOLDERS, routeParams } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** A service of the Centre of Expertise, /services/<slug>/ (and /kn/services/<slug>/, /hi/…). */
export type ExpertiseServiceParams = Promise<{ slug: string }>;

function serviceBySlug(slug: string, lang: Language) {
  const service = getContent(lang).expertise.services.find((s) => s.slug === slug);
  if (!service) throw new Error(`No service "${slug}"`);
  return service;
}

export function expertiseServiceParams() {
  return getContent().expertise.services.map((s) => routeParams(ROUTE_FOLDERS.expertiseService, paths.expertiseService(s.slug)));
}

export async function expertiseServiceMetadata(lang: Language, params: ExpertiseServiceParams): Promise<Metadata> {
  const s = serviceBySlug((await params).slug, lang);
  return pageMetadata({ title: s.name, description: s.description }, paths.expertiseService(s.slug), { lang });
}

export async function ExpertiseServicePage({ lang, params }: { lang: Language; params: ExpertiseServiceParams }) {
  const { site } = getContent(lang);
  const s = serviceBySlug((await params).slug, lang);
  const t = ui(lang);
  const local = pathsIn(lang);
  return (
    <SiteChrome lang={lang} path={paths.expertiseService(s.slug)} sources={[`expertise.json:services/${s.slug}`, ...s.departments.map((slug) => `departments/${slug}.json`)]}>
      <PageHeader
        lang={lang}
        crumbs={[{ label: t.menu.home, path: local.home() }, { label: t.menu.services, path: local.services() }, { label: s.name }]}
        title={s.name}
        summary={s.summary}
        picture={s.picture}
      >
        <a href={composeChatLink(site.whatsapp, composeMessage(t.expertise.askMessage(s.name), []))} target="_blank" rel="noopener noreferrer" className="btn-chat">
          <MessageCircle aria-hidden="true" className="size-5" /> {t.expertise.askOnWhatsApp}<span className="sr-only">{t.common.opensInNewTab}</span>
        </a>
      </PageHeader>
      <div className="container-page section grid gap-10 lg:grid-cols-[2fr_1fr]">
        <article className="max-w-[70ch] text-lg text-slate-800">
          <BodyBlocks blocks={s.body} headingLevel={2} />
        </article>
        <aside aria-labelledby="related" className="card h-fit p-6">
          <h2 id="related" className="text-xl">{t.expertise.relatedDepartments}</h2>
          <ul className="mt-3 space-y-2">
            {s.departments.map((slug) => (
              <li key={slug}><a href={href(local.department(slug))}>{departmentBySlug(slug, lang).name}</a></li>
            ))}
          </ul>
        </aside>
      </div>
      <CallBanner lang={lang} site={site} heading={t.expertise.bannerHeading} text={t.expertise.bannerText} />
    </SiteChrome>
  );
}
