import { ChevronLeft, ChevronRight, Menu, Phone, X } from 'lucide-react';
import { phoneLink } from '@/lib/chat';
import { href, pathsIn } from '@/lib/routes';
import { ui } from '@/lib/i18n/ui';
import { EnglishOnly, englishOnlyLink } from './english-only';
import { LanguageSwitcher } from './language-switcher';
import { SiteSearchForm } from './site-search-form';
import type { LayoutData } from './types';

const item = 'flex min-h-12 items-center justify-between border-b border-slate-200 py-3 text-lg font-semibold text-slate-800 no-underline';

/** The full-screen phone menu. As HTML it is a disclosure that opens without JavaScript. */
export function MobileMenu({ data }: { data: LayoutData }) {
  const { lang } = data;
  const t = ui(lang);
  const paths = pathsIn(lang);
  return (
    <details className="group" data-menu="mobile">
      <summary className="btn-outline relative z-[60] list-none px-3">
        <Menu aria-hidden="true" className="size-5 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-open:block" />
        <span>{t.menu.menuButton}</span>
      </summary>
      {/* Starts below the header's bar, whose menu button stays above it to close it; the emergency number comes first. */}
      <div className="fixed inset-0 z-50 overflow-y-auto bg-white px-4 pt-24 pb-10">
        <a href={phoneLink(data.site.phones.emergency)} className="btn-emergency mb-4 w-full">
          <Phone aria-hidden="true" className="size-5" />
          <span>
            {t.menu.emergency24x7} <span className="whitespace-nowrap">{data.site.phones.emergency}</span>
          </span>
        </a>
        <LanguageSwitcher lang={lang} path={data.path} tone="light" className="mb-3" />
        <SiteSearchForm lang={lang} id="mobile-search" className="mb-4" />
        <nav aria-label={t.menu.mobileNav}>
          <ul>
            <li><a className={item} href={href(paths.home())}>{t.menu.home}</a></li>
            <li><a className={item} href={href(paths.about())}>{t.menu.about}</a></li>
            <li><a className={item} href={href(paths.doctors())}>{t.menu.doctors}</a></li>
            <li>
              <details className="group/departments">
                <summary className={`${item} list-none`}>
                  {t.menu.departments} <ChevronRight aria-hidden="true" className="size-5 transition-transform group-open/departments:rotate-90" />
                </summary>
                <ul className="py-2 pl-3">
                  <li>
                    <button type="button" data-menu-back hidden className="btn-outline my-2 min-h-10 px-4 text-sm">
                      <ChevronLeft aria-hidden="true" className="size-4" /> {t.menu.back}
                    </button>
                  </li>
                  {data.megaMenu.map((d) => (
                    <li key={d.slug}>
                      <a className="block py-2.5 text-slate-800 no-underline" href={href(paths.department(d.slug))}>{d.name}</a>
                    </li>
                  ))}
                  <li>
                    <a className="block py-2.5 font-semibold" href={href(paths.departments())}>{t.menu.allDepartments}</a>
                  </li>
                </ul>
              </details>
            </li>
            <li><a className={item} href={href(paths.blog())} {...englishOnlyLink(lang, paths.blog())}>{t.menu.blog}<EnglishOnly lang={lang} path={paths.blog()} /></a></li>
            <li><a className={item} href={href(paths.gallery())} {...englishOnlyLink(lang, paths.gallery())}>{t.menu.gallery}<EnglishOnly lang={lang} path={paths.gallery()} /></a></li>
            <li><a className={item} href={href(paths.contact())}>{t.menu.contact}</a></li>
          </ul>
        </nav>
      </div>
    </details>
  );
}
