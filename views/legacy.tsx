import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { PageHeader } from '@/components/ui/page-header';
import { articleIn, getContent } from '@/lib/content/queries';
import { formatDate } from '@/lib/format';
import { LANG_TAGS, type Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { href, paths, pathsIn } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * The old site's bare routes, kept for people with old links: /subblog/ leads on to every article's own
 * page, /Hospitalservice/ to each service's and department's (and their /kn/ and /hi/ versions). Not
 * indexed; canonical to the blog and the services page.
 */
export function legacyArticleMetadata(lang: Language): Metadata {
  return pageMetadata(getContent(lang).pages.subblog, paths.legacyArticle(), { noindex: true, canonicalPath: paths.blog(), lang });
}

export function LegacyArticlePage({ lang }: { lang: Language }) {
  const { pages, articles } = getContent(lang);
  const t = ui(lang);
  const local = pathsIn(lang);
  const intro = t.blog.legacyIntro;
  return (
    <SiteChrome lang={lang} path={paths.legacyArticle()} sources={['pages.json:subblog', 'articles/']}>
      <PageHeader lang={lang} crumbs={[{ label: t.menu.home, path: local.home() }, { label: t.blog.articlesCrumb }]} title={pages.subblog.heading} summary={pages.subblog.intro} />
      <div className="container-page section">
        <p className="text-lg">
          {intro.before}<a href={href(local.blog())}>{intro.link}</a>{intro.after}
        </p>
        <ul className="mt-6 grid gap-3 md:grid-cols-2">
          {articles.map((a) => (
            <li key={a.slug} className="card p-4">
              <a href={href(local.article(a.slug))} className="font-semibold" lang={articleIn(a.slug, lang).textLang}>{a.title}</a>
              <p className="text-sm text-slate-600">{formatDate(a.date, lang)}</p>
            </li>
          ))}
        </ul>
      </div>
    </SiteChrome>
  );
}

export function legacyServiceMetadata(lang: Language): Metadata {
  return pageMetadata(getContent(lang).pages.hospitalservice, paths.legacyService(), { noindex: true, canonicalPath: paths.services(), lang });
}

export function LegacyServicePage({ lang }: { lang: Language }) {
  const { pages, expertise, departments } = getContent(lang);
  const t = ui(lang);
  const local = pathsIn(lang);
  return (
    <SiteChrome lang={lang} path={paths.legacyService()} sources={['pages.json:hospitalservice', 'expertise.json', 'departments/']}>
      <PageHeader lang={lang} crumbs={[{ label: t.menu.home, path: local.home() }, { label: t.menu.services }]} title={pages.hospitalservice.heading} summary={pages.hospitalservice.intro} />
      <div className="container-page section grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="legacy-expertise">
          <h2 id="legacy-expertise" className="text-2xl">{expertise.heading}</h2>
          <ul className="mt-4 space-y-3">
            {expertise.services.map((s) => (
              <li key={s.slug} className="card p-4">
                <a href={href(local.expertiseService(s.slug))} className="font-semibold">{s.name}</a>
                <p className="text-slate-700">{s.summary}</p>
              </li>
            ))}
          </ul>
          <a href={href(local.services())} className="btn-primary mt-6">{t.expertise.allServices}</a>
        </section>
        <section aria-labelledby="legacy-departments">
          <h2 id="legacy-departments" className="text-2xl">{t.menu.departments}</h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {[...departments].sort((a, b) => a.name.localeCompare(b.name, LANG_TAGS[lang].html)).map((d) => (
              <li key={d.slug}><a href={href(local.department(d.slug))}>{d.name}</a></li>
            ))}
          </ul>
        </section>
      </div>
    </SiteChrome>
  );
}
