import { Phone } from 'lucide-react';
import { phoneLink } from '@/lib/chat';
import { href, paths } from '@/lib/routes';

/** The fallback screen for a missing page or a failure: what happened, the emergency line, and ways back. */
export function ErrorScreen({ status, message, emergencyPhone }: { status: string; message: string; emergencyPhone?: string }) {
  const links = [
    { label: 'Home', path: paths.home() },
    { label: 'Departments', path: paths.departments() },
    { label: 'Our Doctors', path: paths.doctors() },
    { label: 'Blog', path: paths.blog() },
    { label: 'Contact Us', path: paths.contact() },
  ];
  return (
    <div className="container-page section max-w-3xl">
      <p className="eyebrow">{status}</p>
      <h1 className="mt-2 text-3xl lg:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-slate-700">{message}</p>
      <div className="mt-6 rounded-[var(--radius-card)] border-l-4 border-emergency-600 bg-red-50 p-5">
        <p className="font-semibold text-slate-900">Is this an emergency? Call us any time, day or night.</p>
        {emergencyPhone ? (
          <a href={phoneLink(emergencyPhone)} className="btn-emergency mt-3">
            <Phone aria-hidden="true" className="size-5" /> {emergencyPhone}
          </a>
        ) : (
          <p className="mt-2">The 24x7 emergency number is at the top of this page.</p>
        )}
      </div>
      <h2 className="mt-10 text-xl">Find what you were looking for</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((l) => (
          <li key={l.path}><a href={href(l.path)} className="btn-outline">{l.label}</a></li>
        ))}
      </ul>
    </div>
  );
}
