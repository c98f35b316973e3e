import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { BlogColumns, MediaStrip } from '@/components/blog/blog-frame';
import { BodyBlocks } from '@/components/ui/body-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { articleFile, articleIn, featuredArticles, getContent } from '@/lib/content/queries';
import { bodyText } from '@/lib/content/text';
import { formatDate, wordCount } from '@/lib/format';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { paths, pathsIn, ROUTE_FOLDERS, routeParams } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { articleNode } from '@/lib/seo/jsonld';

/** A health article, /blog/<slug>/ (and /kn/blog/<slug>/, /hi/…): an article not translated yet shows its English, marked so. */
export type ArticleParams = Promise<{ slug: string }>;

export function articleParams() {
  return getContent().articles.map((a) => routeParams(ROUTE_FOLDERS.article, paths.article(a.slug)));
}

export async function articleMetadata(lang: Language, params: ArticleParams): Promise<Metadata> {
  const { article: a } = articleIn((await params).slug, lang);
  return pageMetadata({ title: a.title, description: a.description }, paths.article(a.slug), {
    og: { kind: 'article', slug: a.slug },
    type: 'article',
    publishedTime: a.date,
    modifiedTime: a.updated,
    lang,
  });
}

export async function ArticlePage({ lang, params }: { lang: Language; params: ArticleParams }) {
  const { slug } = await params;
  const { announcements, articles, site } = getContent(lang);
  const { article: a, inEnglish, textLang } = articleIn(slug, lang);
  const t = ui(lang);
  const by = t.blog.byline;
  const local = pathsIn(lang);
  const words = wordCount(bodyText(a.body));
  return (
    <SiteChrome lang={lang} path={paths.article(a.slug)} sources={[articleFile(a.slug)]}>
      <JsonLd nodes={[articleNode(a, site, inEnglish ? 'en' : lang, lang)]} />
      <PageHeader
        lang={lang}
        crumbs={[{ label: t.menu.home, path: local.home() }, { label: t.menu.blog, path: local.blog() }, { label: a.title }]}
        title={a.title}
        summary={a.excerpt}
        picture={a.picture}
        textLang={textLang}
      />
      <BlogColumns lang={lang} announcements={announcements} articles={articles} site={site}>
        <article aria-labelledby="article-body-title" lang={textLang}>
          <h2 id="article-body-title" className="sr-only">{a.title}</h2>
          <p className="text-slate-600">
            {by.before}<time dateTime={a.date}>{formatDate(a.date, lang)}</time>{by.between}{a.author}{by.after(Math.max(1, Math.round(words / 200)))}
            {a.updated && (
              <>
                {by.updated}<time dateTime={a.updated}>{formatDate(a.updated, lang)}</time>
              </>
            )}
          </p>
          <div className="mt-6 max-w-[65ch] text-lg leading-relaxed text-slate-800">
            <BodyBlocks blocks={a.body} headingLevel={3} />
          </div>
        </article>
      </BlogColumns>
      <MediaStrip lang={lang} featured={featuredArticles(lang)} />
    </SiteChrome>
  );
}
