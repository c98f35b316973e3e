import { Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { emailLink, phoneLink } from '@/lib/chat';
import { href, pathsIn } from '@/lib/routes';
import { ui } from '@/lib/i18n/ui';
import { EnglishOnly, englishOnlyLink } from './english-only';
import { SocialLinks } from './social-links';
import type { LayoutData } from './types';

export function SiteFooter({ data }: { data: LayoutData }) {
  const { lang, site, footerDepartments } = data;
  const t = ui(lang);
  const paths = pathsIn(lang);
  const directLinks = [
    { label: t.menu.home, path: paths.home() },
    { label: t.menu.about, path: paths.about() },
    { label: t.menu.doctors, path: paths.doctors() },
    { label: t.menu.blog, path: paths.blog() },
    { label: t.menu.gallery, path: paths.gallery() },
    { label: t.menu.contact, path: paths.contact() },
    { label: t.menu.services, path: paths.services() },
  ];
  const a = site.address;
  // The bottom padding keeps the last links clear of the floating contact buttons.
  return (
    <footer className="mt-16 bg-brand-900 pb-24 text-brand-50">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 xl:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg text-white">{site.name}</h2>
          <p className="mt-3 text-brand-100">{site.blurb}</p>
          <SocialLinks lang={lang} site={site} tone="light" className="mt-4 -ml-2" />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg text-white">{t.footer.directLinks}</h2>
          <ul className="mt-3 space-y-1">
            {directLinks.map((l) => (
              <li key={l.path}>
                <a href={href(l.path)} {...englishOnlyLink(lang, l.path)} className="inline-block py-1 text-brand-50 hover:text-white">
                  {l.label}
                  <EnglishOnly lang={lang} path={l.path} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-departments">
          <h2 id="footer-departments" className="text-lg text-white">{t.menu.departments}</h2>
          <ul className="mt-3 space-y-1">
            {footerDepartments.map((d) => (
              <li key={d.slug}>
                <a href={href(paths.department(d.slug))} className="inline-block py-1 text-brand-50 hover:text-white">{d.name}</a>
              </li>
            ))}
            <li>
              <a href={href(paths.departments())} className="inline-block py-1 font-semibold text-white">{t.menu.allDepartments}</a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg text-white">{t.footer.reachUs}</h2>
          <address className="mt-3 space-y-3 not-italic text-brand-100">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {a.street}, {a.locality}, {a.city} {a.postalCode}, {a.region}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {t.footer.emergency} <a className="font-semibold text-white" href={phoneLink(site.phones.emergency)}>{site.phones.emergency}</a>
                <br />
                {t.footer.hospital} <a className="text-white" href={phoneLink(site.phones.hospital)}>{site.phones.hospital}</a>
              </span>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <a className="text-white" href={emailLink(site.email)}>{site.email}</a>
            </p>
            <p className="flex gap-2">
              <Navigation aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <a className="text-white" href={site.map.directionsUrl} target="_blank" rel="noopener noreferrer">
                {t.common.getDirections}
                <span className="sr-only">{t.common.opensInNewTab}</span>
              </a>
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-wrap justify-between gap-2 py-4 text-sm text-brand-100">
          <p>{t.footer.copyright(new Date().getFullYear(), site.name)}</p>
          <p>{site.credit.url ? <a className="text-white" href={site.credit.url}>{site.credit.name}</a> : site.credit.name}</p>
        </div>
      </div>
    </footer>
  );
}
