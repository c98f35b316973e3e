import { ChevronRight } from 'lucide-react';
import { JsonLd } from '@/components/seo/json-ld';
import { href } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { breadcrumbNode } from '@/lib/seo/jsonld';

export interface Crumb {
  label: string;
  /** Site path; the last crumb (the current page) has none. */
  path?: string;
}

/** The visible trail that the BreadcrumbList structured data mirrors. */
export function Breadcrumb({ lang, items }: { lang: Language; items: Crumb[] }) {
  return (
    <nav aria-label={ui(lang).breadcrumb.navLabel} className="text-sm">
      <JsonLd nodes={[breadcrumbNode(items)]} />
      <ol className="flex flex-wrap items-center gap-1 text-brand-100">
        {items.map((c, i) => (
          <li key={c.label} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5" />}
            {c.path ? (
              <a href={href(c.path)} className="text-white underline decoration-white/40 hover:decoration-white">
                {c.label}
              </a>
            ) : (
              <span aria-current="page" className="text-white">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
