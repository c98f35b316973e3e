import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteChrome } from '@/components/layout/site-chrome';
import { DoctorDirectory } from '@/components/doctors/doctor-directory';
import { directoryPage, directoryViews, getContent } from '@/lib/content/queries';
import { ALL_DOCTORS, LEGACY_FILTER_DATA_ID, legacyFilterData } from '@/lib/doctor-filter';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { ROUTE_FOLDERS, firstPageStandIns, href, pathOfParams, paths, pathsIn, routeParams, type RouteParams } from '@/lib/routes';
import { describe, pageMetadata } from '@/lib/seo/metadata';

/**
 * The doctors' directory: /ourdoctor/ (every doctor, first page) and its
 * views, /ourdoctor/page/N/ (every doctor, later pages) and
 * /ourdoctor/department/<choice>/[page/N/] (one filter choice), in each
 * language (/kn/ourdoctor/…). "page" and "department" stand where a doctor id
 * would; the content check keeps doctor ids clear of them. The params are
 * read off the paths that paths.doctorsIn gives each view, so the pages built
 * are the pages linked to. A choice's address comes from its key, which is
 * the same in every language.
 */
/** The English content a page of the directory shows (for the note on words not yet translated). */
const DIRECTORY_SOURCES = ['pages.json:ourdoctor', 'doctor-filter.json', 'doctors.json'];

export function directoryMetadata(lang: Language): Metadata {
  return pageMetadata(getContent(lang).pages.ourdoctor, paths.doctors(), { lang });
}

export function DirectoryPage({ lang }: { lang: Language }) {
  // old links (/ourdoctor/?department=Orthopedics) go on to the choice's own page (the site script reads this data); they carried English labels
  const english = getContent().doctorFilter;
  const targets = Object.fromEntries(english.filter((o) => o.key !== ALL_DOCTORS).map((o) => [o.label, href(pathsIn(lang).doctorsIn(o.key))]));
  return (
    <SiteChrome lang={lang} path={paths.doctors()} sources={DIRECTORY_SOURCES}>
      <script type="application/json" id={LEGACY_FILTER_DATA_ID} dangerouslySetInnerHTML={{ __html: legacyFilterData(targets) }} />
      <DoctorDirectory {...directoryPage({ key: ALL_DOCTORS, page: 1 }, lang)} />
    </SiteChrome>
  );
}

/** Each view's English path; with none (no filter choice, every doctor on one page), the stand-in /ourdoctor/page/1/ (lib/routes firstPageStandIns). */
const builtViews = () => {
  const views = directoryViews().map((v) => ({ ...v, path: paths.doctorsIn(v.key, v.page) }));
  return views.length > 0 ? views : [{ key: ALL_DOCTORS, page: 1, path: firstPageStandIns.doctors() }];
};

export function directoryViewParams() {
  return builtViews().map((v) => routeParams(ROUTE_FOLDERS.directoryView, v.path));
}

export type DirectoryViewParams = Promise<RouteParams<typeof ROUTE_FOLDERS.directoryView>>;

async function viewOf(params: DirectoryViewParams) {
  const path = pathOfParams(ROUTE_FOLDERS.directoryView, await params);
  const found = builtViews().find((v) => v.path === path);
  if (!found) notFound();
  return found;
}

export async function directoryViewMetadata(lang: Language, params: DirectoryViewParams): Promise<Metadata> {
  const view = await viewOf(params);
  const { choice, page, pageCount: total, count } = directoryPage(view, lang);
  const { pages, site } = getContent(lang);
  const t = ui(lang);
  const all = choice.key === ALL_DOCTORS;
  const onPage = total > 1 ? t.seo.directoryPageSuffix(page) : '';
  const title = all ? `${pages.ourdoctor.title}${onPage}` : `${t.seo.directoryTitle(choice.label)}${onPage}`;
  const summary = all ? t.doctors.directory.summaryAll(count) : t.doctors.directory.summaryIn(count, choice.label);
  const description = describe(t.seo.directoryDescription(summary, site.name, page, total));
  // the stand-in repeats /ourdoctor/: not indexed, canonical there
  if (view.path === firstPageStandIns.doctors()) return pageMetadata({ title, description }, view.path, { canonicalPath: paths.doctors(), noindex: true, lang });
  return pageMetadata({ title, description }, view.path, { lang });
}

export async function DirectoryViewPage({ lang, params }: { lang: Language; params: DirectoryViewParams }) {
  const view = await viewOf(params);
  return (
    <SiteChrome lang={lang} path={view.path} sources={DIRECTORY_SOURCES}>
      <DoctorDirectory {...directoryPage(view, lang)} />
    </SiteChrome>
  );
}
