import { SiteChrome } from '@/components/layout/site-chrome';
import type { Metadata } from 'next';
import { MessageCircle } from 'lucide-react';
import { BodyBlocks } from '@/components/ui/body-blocks';
import { CallBanner } from '@/components/ui/call-banner';
import { PageHeader } from '@/components/ui/page-header';
import { composeChatLink, composeMessage } from '@/lib/chat';
import { departmentBySlug, getContent } from '@/lib/content/queries';
import { href, paths, ROUTE_FOLDERS, routeParams } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamicParams = false;

function serviceBySlug(slug: string) {
  const service = getContent().expertise.services.find((s) => s.slug === slug);
  if (!service) throw new Error(`No service "${slug}"`);
  return service;
}

export function generateStaticParams() {
  return getContent().expertise.services.map((s) => routeParams(ROUTE_FOLDERS.expertiseService, paths.expertiseService(s.slug)));
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const s = serviceBySlug((await params).slug);
  return pageMetadata({ title: s.name, description: s.description }, paths.expertiseService(s.slug));
}

export default async function ExpertiseServicePage({ params }: { params: Promise<{ slug: string }> }) {
  const { site } = getContent();
  const s = serviceBySlug((await params).slug);
  return (
    <SiteChrome lang="en" path={paths.expertiseService(s.slug)}>
      <PageHeader
        crumbs={[{ label: 'Home', path: paths.home() }, { label: 'Services', path: paths.services() }, { label: s.name }]}
        title={s.name}
        summary={s.summary}
        picture={s.picture}
      >
        <a href={composeChatLink(site.whatsapp, composeMessage(`Hello, I would like to know more about ${s.name}.`, []))} target="_blank" rel="noopener noreferrer" className="btn-chat">
          <MessageCircle aria-hidden="true" className="size-5" /> Ask on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </PageHeader>
      <div className="container-page section grid gap-10 lg:grid-cols-[2fr_1fr]">
        <article className="max-w-[70ch] text-lg text-slate-800">
          <BodyBlocks blocks={s.body} headingLevel={2} />
        </article>
        <aside aria-labelledby="related" className="card h-fit p-6">
          <h2 id="related" className="text-xl">Related departments</h2>
          <ul className="mt-3 space-y-2">
            {s.departments.map((slug) => (
              <li key={slug}><a href={href(paths.department(slug))}>{departmentBySlug(slug).name}</a></li>
            ))}
          </ul>
        </aside>
      </div>
      <CallBanner lang="en" site={site} heading="Talk to our surgical team" text="Call or message us to ask whether this treatment suits you." />
    </SiteChrome>
  );
}
