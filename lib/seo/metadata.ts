import type { Metadata } from 'next';
import { getContent } from '../content/cache';
import { OG_HEIGHT, OG_WIDTH } from '../images';
import { absoluteUrl, assetPaths, inLanguage, languageVersions } from '../routes';
import { LANG_TAGS, type Language } from '../i18n/languages';
import { ui } from '../i18n/ui';

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
  /** The language the page is in (English unless said); `path` is always the English page's. */
  lang?: Language;
}

/**
 * The hreflang alternates of a page: each language's version, and x-default
 * (English, for a visitor whose language we do not have). None for a page in
 * English only.
 */
export function languageAlternates(path: string): Record<string, string> | undefined {
  const versions = Object.entries(languageVersions(path)) as [Language, string][];
  if (versions.length < 2) return undefined;
  return Object.fromEntries([...versions.map(([lang, p]) => [LANG_TAGS[lang].html, absoluteUrl(p)]), ['x-default', absoluteUrl(path)]]);
}

/** Title, description, keywords, canonical URL, language alternates, robots, Open Graph and Twitter card for one page (path: its English path). */
export function pageMetadata(
  copy: { title: string; description: string; keywords?: string[] },
  path: string,
  options: PageMetadataOptions = {},
): Metadata {
  const lang = options.lang ?? 'en';
  const { site } = getContent(lang);
  const canonical = absoluteUrl(inLanguage(lang, options.canonicalPath ?? path));
  const title = options.absoluteTitle ? copy.title : `${copy.title} | ${site.name}`;
  const languages = options.noindex ? undefined : languageAlternates(path);
  const image = {
    url: absoluteUrl(options.og ? assetPaths.ogPicture(options.og.kind, options.og.slug) : assetPaths.ogPicture('site', 'default')),
    width: OG_WIDTH,
    height: OG_HEIGHT,
    alt: ui(lang).seo.ogImageAlt(site.name),
  };
  return {
    title: { absolute: title },
    description: copy.description,
    keywords: copy.keywords,
    alternates: { canonical, ...(languages ? { languages } : {}) },
    robots: options.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: options.type ?? 'website',
      url: canonical,
      title,
      description: copy.description,
      siteName: site.name,
      locale: LANG_TAGS[lang].og,
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
