import { CalendarCheck } from 'lucide-react';
import { appointmentMessage, composeChatLink } from '@/lib/chat';
import type { Doctor } from '@/lib/content/schema';
import { href, pathsIn } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { Picture } from '@/components/ui/picture';
import { pictureSizes } from '@/lib/breakpoints';

/** The same doctor card everywhere a doctor appears. */
export function DoctorCard({
  lang,
  doctor,
  whatsapp,
  headingLevel = 3,
  priority = false,
}: {
  lang: Language;
  doctor: Doctor;
  whatsapp: string;
  headingLevel?: 2 | 3;
  /** Fetch the portrait first and at once (the largest thing on the first screen). */
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const t = ui(lang).doctors.card;
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <Picture
        picture={doctor.photo}
        sizes={pictureSizes({ xl: '280px', md: '30vw' }, '80vw')}
        className="aspect-square h-auto w-full bg-brand-50 object-cover"
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl">
          <a href={href(pathsIn(lang).doctor(doctor.id))} className="text-brand-900 no-underline hover:underline">
            {doctor.name}
          </a>
        </Heading>
        <p className="mt-1 text-slate-700">{doctor.title}</p>
        <p className="mt-2 text-sm font-semibold text-brand-700">{doctor.displayDepartment}</p>
        <p className="text-sm text-slate-600">{t.experience(doctor.experienceYears)}</p>
        <div className="mt-auto pt-4">
          <a
            href={composeChatLink(whatsapp, appointmentMessage(doctor.name, doctor.displayDepartment, ui(lang).chat))}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-chat w-full"
            data-book-appointment={doctor.id}
          >
            <CalendarCheck aria-hidden="true" className="size-5" />
            {t.bookAppointment}
            <span className="sr-only">{t.bookWith(doctor.name)}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
