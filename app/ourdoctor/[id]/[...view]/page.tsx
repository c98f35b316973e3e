import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DoctorDirectory } from '@/components/doctors/doctor-directory';
import { directoryPage, directoryViews, getContent } from '@/lib/content/queries';
import { ALL_DOCTORS_LABEL, resultSummary } from '@/lib/doctor-filter';
import { ROUTE_FOLDERS, firstPageStandIns, pathOfParams, paths, routeParams, type RouteParams } from '@/lib/routes';
import { describe, pageMetadata } from '@/lib/seo/metadata';

/**
 * The doctors' directory beyond /ourdoctor/: /ourdoctor/page/N/ (every doctor,
 * later pages) and /ourdoctor/department/<option>/[page/N/] (one filter
 * option). "page" and "department" stand where a doctor id would; the content
 * check keeps doctor ids clear of them. The params are read off the paths that
 * paths.doctorsIn gives each view, so the pages built are the pages linked to.
 */
export const dynamicParams = false;

/** Each view's path; with none (no filter choice, every doctor on one page), the stand-in /ourdoctor/page/1/ (lib/routes firstPageStandIns). */
const builtViews = () => {
  const views = directoryViews().map((v) => ({ ...v, path: paths.doctorsIn(v.label, v.page) }));
  return views.length > 0 ? views : [{ label: ALL_DOCTORS_LABEL, page: 1, path: firstPageStandIns.doctors() }];
};

export function generateStaticParams() {
  return builtViews().map((v) => routeParams(ROUTE_FOLDERS.directoryView, v.path));
}

type Params = Promise<RouteParams<typeof ROUTE_FOLDERS.directoryView>>;

async function viewOf(params: Params) {
  const path = pathOfParams(ROUTE_FOLDERS.directoryView, await params);
  const found = builtViews().find((v) => v.path === path);
  if (!found) notFound();
  return found;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const view = await viewOf(params);
  const { label, page, pageCount: total, count } = directoryPage(view);
  const { pages, site } = getContent();
  const onPage = total > 1 ? ` – page ${page}` : '';
  const title = label === ALL_DOCTORS_LABEL ? `${pages.ourdoctor.title}${onPage}` : `${label} doctors in Jayanagar${onPage}`;
  const description = describe(
    `${resultSummary(count, label)} at ${site.name}, Jayanagar, Bengaluru${total > 1 ? ` (page ${page} of ${total})` : ''}: experience, qualifications, languages and OPD days, and a WhatsApp link to book.`,
  );
  // the stand-in repeats /ourdoctor/: not indexed, canonical there
  if (view.path === firstPageStandIns.doctors()) return pageMetadata({ title, description }, view.path, { canonicalPath: paths.doctors(), noindex: true });
  return pageMetadata({ title, description }, view.path);
}

export default async function DirectoryViewPage({ params }: { params: Params }) {
  const { label, page } = await viewOf(params);
  return <DoctorDirectory {...directoryPage({ label, page })} />;
}
