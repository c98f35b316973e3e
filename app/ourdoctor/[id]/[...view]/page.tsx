import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DoctorDirectory } from '@/components/doctors/doctor-directory';
import { directoryPages, directoryViewOf, directoryViews, doctorsMatching, getContent } from '@/lib/content/queries';
import { ALL_DOCTORS_LABEL, resultSummary } from '@/lib/doctor-filter';
import { paths } from '@/lib/routes';
import { describe, pageMetadata } from '@/lib/seo/metadata';

/**
 * The doctors' directory beyond /ourdoctor/: /ourdoctor/page/N/ (every doctor,
 * later pages) and /ourdoctor/department/<option>/[page/N/] (one filter
 * option). "page" and "department" stand where a doctor id would; the content
 * check keeps doctor ids clear of them.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return directoryViews();
}

type Params = Promise<{ id: string; view: string[] }>;

async function viewOf(params: Params) {
  const { id, view } = await params;
  const found = directoryViewOf(id, view);
  if (!found) notFound();
  return found;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { label, page } = await viewOf(params);
  const { pages, site } = getContent();
  const total = directoryPages(label).length;
  const count = doctorsMatching(label).length;
  const onPage = total > 1 ? ` – page ${page}` : '';
  const title = label === ALL_DOCTORS_LABEL ? `${pages.ourdoctor.title}${onPage}` : `${label} doctors in Jayanagar${onPage}`;
  const description = describe(
    `${resultSummary(count, label)} at ${site.name}, Jayanagar, Bengaluru${total > 1 ? ` (page ${page} of ${total})` : ''}: experience, qualifications, languages and OPD days, and a WhatsApp link to book.`,
  );
  return pageMetadata({ title, description }, paths.doctorsIn(label, page));
}

export default async function DirectoryViewPage({ params }: { params: Params }) {
  const { label, page } = await viewOf(params);
  return <DoctorDirectory label={label} page={page} />;
}
