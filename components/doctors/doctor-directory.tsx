import { DoctorCard } from './doctor-card';
import { DoctorFinder } from './doctor-finder';
import { DoctorStrip } from './doctor-strip';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Picture } from '@/components/ui/picture';
import type { FilterOption } from '@/lib/content/load';
import type { Doctor, PageCopy } from '@/lib/content/schema';
import { ALL_DOCTORS } from '@/lib/doctor-filter';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { href, pathsIn } from '@/lib/routes';

/**
 * One page of the doctors' directory (/ourdoctor/ and its views): the
 * DEPARTMENTS list, each option a link to its own page, then that option's
 * doctors. Every doctor on one page shows as the spec's carousel; a view
 * that needs more than one page (a department's, or every doctor once there
 * are more than DOCTORS_PER_PAGE) shows a grid with a page control, so no
 * page renders more than DOCTORS_PER_PAGE cards however many doctors there are.
 * The page passes everything in (lib/content/queries.ts: directoryPage).
 */
export interface DoctorDirectoryProps {
  lang: Language;
  /** The doctor-filter choice the page lists (key ALL_DOCTORS for every doctor) and its page number. */
  choice: Pick<FilterOption, 'key' | 'label'>;
  page: number;
  copy: Pick<PageCopy, 'heading' | 'intro'>;
  options: Pick<FilterOption, 'key' | 'label' | 'picture'>[];
  whatsapp: string;
  /** The doctors on this page. */
  doctors: Doctor[];
  /** How many pages the label's doctors fill, and how many doctors it has in all. */
  pageCount: number;
  count: number;
}

export function DoctorDirectory({ lang, choice, page, copy, options, whatsapp, doctors: onPage, pageCount, count }: DoctorDirectoryProps) {
  const { key, label } = choice;
  const all = key === ALL_DOCTORS;
  const t = ui(lang);
  const paths = pathsIn(lang);
  const crumbs = [
    { label: t.menu.home, path: paths.home() },
    { label: t.menu.doctors, ...(all && page === 1 ? {} : { path: paths.doctors() }) },
    ...(all ? [] : [{ label, ...(page === 1 ? {} : { path: paths.doctorsIn(key) }) }]),
    ...(page === 1 ? [] : [{ label: t.breadcrumb.page(page) }]),
  ];
  // the first portrait (of the strip or the grid) is on a phone's first screen: fetched first, at once
  const card = (d: Doctor, first = false) => <DoctorCard key={d.id} lang={lang} doctor={d} whatsapp={whatsapp} priority={first} />;
  return (
    <>
      <PageHeader lang={lang} crumbs={crumbs} title={copy.heading} summary={copy.intro} />
      <div className="container-page section">
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
          <DoctorFinder
            lang={lang}
            current={key}
            options={options.map((o) => ({
              key: o.key,
              label: o.label,
              href: href(paths.doctorFilterChoice(o.key)),
              picture: <Picture picture={o.picture} sizes="36px" className="size-9 shrink-0 rounded-full bg-brand-50" decorative />,
            }))}
          />
          <section aria-labelledby="doctors-list" className="min-w-0">
            <h2 id="doctors-list" className="section-title">
              {all ? t.doctors.directory.allDoctors : label}
            </h2>
            <p className="mt-1 text-slate-700" data-doctor-summary="">
              {all ? t.doctors.directory.summaryAll(count) : t.doctors.directory.summaryIn(count, label)}
              {pageCount > 1 && t.doctors.directory.pageOf(page, pageCount)}
            </p>
            <div className="mt-6">
              {all && pageCount === 1 ? (
                <DoctorStrip lang={lang} cards={onPage.map((d, i) => ({ key: d.id, node: card(d, i === 0) }))} />
              ) : (
                <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" data-doctor-results="">
                  {onPage.map((d, i) => (
                    <li key={d.id}>{card(d, i === 0)}</li>
                  ))}
                </ul>
              )}
            </div>
            <Pagination
              lang={lang}
              label={all ? t.doctors.directory.pagesAll : t.doctors.directory.pagesOf(label)}
              current={page}
              total={pageCount}
              pathOf={(n) => paths.doctorsIn(key, n)}
            />
          </section>
        </div>
      </div>
    </>
  );
}
