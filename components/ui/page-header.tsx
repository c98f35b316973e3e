import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { picture as pictureSchema } from '@/lib/content/schema';
import { Breadcrumb, type Crumb } from './breadcrumb';
import type { Language } from '@/lib/i18n/languages';
import { Picture } from './picture';
import { pictureSizes } from '@/lib/breakpoints';

/** One page-header pattern for every inner page: breadcrumb, title, one-line summary, picture. */
export function PageHeader({
  lang = 'en',
  crumbs,
  title,
  summary,
  picture,
  textLang,
  children,
}: {
  /** The page's language (the breadcrumb's label); English pages leave it out. */
  lang?: Language;
  crumbs: Crumb[];
  title: string;
  summary: string;
  picture?: z.infer<typeof pictureSchema>;
  /** The language tag of the title and summary when it is not the page's (an article shown in English on a Kannada page). */
  textLang?: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-brand-800 text-white">
      <div className={`container-page grid items-center gap-8 py-8 lg:py-12 ${picture ? 'lg:grid-cols-[3fr_2fr]' : ''}`}>
        <div>
          <Breadcrumb lang={lang} items={crumbs} />
          <h1 className="mt-4 text-3xl text-white lg:text-4xl" lang={textLang}>{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50" lang={textLang}>{summary}</p>
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
        {picture && (
          <Picture
            picture={picture}
            priority
            sizes={pictureSizes({ xl: '460px', lg: '38vw' }, '100vw')}
            className="aspect-[3/2] h-auto w-full rounded-[var(--radius-card)] object-cover"
          />
        )}
      </div>
    </div>
  );
}
