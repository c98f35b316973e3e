import type { Metadata } from 'next';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { getContent } from '@/lib/content/queries';
import { href, paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  return pageMetadata(getContent().pages.mainservice, paths.departments());
}

export default function DepartmentsIndexPage() {
  const { pages, departments } = getContent();
  const sorted = [...departments].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', path: paths.home() }, { label: 'Departments' }]} title={pages.mainservice.heading} summary={pages.mainservice.intro} />
      <div className="container-page section">
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {sorted.map((d) => (
            <li key={d.slug}>
              <a href={href(paths.department(d.slug))} className="card flex h-full gap-4 p-5 text-slate-800 no-underline hover:ring-brand-500">
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
    </>
  );
}
