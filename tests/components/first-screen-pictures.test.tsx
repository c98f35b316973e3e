// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlogListing } from '@/components/blog/blog-listing';
import { DoctorDirectory } from '@/components/doctors/doctor-directory';
import { mostInView } from '@/lib/carousel';
import { blogListingPage, directoryPage, getContent } from '@/lib/content/queries';
import { ALL_DOCTORS } from '@/lib/doctor-filter';
import { ServicesPage } from '@/views/services';

/**
 * The pictures a phone shows on a page's first screen are asked for with the page (eager), the rest when
 * reached (lazy): a lazy picture is fetched only once laid out, late on a slow line, and the site script's
 * starter waits for the first screen's pictures (islands/site/start.ts). Rendered from the content the tests
 * run on, given more items than fit where a page could have few, so the rule holds for any content.
 */
const html = (node: React.ReactElement) => new DOMParser().parseFromString(renderToString(node), 'text/html');
const loading = (imgs: Iterable<Element>) => [...imgs].map((img) => img.getAttribute('loading'));

describe("the pictures on a phone's first screen load with the page", () => {
  const { articles, doctors } = getContent();
  // at least three of each, repeating the content's own where it has fewer (the keys are not checked here)
  const three = <T,>(items: T[]) => [...items, ...items, ...items].slice(0, Math.max(3, items.length));

  it("blog listing: the media strip's pictures as many as it shows at any width, and the first card's", () => {
    const listing = blogListingPage(1);
    const doc = html(<BlogListing {...listing} featured={three(articles)} articles={three(articles)} />);
    const strip = doc.querySelectorAll('section[aria-labelledby="media-strip"] img');
    const shown = mostInView('mediaStrip');
    expect(loading(strip)).toEqual(three(articles).map((_, i) => (i < shown ? 'eager' : 'lazy')));
    const cards = doc.querySelectorAll('article.card img');
    expect(loading(cards)).toEqual(three(articles).map((_, i) => (i === 0 ? 'eager' : 'lazy')));
  });

  it("doctors' directory, a filter choice's grid: the first portrait at once and first, the others when reached", () => {
    const page = { ...directoryPage({ key: ALL_DOCTORS, page: 1 }), choice: { key: 'a-choice', label: 'A choice' }, doctors: three(doctors).slice(0, 3), pageCount: 2 };
    const portraits = html(<DoctorDirectory {...page} />).querySelectorAll('[data-doctor-results] img');
    expect(loading(portraits)).toEqual(page.doctors.map((_, i) => (i === 0 ? 'eager' : 'lazy')));
    expect(portraits[0]?.getAttribute('fetchpriority')).toBe(page.doctors.length > 0 ? 'high' : undefined);
  });

  it('centre of expertise: the first service picture at once and first, the others when reached', () => {
    const services = getContent().expertise.services;
    const pictures = html(<ServicesPage lang="en" />).querySelectorAll('li.card img');
    expect(loading(pictures)).toEqual(services.map((_, i) => (i === 0 ? 'eager' : 'lazy')));
    expect(pictures[0]?.getAttribute('fetchpriority')).toBe(services.length > 0 ? 'high' : undefined);
  });
});
