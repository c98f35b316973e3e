import type { Service } from '@/lib/content/schema';
import { BodyBlocks } from '@/components/ui/body-blocks';
import { Picture } from '@/components/ui/picture';

/**
 * The department's services: a grid of cards, then every service's full text
 * (picture left; name and body right). Cards link to their service's section,
 * so every service is readable and reachable without JavaScript.
 */
export function ServiceGrid({ services, departmentName }: { services: Service[]; departmentName: string }) {
  return (
    <>
      <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-label={`${departmentName} services`}>
        {services.map((s) => (
          <li key={s.slug}>
            <a href={`#${s.slug}`} className="card group flex h-full flex-col overflow-hidden text-slate-800 no-underline hover:ring-brand-500">
              <Picture picture={s.picture} sizes="(min-width: 1200px) 370px, (min-width: 768px) 45vw, 100vw" className="aspect-[4/3] h-auto w-full object-cover" decorative />
              <span className="flex flex-1 flex-col p-5">
                <span className="text-lg font-semibold text-brand-900 group-hover:underline">{s.name}</span>
                <span className="mt-1 text-slate-700">{s.summary}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-12 space-y-8">
        {services.map((s) => (
          <article key={s.slug} id={s.slug} aria-labelledby={`${s.slug}-title`} className="card grid gap-6 p-5 md:grid-cols-[2fr_3fr] md:p-8">
            <Picture picture={s.picture} sizes="(min-width: 1200px) 440px, (min-width: 768px) 38vw, 100vw" className="aspect-[4/3] h-auto w-full rounded-lg object-cover" />
            <div>
              <h3 id={`${s.slug}-title`} className="text-2xl">{s.name}</h3>
              <p className="mt-2 text-lg text-slate-700">{s.summary}</p>
              <div className="mt-4">
                <BodyBlocks blocks={s.body} headingLevel={4} />
              </div>
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
