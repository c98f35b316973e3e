import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Report, type ResolvedConfig } from 'html-validate';
import { findPictures } from '../../lib/content/integrity';
import { loadContent } from '../../lib/content/load';
import { variantsOf } from '../../lib/images';
import { checkBuild } from './support/links';
import { htmlFiles } from './support/site';

test.describe.configure({ mode: 'parallel' });

test('no internal link or asset of the build is broken, fragments included', () => {
  const files = htmlFiles('out');
  const { checked, broken } = checkBuild('out', files);
  // every page links at least back to the home page
  expect(checked).toBeGreaterThanOrEqual(files.length);
  expect(broken).toEqual([]);
});

/**
 * html-validate resolves its configuration again for every file it reads (a fifth of its time on our pages);
 * the configuration is one and the same for every page, so it is resolved once.
 */
class ResolvedOnce extends StaticConfigLoader {
  private resolved?: ResolvedConfig | Promise<ResolvedConfig>;
  override getConfigFor(handle: string, override?: ConfigData) {
    if (override) return super.getConfigFor(handle, override);
    return (this.resolved ??= super.getConfigFor(handle));
  }
}

const validator = new HtmlValidate(new ResolvedOnce({
  // a11y: what a page's own words can get wrong (a picture without alt, a link or button without text, an
  // empty heading, a field without a label), checked on every page; axe judges the rendered page, one of each kind (site-pages.spec.ts)
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // ARIA 1.2 lets a list be named (the social media links are a list named "Social media"); this rule does not allow it
    'aria-label-misuse': 'off',
    // the language switcher is written twice under one name, for wide screens and inside the phone menu, and only one
    // is shown at a time; a unique name is a best practice (axe's landmark-unique), not a WCAG rule
    'unique-landmark': 'off',
    // React writes boolean attributes as attr="" and Next inlines its own bootstrap scripts.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-inline-style': 'off',
    'void-style': 'off',
    'script-type': 'off',
  },
}));

/** The validator's complaints about one built file, as "file:line:column rule: message" lines. */
async function validate(file: string): Promise<string[]> {
  const source = fs.readFileSync(file, 'utf8');
  // The validator checks no CSS, but reading the site's inline stylesheet cost it a tenth of its time; its lines stay, so
  // the places reported are the file's.
  const report: Report = await validator.validateString(source.replace(/(<style[^>]*>)([\s\S]*?)(?=<\/style>)/g, (_, tag: string, css: string) => tag + css.replace(/[^\n]/g, '')), file);
  return report.results.flatMap((result) =>
    result.messages.flatMap((m) => {
      // HTML allows <link rel="preload" as="image"> with imagesrcset instead of href; React writes that for priority pictures.
      const tag = source.slice(m.offset, source.indexOf('>', m.offset) + 1);
      if (m.ruleId === 'element-required-attributes' && /rel="preload"/.test(tag) && /imageSrcSet="/i.test(tag)) return [];
      return m.severity === 2 ? [`${path.relative('out', file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`] : [];
    }),
  );
}

/** The validator reads every page; in two halves, so each of the two workers takes one. */
const VALIDATOR_SHARDS = 2;

for (let shard = 0; shard < VALIDATOR_SHARDS; shard++) {
  test(`every HTML file passes the HTML validator, accessibility rules included (part ${shard + 1} of ${VALIDATOR_SHARDS})`, async () => {
    const files = htmlFiles('out').filter((_, i) => i % VALIDATOR_SHARDS === shard);
    expect(files.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const file of files) failures.push(...(await validate(file)));
    expect(failures).toEqual([]);
  });
}

test('every picture referenced from content exists in every size the picture component asks for', () => {
  const { content } = loadContent();
  expect(content).toBeDefined();
  const sources = [...new Set(findPictures(content).map((p) => p.src))];
  // the pictures found include every doctor's photo and every department's picture
  expect([...content!.doctors.map((d) => d.photo.src), ...content!.departments.map((d) => d.picture.src)].filter((src) => !sources.includes(src))).toEqual([]);
  const missing = sources.flatMap((src) => variantsOf(src).filter((v) => !fs.existsSync(path.join('out', v.path))).map((v) => v.path));
  expect(missing).toEqual([]);
});
