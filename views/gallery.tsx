import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { PageHeader } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { SectionHeading } from '@/components/ui/section-heading';
import { getContent } from '@/lib/content/queries';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { paths, pathsIn } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { pictureSizes } from '@/lib/breakpoints';

/** The picture gallery, /gallery/ (and /kn/gallery/, /hi/gallery/). */
export function galleryMetadata(lang: Language): Metadata {
  return pageMetadata(getContent(lang).pages.gallery, paths.gallery(), { lang });
}

export function GalleryPage({ lang }: { lang: Language }) {
  const { pages, gallery } = getContent(lang);
  const t = ui(lang);
  return (
    <SiteChrome lang={lang} path={paths.gallery()} sources={['gallery.json', 'pages.json:gallery']}>
      <PageHeader lang={lang} crumbs={[{ label: t.menu.home, path: pathsIn(lang).home() }, { label: t.menu.gallery }]} title={pages.gallery.heading} summary={pages.gallery.intro} />
      <section aria-labelledby="gallery-title" className="container-page section">
        <SectionHeading id="gallery-title" title={gallery.heading} intro={gallery.intro} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {gallery.images.map((g, i) => (
            <li key={g.picture.src}>
              <figure className="card overflow-hidden">
                <Picture picture={g.picture} priority={i === 0} sizes={pictureSizes({ xl: '370px', md: '45vw' }, '100vw')} className="aspect-[4/3] h-auto w-full object-cover" />
                <figcaption className="p-4 text-slate-700">{g.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </SiteChrome>
  );
}
