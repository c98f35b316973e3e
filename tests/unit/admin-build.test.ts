/**
 * The browser editor at /admin/ (lib/build/admin.ts): the CMS script from npm
 * with its fonts and Immutable.js served from our origin and the list-picture
 * fix, found exactly once in the pinned version; the Git host from the
 * environment; the page's own policy; and a build's pages, sitemap and search
 * leaving the editor out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adjustCmsScript, adminCsp, cmsBackend, CMS_FONTS } from '@/lib/build/admin';
import { discoverPages, htmlFilesOf } from '@/lib/build/pages';

const script = fs.readFileSync(path.join(process.cwd(), 'node_modules/@sveltia/cms/dist/sveltia-cms.js'), 'utf8');

describe('the CMS script as /admin/ serves it', () => {
  const adjusted = adjustCmsScript(script);

  it('loads nothing from a CDN that it needs: its fonts and Immutable.js come from /admin/', () => {
    expect(adjusted).not.toContain('cdn.jsdelivr.net');
    for (const font of CMS_FONTS) expect(adjusted).toContain(`fonts/${font.file}`);
    expect(adjusted).toContain('import(new URL(`vendor/immutable.es.js`,qW).href)');
    expect(adjusted).not.toMatch(/sourceMappingURL/);
  });

  it('uploads a picture of a list item into its field folder (the object editor passes the pattern path)', () => {
    expect(adjusted).toContain(':`${t.typedKeyPath}.${e.name}`');
  });

  it('stops the build when a new CMS version no longer has what it changes', () => {
    expect(() => adjustCmsScript(script.replace('e=await YW(`immutable`', 'e=await ZZ(`immutable`'))).toThrow(/expected 1.*Immutable/);
    expect(() => adjustCmsScript(script.replaceAll('material-symbols-outlined:vf@', 'material-symbols-outlined:vf@9'))).toThrow(/no longer loads/);
  });
});

describe('the Git host the editor signs in to', () => {
  it('is GitHub by default, the repository from CMS_REPO or GitHub Actions, the OAuth helper from CMS_AUTH_URL', () => {
    expect(cmsBackend({})).toEqual({ name: 'github', repo: 'your-organisation/hospital-site' });
    expect(cmsBackend({ GITHUB_REPOSITORY: 'hasiru/site', CMS_AUTH_URL: 'https://auth.example.workers.dev/' })).toEqual({ name: 'github', repo: 'hasiru/site', base_url: 'https://auth.example.workers.dev' });
  });

  it('is GitLab with PKCE (an application id, nothing to host), on gitlab.com or the hospital own', () => {
    expect(cmsBackend({ CMS_BACKEND: 'gitlab', CI_PROJECT_PATH: 'hasiru/site', CMS_GITLAB_APP_ID: 'abc' })).toEqual({ name: 'gitlab', repo: 'hasiru/site', auth_type: 'pkce', app_id: 'abc' });
    const own = cmsBackend({ CMS_BACKEND: 'gitlab', CMS_REPO: 'web/site', CMS_API_ROOT: 'https://git.hasiru.example/api/v4' });
    expect(own).toMatchObject({ api_root: 'https://git.hasiru.example/api/v4', base_url: 'https://git.hasiru.example' });
    expect(adminCsp(own)).toContain('connect-src \'self\' blob: data: https://git.hasiru.example;');
  });
});

describe("the editor page's policy", () => {
  it("allows this origin's scripts only (no eval), styles in elements, uploads as blob:, and the Git host's API", () => {
    const csp = adminCsp(cmsBackend({}));
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval|cdn|unpkg/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toContain('https://api.github.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(adminCsp(cmsBackend({}), { header: false })).not.toContain('frame-ancestors');
  });
});

describe('a build with the editor', () => {
  it("leaves /admin/ out of the site's pages (sitemap, search, checks) and out of the HTML files the site policy goes into", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-build-'));
    try {
      for (const file of ['index.html', 'about/index.html', 'admin/index.html', '404.html']) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), '<!doctype html><html><head></head></html>');
      }
      expect(discoverPages(dir)).toEqual(['/', '/about/']);
      expect(htmlFilesOf(dir).map((f) => f.sitePath)).toEqual(['/', '/404.html', '/about/']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
