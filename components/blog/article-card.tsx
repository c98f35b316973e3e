import type { Article } from '@/lib/content/schema';
import { href, paths } from '@/lib/routes';
import { Picture } from '@/components/ui/picture';
import { formatDate } from '@/lib/format';
import { pictureSizes } from '@/lib/breakpoints';

/** A blog teaser: picture, date, title, excerpt and a MORE INFO link to its own article. */
export function ArticleCard({ article, headingLevel = 3 }: { article: Article; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <Picture
        picture={article.picture}
        sizes={pictureSizes({ xl: '380px', md: '45vw' }, '100vw')}
        className="aspect-video h-auto w-full object-cover"
        decorative
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-600">
          <time dateTime={article.date}>{formatDate(article.date)}</time>
        </p>
        <Heading className="mt-1 text-xl">{article.title}</Heading>
        <p className="mt-2 text-slate-700">{article.excerpt}</p>
        <a href={href(paths.article(article.slug))} className="mt-auto pt-4 font-semibold uppercase tracking-wide">
          More info<span className="sr-only">: {article.title}</span>
        </a>
      </div>
    </article>
  );
}
