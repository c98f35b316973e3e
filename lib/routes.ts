/**
 * The only module that knows the site's URLs. Every internal link, asset path
 * and canonical URL is built here, so BASE_PATH and SITE_URL are honoured
 * everywhere and the trailing-slash convention (every page ends in "/") holds.
 */
import { ALL_DOCTORS_LABEL, filterSlug } from './doctor-filter';

/** The sub-path the site is published under, e.g. "/hospital-site"; "" at the root. */
// Next inlines NEXT_PUBLIC_BASE_PATH into pages; build scripts run by tsx only see BASE_PATH.
export const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH ?? '').replace(/\/+$/, '');

/** The origin used for absolute URLs (canonical, sitemap, structured data). */
export function siteOrigin(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** A site path ("/about/") with the base path in front: what goes into href. */
export function href(path: string): string {
  if (!path.startsWith('/')) throw new Error(`internal paths start with "/": ${path}`);
  return `${basePath}${path}`;
}

/** An absolute URL for a site path. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${href(path)}`;
}

const allDoctors = (page: number) => (page <= 1 ? '/ourdoctor/' : `/ourdoctor/page/${page}/`);

/** Site paths, without the base path (pass them through href() for links). */
export const paths = {
  home: () => '/',
  about: () => '/about/',
  services: () => '/services/',
  expertiseService: (slug: string) => `/services/${slug}/`,
  /** The doctors' directory, every doctor: page 1 is /ourdoctor/, later pages /ourdoctor/page/N/. */
  doctors: (page = 1) => allDoctors(page),
  /** The directory's view of one doctor-filter label (content/doctor-filter.json), e.g. /ourdoctor/department/orthopedics/; "All" is paths.doctors. */
  doctorsIn: (filterLabel: string, page = 1) =>
    filterLabel === ALL_DOCTORS_LABEL ? allDoctors(page) : `/ourdoctor/department/${filterSlug(filterLabel)}/${page <= 1 ? '' : `page/${page}/`}`,
  doctor: (id: string) => `/ourdoctor/${id}/`,
  gallery: () => '/gallery/',
  blog: (page = 1) => (page <= 1 ? '/blog/' : `/blog/page/${page}/`),
  article: (slug: string) => `/blog/${slug}/`,
  contact: () => '/contact/',
  departments: () => '/mainservice/',
  /** A department; its services' grid continues on /mainservice/<slug>/services/N/ when they fill more than one page. */
  department: (slug: string, servicesPage = 1) => (servicesPage <= 1 ? `/mainservice/${slug}/` : `/mainservice/${slug}/services/${servicesPage}/`),
  legacyArticle: () => '/subblog/',
  legacyService: () => '/Hospitalservice/',
  /** The site search page; with a query it opens on that query's results. */
  search: (query?: string) => (query ? `/search/?q=${encodeURIComponent(query)}` : '/search/'),
} as const;

/** Path of a generated picture variant or other public file, with the base path. */
export function assetUrl(publicPath: string): string {
  return href(publicPath);
}

