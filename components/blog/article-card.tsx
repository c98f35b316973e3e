import type { Article } from '@/lib/content/schema';
import { articleIn } from '@/lib/content/queries';
import { href, localPath, paths } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { EnglishOnly, englishOnlyLink } from '@/components/layout/english-only';
import { Picture } from '@/components/ui/picture';
import { formatDate } from '@/lib/format';
import { pictureSizes } from '@/lib/breakpoints';

/**
 * A blog teaser: picture, date, title, excerpt and a MORE INFO link to its own article. On a Kannada or
 * Hindi page (`lang`) it links to the article in that language; an article not translated yet keeps
 * its English title and excerpt, marked so (lang="en-IN"). `eager`: its picture is on a phone's first screen.
 */
export function ArticleCard({ lang, article, headingLevel = 3, eager = false }: { lang: Language; article: Article; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const path = paths.article(article.slug);
  const english = articleIn(article.slug, lang).textLang;
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <Picture
        picture={article.picture}
        sizes={pictureSizes({ xl: '380px', md: '45vw' }, '100vw')}
        className="aspect-video h-auto w-full object-cover"
        decorative
        eager={eager}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-600">
          <time dateTime={article.date}>{formatDate(article.date, lang)}</time>
        </p>
        <Heading className="mt-1 text-xl" lang={english}>
          {article.title}
        </Heading>
        <p className="mt-2 text-slate-700" lang={english}>
          {article.excerpt}
        </p>
        <a href={href(localPath(lang, path))} {...englishOnlyLink(lang, path)} className="mt-auto pt-4 font-semibold uppercase tracking-wide">
          {ui(lang).articles.moreInfo}
          <span className="sr-only">: {article.title}</span>
          <EnglishOnly lang={lang} path={path} />
        </a>
      </div>
    </article>
  );
}
