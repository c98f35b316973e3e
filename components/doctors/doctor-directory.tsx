import { DoctorCard } from './doctor-card';
import { DoctorFinder } from './doctor-finder';
import { DoctorStrip } from './doctor-strip';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Picture } from '@/components/ui/picture';
import type { Doctor, DoctorFilterOption, PageCopy } from '@/lib/content/schema';
import { ALL_DOCTORS_LABEL, resultSummary } from '@/lib/doctor-filter';
import { href, paths } from '@/lib/routes';

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
  /** The doctor-filter label the page lists (ALL_DOCTORS_LABEL for every doctor) and its page number. */
  label: string;
  page: number;
  copy: Pick<PageCopy, 'heading' | 'intro'>;
  options: Pick<DoctorFilterOption, 'label' | 'picture'>[];
  whatsapp: string;
  /** The doctors on this page. */
  doctors: Doctor[];
  /** How many pages the label's doctors fill, and how many doctors it has in all. */
  pageCount: number;
  count: number;
}

export function DoctorDirectory({ label, page, copy, options, whatsapp, doctors: onPage, pageCount, count }: DoctorDirectoryProps) {
  const all = label === ALL_DOCTORS_LABEL;
  const crumbs = [
    { label: 'Home', path: paths.home() },
    { label: 'Our Doctors', ...(all && page === 1 ? {} : { path: paths.doctors() }) },
    ...(all ? [] : [{ label, ...(page === 1 ? {} : { path: paths.doctorsIn(label) }) }]),
    ...(page === 1 ? [] : [{ label: `Page ${page}` }]),
  ];
  // the strip's first portrait is on a phone's first screen: fetched first, at once
  const card = (d: Doctor, first = false) => <DoctorCard key={d.id} doctor={d} whatsapp={whatsapp} priority={first} />;
  return (
    <>
      <PageHeader crumbs={crumbs} title={copy.heading} summary={copy.intro} />
      <div className="container-page section">
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
          <DoctorFinder
            current={label}
            options={options.map((o) => ({
              label: o.label,
              href: href(paths.doctorFilterChoice(o.label)),
              picture: <Picture picture={o.picture} sizes="36px" className="size-9 shrink-0 rounded-full bg-brand-50" decorative />,
            }))}
          />
          <section aria-labelledby="doctors-list" className="min-w-0">
            <h2 id="doctors-list" className="section-title">
              {all ? 'All doctors' : label}
            </h2>
            <p className="mt-1 text-slate-700" data-doctor-summary="">
              {resultSummary(count, label)}
              {pageCount > 1 && ` · page ${page} of ${pageCount}`}
            </p>
            <div className="mt-6">
              {all && pageCount === 1 ? (
                <DoctorStrip cards={onPage.map((d, i) => ({ key: d.id, node: card(d, i === 0) }))} />
              ) : (
                <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" data-doctor-results="">
                  {onPage.map((d) => (
                    <li key={d.id}>{card(d)}</li>
                  ))}
                </ul>
              )}
            </div>
            <Pagination
              label={all ? 'Pages of all doctors' : `Pages of ${label} doctors`}
              current={page}
              total={pageCount}
              pathOf={(n) => paths.doctorsIn(label, n)}
            />
          </section>
        </div>
      </div>
    </>
  );
}
