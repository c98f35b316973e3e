import type { Metadata } from 'next';
import { CalendarCheck, Clock, GraduationCap, Languages, Phone } from 'lucide-react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Picture } from '@/components/ui/picture';
import { appointmentMessage, composeChatLink, phoneLink } from '@/lib/chat';
import { departmentsOf, doctorById, doctorSearchTerms, getContent } from '@/lib/content/queries';
import { href, paths, pathsIn, ROUTE_FOLDERS, routeParams } from '@/lib/routes';
import { LANG_TAGS, type Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { describe, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { physicianNode } from '@/lib/seo/jsonld';

/** A doctor's profile, /ourdoctor/<id>/ (and /kn/ourdoctor/<id>/, /hi/…): in a translation, the name in the page's script with the English spelling beside it. */
export type DoctorParams = Promise<{ id: string }>;

export function doctorParams() {
  return getContent().doctors.map((d) => routeParams(ROUTE_FOLDERS.doctor, paths.doctor(d.id)));
}

export async function doctorMetadata(lang: Language, params: DoctorParams): Promise<Metadata> {
  const d = doctorById((await params).id, lang);
  return pageMetadata(
    {
      title: `${d.name}, ${d.displayDepartment}`,
      description: describe(ui(lang).seo.doctorDescription(d.name, d.title, d.experienceYears, d.qualifications, d.opd.days, d.opd.hours)),
    },
    paths.doctor(d.id),
    { og: { kind: 'doctor', slug: d.id }, type: 'profile', lang },
  );
}

export async function DoctorPage({ lang, params }: { lang: Language; params: DoctorParams }) {
  const { id } = await params;
  const { site } = getContent(lang);
  const d = doctorById(id, lang);
  const english = doctorById(id);
  const departments = departmentsOf(id, lang);
  const searchTerms = doctorSearchTerms(id, lang);
  const t = ui(lang);
  const p = t.doctors.profile;
  const local = pathsIn(lang);
  return (
    <SiteChrome lang={lang} path={paths.doctor(id)} sources={[`doctors.json:doctors/${id}`, ...d.departments.map((slug) => `departments/${slug}.json`)]}>
      <JsonLd nodes={[physicianNode(d, site, departments, lang)]} />
      <div className="bg-brand-800 text-white">
        <div className="container-page grid items-center gap-8 py-8 md:grid-cols-[16rem_1fr] lg:py-12">
          <Picture picture={d.photo} priority sizes="256px" className="aspect-square h-auto w-48 rounded-[var(--radius-card)] bg-brand-50 md:w-64" />
          <div>
            <Breadcrumb lang={lang} items={[{ label: t.menu.home, path: local.home() }, { label: t.menu.doctors, path: local.doctors() }, { label: d.name }]} />
            <h1 className="mt-4 text-3xl text-white lg:text-4xl">{d.name}</h1>
            {d.name !== english.name && (
              <p className="mt-1 text-brand-100">
                <span className="sr-only">{p.nameInEnglish}: </span>
                <span lang={LANG_TAGS.en.html}>{english.name}</span>
              </p>
            )}
            <p className="mt-2 text-lg text-brand-50">{d.title}</p>
            <p className="mt-1 font-semibold text-white">{t.doctors.card.experience(d.experienceYears)}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={composeChatLink(site.whatsapp, appointmentMessage(d.name, d.displayDepartment, t.chat))} target="_blank" rel="noopener noreferrer" className="btn-chat">
                <CalendarCheck aria-hidden="true" className="size-5" /> {t.doctors.card.bookAppointment}
                <span className="sr-only">{p.bookOnWhatsApp}</span>
              </a>
              <a href={phoneLink(site.phones.hospital)} className="btn bg-white text-brand-800 hover:bg-brand-50">
                <Phone aria-hidden="true" className="size-5" /> {t.common.call(site.phones.hospital)}
              </a>
            </div>
          </div>
        </div>
      </div>
      <div className="container-page section grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="profile">
          <h2 id="profile" className="section-title">{p.profile}</h2>
          <div className="prose-body mt-4 text-slate-700">
            {d.profile.map((p) => <p key={p}>{p}</p>)}
          </div>
          <h3 className="mt-8 text-xl">{p.focusAreas}</h3>
          <ul className="mt-3 list-disc space-y-1 pl-6 marker:text-brand-600">
            {d.focusAreas.map((f) => <li key={f}>{f}</li>)}
          </ul>
        </section>
        <aside aria-labelledby="details" className="card h-fit p-6">
          <h2 id="details" className="text-xl">{p.atAGlance}</h2>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="flex items-center gap-2 font-semibold text-brand-900"><GraduationCap aria-hidden="true" className="size-5" /> {p.qualifications}</dt>
              <dd className="mt-1 text-slate-700">{d.qualifications}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">{p.departments}</dt>
              <dd className="mt-1">
                <ul>
                  {departments.map((dep) => (
                    <li key={dep.slug}><a href={href(local.department(dep.slug))}>{dep.name}</a></li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold text-brand-900"><Clock aria-hidden="true" className="size-5" /> {p.opd}</dt>
              <dd className="mt-1 text-slate-700">{d.opd.days}, {d.opd.hours}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold text-brand-900"><Languages aria-hidden="true" className="size-5" /> {p.languages}</dt>
              <dd className="mt-1 text-slate-700">{d.languages.map((name) => (t.doctors.languageNames as Record<string, string>)[name] ?? name).join(', ')}</dd>
            </div>
          </dl>
        </aside>
      </div>
      {/* Read by the site search only (never shown): a doctor is found by department and by what it treats. */}
      <div hidden data-pagefind-weight="2">
        <p>{p.searchDepartments(searchTerms.departments.join(', '))}</p>
        <p>{p.searchConditions(searchTerms.conditions.join(', '))}</p>
      </div>
    </SiteChrome>
  );
}
