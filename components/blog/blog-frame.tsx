import type { ReactNode } from 'react';
import { Megaphone, Phone } from 'lucide-react';
import type { Announcement, Article, Site } from '@/lib/content/schema';
import { phoneLink } from '@/lib/chat';
import { formatDate } from '@/lib/format';
import { href, pathsIn } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { articleIn } from '@/lib/content/queries';
import { Picture } from '@/components/ui/picture';
import { Carousel } from '@/components/ui/carousel';
import { mostInView } from '@/lib/carousel';

/** The media strip of featured articles shown above the blog listing and each article; none featured, no strip. */
export function MediaStrip({ lang, featured }: { lang: Language; featured: Article[] }) {
  if (featured.length === 0) return null;
  const t = ui(lang).blog;
  return (
    <section aria-labelledby="media-strip" className="bg-sand-50">
      <div className="container-page py-8">
        <p className="eyebrow">{t.mediaEyebrow}</p>
        <h2 id="media-strip" className="mt-1 text-2xl">{t.mediaHeading}</h2>
        <div className="mt-5">
          {/* Above the text people came to read: it stays still, as a strip that scrolls sideways, until the visitor reaches for it. */}
          <Carousel lang={lang}
            hydrate="interaction"
            kind="mediaStrip"
            label={t.mediaLabel}
            slides={featured.map((a, i) => ({
              key: a.slug,
              node: (
                <a href={href(pathsIn(lang).article(a.slug))} className="card flex h-full items-center gap-4 p-3 text-slate-800 no-underline hover:ring-brand-500">
                  {/* the strip is on the first screen: the pictures in view load with the page, the rest when reached */}
                  <Picture picture={a.picture} sizes="128px" className="aspect-video w-32 shrink-0 rounded-lg object-cover" decorative eager={i < mostInView('mediaStrip')} />
                  <span>
                    <span className="block text-sm text-slate-600">{formatDate(a.date, lang)}</span>
                    <span className="block font-semibold leading-snug text-brand-900" lang={articleIn(a.slug, lang).textLang}>{a.title}</span>
                  </span>
                </a>
              ),
            }))}
          />
        </div>
      </div>
    </section>
  );
}

/** Main column plus the sidebar with the latest announcements and the emergency line. */
export function BlogColumns({ children, lang, announcements, articles, site }: { children: ReactNode; lang: Language; announcements: Announcement[]; articles: Article[]; site: Site }) {
  const t = ui(lang).blog;
  return (
    <div className="container-page section grid gap-10 lg:grid-cols-[1fr_20rem]">
      <div>{children}</div>
      <aside aria-label={t.sidebarLabel} className="space-y-6">
        {announcements.length > 0 && (
        <section aria-labelledby="announcements" className="card p-5">
          <h2 id="announcements" className="flex items-center gap-2 text-xl">
            <Megaphone aria-hidden="true" className="size-5 text-brand-700" /> {t.announcements}
          </h2>
          <ul className="mt-4 space-y-4">
            {announcements.map((a) => {
              const article = a.article ? articles.find((x) => x.slug === a.article) : undefined;
              return (
                <li key={a.title}>
                  <time dateTime={a.date} className="text-sm text-slate-600">{formatDate(a.date, lang)}</time>
                  <p className="font-semibold text-brand-900">
                    {article ? <a href={href(pathsIn(lang).article(article.slug))}>{a.title}</a> : a.title}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
        )}
        <section aria-labelledby="blog-help" className="rounded-[var(--radius-card)] bg-brand-800 p-5 text-white">
          <h2 id="blog-help" className="text-xl text-white">{t.needCare}</h2>
          <p className="mt-2 text-brand-50">{t.emergencyOpen}</p>
          <a href={phoneLink(site.phones.emergency)} className="btn-emergency mt-4">
            <Phone aria-hidden="true" className="size-5" /> {site.phones.emergency}
          </a>
        </section>
      </aside>
    </div>
  );
}
