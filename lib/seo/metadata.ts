import type { Metadata } from 'next';
import { OG_HEIGHT, OG_WIDTH } from '../build/og';
import { getContent } from '../content/load';
import { absoluteUrl, assetPaths } from '../routes';

export interface PageMetadataOptions {
  /** Use the title as it is, without the " | hospital name" template (the home page). */
  absoluteTitle?: boolean;
  noindex?: boolean;
  /** Where search engines should send people instead (the legacy pages). */
  canonicalPath?: string;
  /** The page's Open Graph picture: kind and slug of one made by scripts/build-images.ts. */
  og?: { kind: 'department' | 'doctor' | 'article'; slug: string };
  type?: 'website' | 'article' | 'profile';
  publishedTime?: string;
  modifiedTime?: string;
}

/** Title, description, keywords, canonical URL, robots, Open Graph and Twitter card for one page. */
export function pageMetadata(
  copy: { title: string; description: string; keywords?: string[] },
  path: string,
  options: PageMetadataOptions = {},
): Metadata {
  const { site } = getContent();
  const canonical = absoluteUrl(options.canonicalPath ?? path);
  const title = options.absoluteTitle ? copy.title : `${copy.title} | ${site.name}`;
  const image = {
    url: absoluteUrl(options.og ? assetPaths.ogPicture(options.og.kind, options.og.slug) : assetPaths.ogPicture('site', 'default')),
    width: OG_WIDTH,
    height: OG_HEIGHT,
    alt: `${site.name}, Jayanagar, Bengaluru`,
  };
  return {
    title: options.absoluteTitle ? { absolute: copy.title } : copy.title,
    description: copy.description,
    keywords: copy.keywords,
    alternates: { canonical },
    robots: options.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: options.type ?? 'website',
      url: canonical,
      title,
      description: copy.description,
      siteName: site.name,
      locale: 'en_IN',
      images: [image],
      ...(options.publishedTime ? { publishedTime: options.publishedTime, modifiedTime: options.modifiedTime ?? options.publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description: copy.description, images: [image.url] },
  };
}

/** A meta description of at most 160 characters, cut at a word boundary. */
export function describe(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.\s]+$/, '')}…`;
}
