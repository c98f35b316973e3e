import type { ReactNode } from 'react';
import { Eye, Quote, Star, Target } from 'lucide-react';
import type { ShownFigure } from '@/lib/content/figures';
import type { Article, Department, Doctor, Home } from '@/lib/content/schema';
import { href, pathsIn } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { EnglishOnly, englishOnlyLink } from '@/components/layout/english-only';
import { ArtDirectedPicture } from '@/components/ui/art-directed-picture';
import { ArticleCard } from '@/components/blog/article-card';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { Figures } from '@/components/ui/figures';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { Carousel } from '@/components/ui/carousel';
import { doctorsAcrossDepartments } from '@/lib/content/queries';
import { SectionHeading } from '@/components/ui/section-heading';
import { pictureSizes } from '@/lib/breakpoints';

export function Highlights({ lang, home }: { lang: Language; home: Home }) {
  const paths = pathsIn(lang);
  return (
    <section aria-labelledby="highlights" className="container-page section pt-4">
      <h2 id="highlights" className="sr-only">{ui(lang).home.highlightsHeading}</h2>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {home.highlights.map((h) => (
          <li key={h.title} className="card flex gap-4 p-5 xl:flex-col xl:gap-3">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={h.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-lg">
                {h.department ? <a href={href(paths.department(h.department))} className="text-brand-900">{h.title}</a> : h.title}
              </h3>
              <p className="mt-1 text-slate-700">{h.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A heading and paragraphs beside a picture (two columns from lg): the home page's welcome, the about page's story. */
export function TextWithPicture({
  id,
  text,
  children,
}: {
  id: string;
  text: { heading: string; paragraphs: readonly string[]; picture: Home['welcome']['picture'] };
  /** Below the paragraphs (a link on). */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="container-page section grid items-center gap-10 lg:grid-cols-2">
      <div>
        <h2 id={id} className="section-title">{text.heading}</h2>
        <div className="prose-body mt-4 text-slate-700">
          {text.paragraphs.map((p) => <p key={p}>{p}</p>)}
        </div>
        {children}
      </div>
      <Picture picture={text.picture} sizes={pictureSizes({ xl: '570px', lg: '46vw' }, 'calc(100vw - 2rem)')} className="aspect-[4/3] h-auto w-full rounded-[var(--radius-card)] object-cover" />
    </section>
  );
}

export function Welcome({ lang, home }: { lang: Language; home: Home }) {
  return (
    <TextWithPicture id="welcome" text={home.welcome}>
      <a href={href(pathsIn(lang).about())} className="btn-outline mt-6">{ui(lang).home.aboutHospital}</a>
    </TextWithPicture>
  );
}

export function Slides({ lang, home }: { lang: Language; home: Home }) {
  const t = ui(lang).home;
  return (
    <section aria-labelledby="slides" className="container-page">
      <h2 id="slides" className="sr-only">{t.slidesHeading}</h2>
      <Carousel lang={lang}
        kind="slides"
        label={t.slidesCarousel}
        slides={home.slides.map((s) => ({
          key: s.large.src,
          node: (
            <figure className="relative overflow-hidden rounded-[var(--radius-card)]">
              <ArtDirectedPicture large={s.large} small={s.small} className="aspect-[4/3] h-auto w-full object-cover md:aspect-[12/5]" />
              <figcaption className="bg-brand-900 px-5 py-3 text-white md:absolute md:bottom-4 md:left-4 md:max-w-md md:rounded-lg md:bg-brand-900/90">
                {s.caption}
              </figcaption>
            </figure>
          ),
        }))}
      />
    </section>
  );
}

export function DepartmentTiles({ lang, home, departments }: { lang: Language; home: Home; departments: Department[] }) {
  const t = ui(lang).home;
  const paths = pathsIn(lang);
  const tiles = home.departmentsSection.departments.map((slug) => departments.find((d) => d.slug === slug)!);
  return (
    <section id="helloservice" aria-labelledby="departments-title" className="bg-brand-50">
      <div className="container-page section">
        <SectionHeading id="departments-title" eyebrow={t.departmentsEyebrow} title={home.departmentsSection.heading} intro={home.departmentsSection.intro} />
        <ul className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
          {tiles.map((d) => (
            <li key={d.slug} className="card flex overflow-hidden md:flex-col">
              <Picture
                picture={d.picture}
                sizes={pictureSizes({ xl: '280px', md: '45vw' }, '112px')}
                className="aspect-square w-28 shrink-0 object-cover md:aspect-[3/2] md:h-auto md:w-full"
                decorative
              />
              <div className="flex flex-1 flex-col p-4 md:p-5">
                <h3 className="text-xl">{d.name}</h3>
                <p className="mt-2 flex-1 text-slate-700">{d.summary}</p>
                <a href={href(paths.department(d.slug))} className="mt-4 font-semibold">
                  {t.visitDepartment(d.name)}
                </a>
              </div>
            </li>
          ))}
        </ul>
        <a href={href(paths.departments())} className="btn-primary mt-8">{t.seeAllDepartments(departments.length)}</a>
      </div>
    </section>
  );
}

/**
 * The home carousel shows at most this many doctors, taking turns between
 * departments (doctorsAcrossDepartments): a short strip that shows the team's
 * breadth, light enough for a phone's first visit; the button leads to the full list.
 */
export const HOME_DOCTORS_LIMIT = 12;

export function HomeDoctorsSection({ lang, home, doctors, whatsapp }: { lang: Language; home: Home; doctors: Doctor[]; whatsapp: string }) {
  const t = ui(lang).home;
  return (
    <section aria-labelledby="doctors-title" className="container-page section">
      <SectionHeading id="doctors-title" eyebrow={t.doctorsEyebrow} title={home.doctorsSection.heading} intro={home.doctorsSection.intro} />
      <div className="mt-8">
        <Carousel lang={lang}
          kind="doctors"
          label={t.doctorsCarousel}
          slides={doctorsAcrossDepartments(doctors, HOME_DOCTORS_LIMIT).map((d) => ({ key: d.id, node: <DoctorCard lang={lang} doctor={d} whatsapp={whatsapp} /> }))}
        />
      </div>
      <a href={href(pathsIn(lang).doctors())} className="btn-outline mt-6">{t.findDoctor}</a>
    </section>
  );
}

export function KeyFigures({ lang, figures }: { lang: Language; figures: ShownFigure[] }) {
  return (
    <section aria-labelledby="figures-title" className="container-page section pt-0">
      <h2 id="figures-title" className="sr-only">{ui(lang).figures.heading}</h2>
      <Figures items={figures} />
    </section>
  );
}

export function VisionMission({ lang, home }: { lang: Language; home: Home }) {
  const t = ui(lang).home;
  return (
    <section aria-labelledby="vision-title" className="container-page section grid gap-5 pt-0 md:grid-cols-2">
      <h2 id="vision-title" className="sr-only">{t.visionMissionHeading}</h2>
      {[
        { title: t.vision, text: home.vision, icon: Eye },
        { title: t.mission, text: home.mission, icon: Target },
      ].map(({ title, text, icon: ItemIcon }) => (
        <div key={title} className="rounded-[var(--radius-card)] bg-sand-50 p-6 ring-1 ring-sand-100">
          <ItemIcon aria-hidden="true" className="size-8 text-brand-700" />
          <h3 className="mt-3 text-xl">{title}</h3>
          <p className="mt-2 text-slate-700">{text}</p>
        </div>
      ))}
    </section>
  );
}

export function CoreValues({ lang, home }: { lang: Language; home: Home }) {
  const t = ui(lang).home;
  return (
    <section aria-labelledby="values-title" className="bg-brand-50">
      <div className="container-page section">
        <SectionHeading id="values-title" eyebrow={t.valuesEyebrow} title={t.valuesTitle} />
        <ul className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {home.coreValues.map((v) => (
            <li key={v.title} className="card p-5">
              <Icon name={v.icon} className="size-7 text-brand-700" />
              <h3 className="mt-3 text-lg">{v.title}</h3>
              <p className="mt-1 text-slate-700">{v.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Testimonials({ lang, home }: { lang: Language; home: Home }) {
  const t = ui(lang).home;
  return (
    <section aria-labelledby="testimonials-title" className="container-page section">
      <SectionHeading id="testimonials-title" eyebrow={t.testimonialsEyebrow} title={t.testimonialsTitle} />
      <div className="mt-8">
        <Carousel lang={lang}
          kind="testimonials"
          label={t.testimonialsCarousel}
          slides={home.testimonials.map((quote) => ({
            key: quote.name,
            node: (
              <figure className="card flex h-full flex-col p-6">
                <Quote aria-hidden="true" className="size-8 text-brand-200" />
                <blockquote className="mt-2 flex-1 text-slate-800">
                  <p>{quote.text}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <Picture picture={quote.picture} sizes="48px" className="size-12 rounded-full" decorative />
                  <span>
                    <span className="block font-semibold text-brand-900">{quote.name}</span>
                    {quote.context && <span className="block text-sm text-slate-600">{quote.context}</span>}
                    <span className="mt-0.5 flex gap-0.5 text-amber-600" role="img" aria-label={t.rated(quote.rating)}>
                      {Array.from({ length: quote.rating }, (_, i) => (
                        <Star key={i} aria-hidden="true" className="size-4 fill-current" />
                      ))}
                    </span>
                  </span>
                </figcaption>
              </figure>
            ),
          }))}
        />
      </div>
    </section>
  );
}

export function BlogTeasers({ lang, home, articles }: { lang: Language; home: Home; articles: Article[] }) {
  const t = ui(lang).home;
  const blog = pathsIn(lang).blog();
  const teasers = home.blogTeasers.articles.map((slug) => articles.find((a) => a.slug === slug)!);
  return (
    <section aria-labelledby="blog-title" className="bg-sand-50">
      <div className="container-page section">
        <SectionHeading id="blog-title" eyebrow={t.blogEyebrow} title={home.blogTeasers.heading} intro={home.blogTeasers.intro} />
        <div className="mt-8">
          <Carousel lang={lang}
            kind="blogCards"
            label={t.blogCarousel}
            slides={teasers.map((a) => ({ key: a.slug, node: <ArticleCard lang={lang} article={a} /> }))}
          />
        </div>
        <a href={href(blog)} {...englishOnlyLink(lang, blog)} className="btn-outline mt-6">
          {t.allArticles}
          <EnglishOnly lang={lang} path={blog} />
        </a>
      </div>
    </section>
  );
}
