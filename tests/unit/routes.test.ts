import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('routes', () => {
  it('puts every page under the base path with a trailing slash', async () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/hospital-site');
    vi.stubEnv('SITE_URL', 'https://example.org/');
    const { href, absoluteUrl, paths, assetUrl } = await import('@/lib/routes');
    expect(href(paths.home())).toBe('/hospital-site/');
    expect(href(paths.department('radiology'))).toBe('/hospital-site/mainservice/radiology/');
    expect(href(paths.blog(1))).toBe('/hospital-site/blog/');
    expect(href(paths.blog(3))).toBe('/hospital-site/blog/page/3/');
    expect(absoluteUrl(paths.doctor('dr-x'))).toBe('https://example.org/hospital-site/ourdoctor/dr-x/');
    expect(assetUrl('/_img/doctors/dr-x-240.webp')).toBe('/hospital-site/_img/doctors/dr-x-240.webp');
  });

  it('encodes a doctor-filter label in the query string', async () => {
    const { paths } = await import('@/lib/routes');
    expect(paths.doctorsIn('Obstetrics & Gynaecology')).toBe('/ourdoctor/department/obstetrics-gynaecology/');
    expect(paths.doctors(2)).toBe('/ourdoctor/page/2/');
    expect(paths.doctorsIn('All')).toBe('/ourdoctor/');
    expect(paths.doctorsIn('All', 3)).toBe('/ourdoctor/page/3/');
    expect(paths.department('urology', 2)).toBe('/mainservice/urology/services/2/');
  });

  it('refuses a relative path so nothing builds URLs by concatenation', async () => {
    const { href } = await import('@/lib/routes');
    expect(() => href('about/')).toThrow(/start with/);
  });
});
