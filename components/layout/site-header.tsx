import { ChevronDown, Phone, Search } from 'lucide-react';
import { phoneLink } from '@/lib/chat';
import { href, localPath, pathsIn } from '@/lib/routes';
import { ui } from '@/lib/i18n/ui';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { TopBar } from './top-bar';
import { MobileMenu } from './mobile-menu';
import { SiteSearchForm } from './site-search-form';
import { EnglishOnly, englishOnlyLink } from './english-only';
import type { LayoutData } from './types';

const navLink =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 font-semibold text-slate-800 no-underline hover:bg-brand-50 hover:text-brand-800';

/**
 * Site header: the top bar, then one bar (logo, navigation or menu button,
 * emergency call) that stays at the top of the window. On phones that bar is
 * one compact row: logo and short name, the emergency call button, the menu.
 *
 * Sticking is CSS alone, from the first paint and without JavaScript: the
 * whole header is `position: sticky` with a negative top as tall as the top
 * bar (--top-bar-height in globals.css), so the top bar scrolls away and the
 * bar stays, keeping its place in the flow (nothing below it moves). Once
 * stuck, the bar's shadow deepens (a scroll-state container query).
 *
 * Menus are <details> disclosures, so every destination opens and is
 * reachable without JavaScript; islands/site/menus.ts adds hover, Escape and
 * the rest.
 */
export function SiteHeader({ data }: { data: LayoutData }) {
  const { lang, site, megaMenu, expertiseLinks, departmentCount } = data;
  const t = ui(lang);
  const paths = pathsIn(lang);
  const english = lang === 'en';
  return (
    <header className="sticky top-[calc(-1*var(--top-bar-height))] z-30 bg-white [container:site-header/scroll-state]">
      <TopBar data={data} />
      {/* relative: the departments panel opens at the bar's full width, right below it */}
      <div
        data-header-bar=""
        className="relative bg-white shadow-[0_1px_0_rgb(15_42_48/0.08)] motion-safe:transition-shadow motion-safe:duration-200 stuck:shadow-md"
      >
      <div className="container-page flex items-center justify-between gap-3 py-1.5 lg:gap-4 lg:py-2">
        {/* Named by what it shows (WCAG 2.5.3, Label in Name), then where it goes. On phones the short name alone, so the bar stays one row. */}
        <a href={href(paths.home())} className="flex min-w-0 items-center gap-2.5 no-underline md:gap-3 lg:shrink-0">
          <Picture picture={site.logo} sizes="48px" eager decorative className="size-10 shrink-0 rounded-lg lg:size-12 lg:rounded-xl" />
          <span className="min-w-0 leading-tight">
            <span className="block font-bold text-brand-900 md:text-lg">{site.shortName}</span>
            <span className="hidden text-xs whitespace-nowrap text-slate-600 md:block">{t.header.tagline}</span>
            <span className="sr-only">{t.header.homePageSuffix}</span>
          </span>
        </a>

        {/* The bar takes the rest of the row and its menu starts from the left, so on a slow connection, where the page
            arrives and is painted in pieces, each part of the bar goes after those already shown and none of them moves. */}
        <div className={`hidden min-w-0 flex-1 items-center gap-3 ${english ? 'lg:flex' : 'xl:flex'}`}>
          <nav aria-label={t.header.mainNav} className="me-auto">
            <ul className="flex items-center gap-1">
              <li>
                <a className={navLink} href={href(paths.home())}>{t.menu.home}</a>
              </li>
              <li>
                <a className={navLink} href={href(paths.about())}>{t.menu.about}</a>
              </li>
              <li>
                <a className={navLink} href={href(paths.doctors())}>{t.menu.doctors}</a>
              </li>
              <li>
                <details className="group" data-menu="departments">
                  <summary className={`${navLink} list-none gap-1`}>
                    {t.menu.departments} <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                  </summary>
                  <div className="absolute inset-x-0 top-full border-t border-slate-200 bg-white shadow-lg">
                    <div className="container-page grid gap-8 py-6 xl:grid-cols-[3fr_1fr]">
                      <ul className="grid grid-cols-2 gap-1 xl:grid-cols-3">
                        {megaMenu.map((d) => (
                          <li key={d.slug}>
                            <a
                              href={href(paths.department(d.slug))}
                              className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-slate-800 no-underline hover:bg-brand-50"
                            >
                              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                                <Icon name={d.icon} className="size-5" />
                              </span>
                              {d.name}
                            </a>
                          </li>
                        ))}
                      </ul>
                      <div className="rounded-xl bg-sand-50 p-4">
                        <p className="eyebrow">{t.menu.centreOfExpertise}</p>
                        <ul className="mt-2 space-y-1">
                          {expertiseLinks.map((l) => (
                            <li key={l.path}>
                              <a href={href(localPath(lang, l.path))} {...englishOnlyLink(lang, l.path)} className="block py-1.5 text-slate-800 no-underline hover:text-brand-800 hover:underline">
                                {l.label}
                                <EnglishOnly lang={lang} path={l.path} />
                              </a>
                            </li>
                          ))}
                        </ul>
                        <a href={href(paths.departments())} className="mt-3 inline-block font-semibold">
                          {t.menu.allDepartmentsCount(departmentCount)}
                        </a>
                      </div>
                    </div>
                  </div>
                </details>
              </li>
              <li className="relative">
                <details className="group" data-menu="media">
                  <summary className={`${navLink} list-none gap-1`}>
                    {t.menu.media} <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                  </summary>
                  <ul className="card absolute right-0 top-full mt-1 w-44 p-2">
                    <li>
                      <a href={href(paths.gallery())} {...englishOnlyLink(lang, paths.gallery())} className="block rounded-md px-3 py-2 text-slate-800 no-underline hover:bg-brand-50">
                        {t.menu.image}
                        <EnglishOnly lang={lang} path={paths.gallery()} />
                      </a>
                    </li>
                    <li>
                      <a href={href(paths.blog())} {...englishOnlyLink(lang, paths.blog())} className="block rounded-md px-3 py-2 text-slate-800 no-underline hover:bg-brand-50">
                        {t.menu.blog}
                        <EnglishOnly lang={lang} path={paths.blog()} />
                      </a>
                    </li>
                  </ul>
                </details>
              </li>
              <li>
                <a className={navLink} href={href(paths.contact())}>{t.menu.contact}</a>
              </li>
            </ul>
          </nav>
          {/* The search box where the bar has room for it ; below that a button-sized link to the search page. Kannada and Hindi menu words are longer: their bar shows the whole menu from xl, with the search link, and the phone menu below that. */}
          <SiteSearchForm lang={lang} id="header-search" className={`hidden w-64 ${english ? 'xl:flex' : ''}`} />
          <a
            href={href(paths.search())}
            className={`inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 text-brand-800 hover:bg-brand-50 ${english ? 'xl:hidden' : ''}`}
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">{t.header.searchLink}</span>
          </a>
          {/* The top bar's emergency number scrolls away; this call button stays in the sticky bar. */}
          <a href={phoneLink(site.phones.emergency)} className="btn-emergency size-11 shrink-0 px-0">
            <Phone aria-hidden="true" className="size-5" />
            <span className="sr-only">{t.header.emergencyCall(site.phones.emergency)}</span>
          </a>
        </div>

        <div className={`flex shrink-0 items-center gap-2 ${english ? 'lg:hidden' : 'xl:hidden'}`}>
          <a href={phoneLink(site.phones.emergency)} className="btn-emergency min-w-11 px-3 max-md:px-0">
            <Phone aria-hidden="true" className="size-5" />
            <span className="sr-only md:not-sr-only">{t.header.emergency}</span>
            <span className="sr-only">{t.header.emergencyCallRest(site.phones.emergency)}</span>
          </a>
          <MobileMenu data={data} />
        </div>
      </div>
      </div>
    </header>
  );
}
