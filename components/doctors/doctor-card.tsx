import { CalendarCheck } from 'lucide-react';
import { appointmentMessage, composeChatLink } from '@/lib/chat';
import type { Doctor } from '@/lib/content/schema';
import { ui } from '@/lib/i18n/ui';
import { href, paths } from '@/lib/routes';
import { Picture } from '@/components/ui/picture';
import { pictureSizes } from '@/lib/breakpoints';

/** The same doctor card everywhere a doctor appears. */
export function DoctorCard({
  doctor,
  whatsapp,
  headingLevel = 3,
  priority = false,
}: {
  doctor: Doctor;
  whatsapp: string;
  headingLevel?: 2 | 3;
  /** Fetch the portrait first and at once (the largest thing on the first screen). */
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
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
          <a href={href(paths.doctor(doctor.id))} className="text-brand-900 no-underline hover:underline">
            {doctor.name}
          </a>
        </Heading>
        <p className="mt-1 text-slate-700">{doctor.title}</p>
        <p className="mt-2 text-sm font-semibold text-brand-700">{doctor.displayDepartment}</p>
        <p className="text-sm text-slate-600">{doctor.experienceYears}+ Years of Experience</p>
        <div className="mt-auto pt-4">
          <a
            href={composeChatLink(whatsapp, appointmentMessage(doctor.name, doctor.displayDepartment, ui('en').chat))}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-chat w-full"
            data-book-appointment={doctor.id}
          >
            <CalendarCheck aria-hidden="true" className="size-5" />
            Book Appointment<span className="sr-only"> with {doctor.name} on WhatsApp (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </article>
  );
}
