import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content/queries';
import { absoluteUrl, inLanguage, paths } from '@/lib/routes';
import { departmentNode, departmentServiceNode } from '@/lib/seo/jsonld';
import type { Language } from '@/lib/i18n/languages';
import type { Service } from '@/lib/content/schema';

/** A department service of the content, or one made from its first Centre of Expertise service (every content has one) when no department lists a service. */
function anyService(lang: Language = 'en'): Service {
  const { departments, expertise } = getContent(lang);
  const found = departments.flatMap((d) => d.services)[0];
  if (found) return found;
  const { slug, name, summary, picture, body } = expertise.services[0]!;
  return { slug, name, summary, picture, body };
}

describe('department structured data', () => {
  it('points each service at its own page, in the language of the page that names it', () => {
    // any department, given 50 services (more than one page of the grid holds), made from any service the content has
    const urology = { ...getContent().departments[0]!, slug: 'urology' };
    const services = Array.from({ length: 50 }, (_, i) => ({ ...anyService(), slug: `service-${i + 1}` }));
    const urls = (lang: 'en' | 'kn') =>
      (departmentNode({ ...urology, services }, [], lang) as { mainEntity: { availableService: { url: string }[] } }).mainEntity.availableService.map((s) => s.url);
    expect(urls('en')).toHaveLength(50);
    expect(urls('en')[0]).toBe(absoluteUrl('/mainservice/urology/service-1/'));
    expect(urls('en')[49]).toBe(absoluteUrl('/mainservice/urology/service-50/'));
    expect(urls('kn')[24]).toBe(absoluteUrl('/kn/mainservice/urology/service-25/'));
  });

  it("describes a service's page in its language, about the service, offered by the department's one clinic", () => {
    // a Hindi department with a service (the first department, given one, where none has a service)
    const departments = getContent('hi').departments;
    const d = departments.find((x) => x.services.length > 0) ?? { ...departments[0]!, services: [anyService('hi')] };
    const s = d.services[0]!;
    const node = departmentServiceNode(d, s, 'hi') as Record<string, any>;
    const url = absoluteUrl(inLanguage('hi', paths.departmentService(d.slug, s.slug)));
    expect(node).toMatchObject({ '@type': 'MedicalWebPage', '@id': `${url}#page`, url, name: s.name, description: s.summary, inLanguage: 'hi-IN' });
    expect(node.about).toMatchObject({ name: s.name, provider: { '@id': `${absoluteUrl(paths.department(d.slug))}#clinic` } });
  });
});
