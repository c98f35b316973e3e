import { Phone } from 'lucide-react';
import { phoneLink } from '@/lib/chat';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { href, pathsIn } from '@/lib/routes';

/** The fallback screen for a missing page: what happened, the emergency line, and ways back. */
export function ErrorScreen({ lang, status, message, emergencyPhone }: { lang: Language; status: string; message: string; emergencyPhone?: string }) {
  const t = ui(lang);
  const local = pathsIn(lang);
  const links = [
    { label: t.menu.home, path: local.home() },
    { label: t.menu.departments, path: local.departments() },
    { label: t.menu.doctors, path: local.doctors() },
    { label: t.menu.blog, path: local.blog() },
    { label: t.menu.contact, path: local.contact() },
  ];
  return (
    <div className="container-page section max-w-3xl">
      <p className="eyebrow">{status}</p>
      <h1 className="mt-2 text-3xl lg:text-4xl">{t.errors.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{message}</p>
      <div className="mt-6 rounded-[var(--radius-card)] border-l-4 border-emergency-600 bg-red-50 p-5">
        <p className="font-semibold text-slate-900">{t.errors.isEmergency}</p>
        {emergencyPhone ? (
          <a href={phoneLink(emergencyPhone)} className="btn-emergency mt-3">
            <Phone aria-hidden="true" className="size-5" /> {emergencyPhone}
          </a>
        ) : (
          <p className="mt-2">{t.errors.numberAtTop}</p>
        )}
      </div>
      <h2 className="mt-10 text-xl">{t.errors.findHeading}</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((l) => (
          <li key={l.path}><a href={href(l.path)} className="btn-outline">{l.label}</a></li>
        ))}
      </ul>
    </div>
  );
}
