import { DoctorCard } from './doctor-card';
import { DoctorFinder } from './doctor-finder';
import { DoctorStrip } from './doctor-strip';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Picture } from '@/components/ui/picture';
import { directoryPages, doctorsMatching, getContent, type DirectoryView } from '@/lib/content/queries';
import { ALL_DOCTORS_LABEL, resultSummary } from '@/lib/doctor-filter';
import { href, paths } from '@/lib/routes';

/**
 * One page of the doctors' directory (/ourdoctor/ and its views): the
 * DEPARTMENTS list, each option a link to its own page, then that option's
 * doctors. Every doctor on one page shows as the spec's carousel; a view
 * that needs more than one page (a department's, or every doctor once there
 * are more than DOCTORS_PER_PAGE) shows a grid with a page control, so no
 * page renders more than DOCTORS_PER_PAGE cards however many doctors there are.
 */
export function DoctorDirectory({ label, page }: DirectoryView) {
  const { pages, doctorFilter, site } = getContent();
  const all = label === ALL_DOCTORS_LABEL;
  const doctorPages = directoryPages(label);
  const onPage = doctorPages[page - 1] ?? [];
  const count = doctorsMatching(label).length;
  const crumbs = [
    { label: 'Home', path: paths.home() },
    { label: 'Our Doctors', ...(all && page === 1 ? {} : { path: paths.doctors() }) },
    ...(all ? [] : [{ label, ...(page === 1 ? {} : { path: paths.doctorsIn(label) }) }]),
    ...(page === 1 ? [] : [{ label: `Page ${page}` }]),
  ];
  const card = (d: (typeof onPage)[number]) => <DoctorCard key={d.id} doctor={d} whatsapp={site.whatsapp} />;
  return (
    <>
      <PageHeader crumbs={crumbs} title={pages.ourdoctor.heading} summary={pages.ourdoctor.intro} />
      <div className="container-page section">
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
          <DoctorFinder
            current={label}
            options={doctorFilter.map((o) => ({
              label: o.label,
              path: paths.doctorsIn(o.label),
              href: href(paths.doctorsIn(o.label)),
              picture: <Picture picture={o.picture} sizes="36px" className="size-9 shrink-0 rounded-full bg-brand-50" decorative />,
            }))}
          />
          <section aria-labelledby="doctors-list" className="min-w-0">
            <h2 id="doctors-list" className="section-title">
              {all ? 'All doctors' : label}
            </h2>
            <p className="mt-1 text-slate-700" data-doctor-summary="">
              {resultSummary(count, label)}
              {doctorPages.length > 1 && ` · page ${page} of ${doctorPages.length}`}
            </p>
            <div className="mt-6">
              {all && doctorPages.length === 1 ? (
                <DoctorStrip cards={onPage.map((d) => ({ key: d.id, node: card(d) }))} />
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
              total={doctorPages.length}
              pathOf={(n) => paths.doctorsIn(label, n)}
            />
          </section>
        </div>
      </div>
    </>
  );
}
