import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content/queries';
import { absoluteUrl, inLanguage, paths } from '@/lib/routes';
import { departmentNode, departmentServiceNode } from '@/lib/seo/jsonld';

describe('department structured data', () => {
  it('points each service at its own page, in the language of the page that names it', () => {
    // any department with a service, given 50 services (more than one page of the grid holds)
    const urology = { ...getContent().departments.find((d) => d.services.length > 0)!, slug: 'urology' };
    const services = Array.from({ length: 50 }, (_, i) => ({ ...urology.services[i % urology.services.length]!, slug: `service-${i + 1}` }));
    const urls = (lang: 'en' | 'kn') =>
      (departmentNode({ ...urology, services }, [], lang) as { mainEntity: { availableService: { url: string }[] } }).mainEntity.availableService.map((s) => s.url);
    expect(urls('en')).toHaveLength(50);
    expect(urls('en')[0]).toBe(absoluteUrl('/mainservice/urology/service-1/'));
    expect(urls('en')[49]).toBe(absoluteUrl('/mainservice/urology/service-50/'));
    expect(urls('kn')[24]).toBe(absoluteUrl('/kn/mainservice/urology/service-25/'));
  });

  it("describes a service's page in its language, about the service, offered by the department's one clinic", () => {
    const d = getContent('hi').departments.find((x) => x.services.length > 0)!;
    const s = d.services[0]!;
    const node = departmentServiceNode(d, s, 'hi') as Record<string, any>;
    const url = absoluteUrl(inLanguage('hi', paths.departmentService(d.slug, s.slug)));
    expect(node).toMatchObject({ '@type': 'MedicalWebPage', '@id': `${url}#page`, url, name: s.name, description: s.summary, inLanguage: 'hi-IN' });
    expect(node.about).toMatchObject({ name: s.name, provider: { '@id': `${absoluteUrl(paths.department(d.slug))}#clinic` } });
  });
});
