import { SiteChrome } from '@/components/layout/site-chrome';
import type { Metadata } from 'next';
import { BlogColumns, MediaStrip } from '@/components/blog/blog-frame';
import { BodyBlocks } from '@/components/ui/body-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { articleBySlug, featuredArticles, getContent } from '@/lib/content/queries';
import { bodyText } from '@/lib/content/text';
import { formatDate, wordCount } from '@/lib/format';
import { paths, ROUTE_FOLDERS, routeParams } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { articleNode } from '@/lib/seo/jsonld';

export const dynamicParams = false;

export function generateStaticParams() {
  return getContent().articles.map((a) => routeParams(ROUTE_FOLDERS.article, paths.article(a.slug)));
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const a = articleBySlug((await params).slug);
  return pageMetadata({ title: a.title, description: a.description }, paths.article(a.slug), {
    og: { kind: 'article', slug: a.slug },
    type: 'article',
    publishedTime: a.date,
    modifiedTime: a.updated,
  });
}

export default async function ArticlePage({ params }: { params: Promise<{ slug: string }> }) {
  const { announcements, articles, site } = getContent();
  const a = articleBySlug((await params).slug);
  const words = wordCount(bodyText(a.body));
  return (
    <SiteChrome lang="en" path={paths.article(a.slug)}>
      <JsonLd nodes={[articleNode(a, site)]} />
      <PageHeader
        crumbs={[{ label: 'Home', path: paths.home() }, { label: 'Blog', path: paths.blog() }, { label: a.title }]}
        title={a.title}
        summary={a.excerpt}
        picture={a.picture}
      />
      <BlogColumns announcements={announcements} articles={articles} site={site}>
        <article aria-labelledby="article-body-title">
          <h2 id="article-body-title" className="sr-only">{a.title}</h2>
          <p className="text-slate-600">
            Posted on <time dateTime={a.date}>{formatDate(a.date)}</time> by {a.author} · {Math.max(1, Math.round(words / 200))} min read
            {a.updated && (
              <>
                {' '}· Updated <time dateTime={a.updated}>{formatDate(a.updated)}</time>
              </>
            )}
          </p>
          <div className="mt-6 max-w-[65ch] text-lg leading-relaxed text-slate-800">
            <BodyBlocks blocks={a.body} headingLevel={3} />
          </div>
        </article>
      </BlogColumns>
      <MediaStrip featured={featuredArticles()} />
    </SiteChrome>
  );
}
