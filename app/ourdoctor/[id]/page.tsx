import type { Metadata } from 'next';
import { CalendarCheck, Clock, GraduationCap, Languages, Phone } from 'lucide-react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Picture } from '@/components/ui/picture';
import { appointmentMessage, composeChatLink, phoneLink } from '@/lib/chat';
import { ui } from '@/lib/i18n/ui';
import { departmentsOf, doctorById, doctorSearchTerms, getContent } from '@/lib/content/queries';
import { href, paths, ROUTE_FOLDERS, routeParams } from '@/lib/routes';
import { describe, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { physicianNode } from '@/lib/seo/jsonld';

export const dynamicParams = false;

export function generateStaticParams() {
  return getContent().doctors.map((d) => routeParams(ROUTE_FOLDERS.doctor, paths.doctor(d.id)));
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const d = doctorById((await params).id);
  return pageMetadata(
    {
      title: `${d.name}, ${d.displayDepartment}`,
      description: describe(`${d.name}, ${d.title} with ${d.experienceYears}+ years of experience. ${d.qualifications}. OPD ${d.opd.days}, ${d.opd.hours}.`),
    },
    paths.doctor(d.id),
    { og: { kind: 'doctor', slug: d.id }, type: 'profile' },
  );
}

export default async function DoctorPage({ params }: { params: Promise<{ id: string }> }) {
  const { site } = getContent();
  const d = doctorById((await params).id);
  const departments = departmentsOf(d.id);
  const searchTerms = doctorSearchTerms(d.id);
  return (
    <>
      <JsonLd nodes={[physicianNode(d, site, departments)]} />
      <div className="bg-brand-800 text-white">
        <div className="container-page grid items-center gap-8 py-8 md:grid-cols-[16rem_1fr] lg:py-12">
          <Picture picture={d.photo} priority sizes="256px" className="aspect-square h-auto w-48 rounded-[var(--radius-card)] bg-brand-50 md:w-64" />
          <div>
            <Breadcrumb items={[{ label: 'Home', path: paths.home() }, { label: 'Our Doctors', path: paths.doctors() }, { label: d.name }]} />
            <h1 className="mt-4 text-3xl text-white lg:text-4xl">{d.name}</h1>
            <p className="mt-2 text-lg text-brand-50">{d.title}</p>
            <p className="mt-1 font-semibold text-white">{d.experienceYears}+ Years of Experience</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={composeChatLink(site.whatsapp, appointmentMessage(d.name, d.displayDepartment, ui('en').chat))} target="_blank" rel="noopener noreferrer" className="btn-chat">
                <CalendarCheck aria-hidden="true" className="size-5" /> Book Appointment<span className="sr-only"> on WhatsApp (opens in a new tab)</span>
              </a>
              <a href={phoneLink(site.phones.hospital)} className="btn bg-white text-brand-800 hover:bg-brand-50">
                <Phone aria-hidden="true" className="size-5" /> Call {site.phones.hospital}
              </a>
            </div>
          </div>
        </div>
      </div>
      <div className="container-page section grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="profile">
          <h2 id="profile" className="section-title">Profile</h2>
          <div className="prose-body mt-4 text-slate-700">
            {d.profile.map((p) => <p key={p}>{p}</p>)}
          </div>
          <h3 className="mt-8 text-xl">Focus areas</h3>
          <ul className="mt-3 list-disc space-y-1 pl-6 marker:text-brand-600">
            {d.focusAreas.map((f) => <li key={f}>{f}</li>)}
          </ul>
        </section>
        <aside aria-labelledby="details" className="card h-fit p-6">
          <h2 id="details" className="text-xl">At a glance</h2>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="flex items-center gap-2 font-semibold text-brand-900"><GraduationCap aria-hidden="true" className="size-5" /> Qualifications</dt>
              <dd className="mt-1 text-slate-700">{d.qualifications}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">Departments</dt>
              <dd className="mt-1">
                <ul>
                  {departments.map((dep) => (
                    <li key={dep.slug}><a href={href(paths.department(dep.slug))}>{dep.name}</a></li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold text-brand-900"><Clock aria-hidden="true" className="size-5" /> OPD</dt>
              <dd className="mt-1 text-slate-700">{d.opd.days}, {d.opd.hours}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold text-brand-900"><Languages aria-hidden="true" className="size-5" /> Languages</dt>
              <dd className="mt-1 text-slate-700">{d.languages.join(', ')}</dd>
            </div>
          </dl>
        </aside>
      </div>
      {/* Read by the site search only (never shown): a doctor is found by department and by what it treats. */}
      <div hidden data-pagefind-weight="2">
        <p>Departments: {searchTerms.departments.join(', ')}.</p>
        <p>Conditions treated: {searchTerms.conditions.join(', ')}.</p>
      </div>
    </>
  );
}
