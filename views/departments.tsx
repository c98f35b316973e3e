import type { Metadata } from 'next';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { SiteChrome } from '@/components/layout/site-chrome';
import { getContent } from '@/lib/content/queries';
import { LANG_TAGS, type Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { href, paths, pathsIn } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** The departments index, /mainservice/ (and /kn/mainservice/, /hi/mainservice/): every department, in the alphabet of the page's language. */
export function departmentsMetadata(lang: Language): Metadata {
  return pageMetadata(getContent(lang).pages.mainservice, paths.departments(), { lang });
}

export function DepartmentsIndexPage({ lang }: { lang: Language }) {
  const { pages, departments } = getContent(lang);
  const t = ui(lang);
  const sorted = [...departments].sort((a, b) => a.name.localeCompare(b.name, LANG_TAGS[lang].html));
  return (
    <SiteChrome lang={lang} path={paths.departments()} sources={['pages.json:mainservice', 'departments/']}>
      <PageHeader lang={lang} crumbs={[{ label: t.menu.home, path: pathsIn(lang).home() }, { label: t.menu.departments }]} title={pages.mainservice.heading} summary={pages.mainservice.intro} />
      <div className="container-page section">
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {sorted.map((d) => (
            <li key={d.slug}>
              <a href={href(pathsIn(lang).department(d.slug))} className="card flex h-full gap-4 p-5 text-slate-800 no-underline hover:ring-brand-500">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={d.icon} className="size-6" />
                </span>
                <span>
                  <span className="block text-lg font-semibold text-brand-900">{d.name}</span>
                  <span className="mt-1 block text-slate-700">{d.summary}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </SiteChrome>
  );
}
