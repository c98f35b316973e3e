import type { Metadata } from 'next';
import { absoluteUrl } from '../routes';

/** Title, description, keywords, canonical URL and robots for one page. */
export function pageMetadata(
  copy: { title: string; description: string; keywords?: string[] },
  path: string,
  options: { absoluteTitle?: boolean; noindex?: boolean; canonicalPath?: string } = {},
): Metadata {
  return {
    title: options.absoluteTitle ? { absolute: copy.title } : copy.title,
    description: copy.description,
    keywords: copy.keywords,
    alternates: { canonical: absoluteUrl(options.canonicalPath ?? path) },
    robots: options.noindex ? { index: false, follow: true } : { index: true, follow: true },
  };
}

/** A meta description of at most 160 characters, cut at a word boundary. */
export function describe(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.\s]+$/, '')}…`;
}
