import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content/queries';
import { absoluteUrl } from '@/lib/routes';
import { departmentNode } from '@/lib/seo/jsonld';

describe('department structured data', () => {
  it("points each service at its card: the department's page, or the later page of services that holds it", () => {
    // any department with a service, given 50 services: pages of 24
    const urology = { ...getContent().departments.find((d) => d.services.length > 0)!, slug: 'urology' };
    const services = Array.from({ length: 50 }, (_, i) => ({ ...urology.services[i % urology.services.length]!, slug: `service-${i + 1}` }));
    const node = departmentNode({ ...urology, services }, []) as { mainEntity: { availableService: { url: string }[] } };
    const urls = node.mainEntity.availableService.map((s) => s.url);
    expect(urls).toHaveLength(50);
    expect(urls[0]).toBe(`${absoluteUrl('/mainservice/urology/')}#service-1`);
    expect(urls[23]).toBe(`${absoluteUrl('/mainservice/urology/')}#service-24`);
    expect(urls[24]).toBe(`${absoluteUrl('/mainservice/urology/services/2/')}#service-25`);
    expect(urls[49]).toBe(`${absoluteUrl('/mainservice/urology/services/3/')}#service-50`);
  });
});
