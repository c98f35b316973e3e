import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { HtmlValidate, type Report } from 'html-validate';
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

test('every HTML file passes the HTML validator', async () => {
  const validator = new HtmlValidate({
    extends: ['html-validate:standard'],
    rules: {
      // React writes boolean attributes as attr="" and Next inlines its own bootstrap scripts.
      'attribute-boolean-style': 'off',
      'attribute-empty-style': 'off',
      'no-inline-style': 'off',
      'void-style': 'off',
      'script-type': 'off',
    },
  });
  const failures: string[] = [];
  for (const file of htmlFiles('out')) {
    const source = fs.readFileSync(file, 'utf8');
    const report: Report = await validator.validateString(source, file);
    for (const result of report.results)
      for (const m of result.messages) {
        // HTML allows <link rel="preload" as="image"> with imagesrcset instead of href; React writes that for priority pictures.
        const tag = source.slice(m.offset, source.indexOf('>', m.offset) + 1);
        if (m.ruleId === 'element-required-attributes' && /rel="preload"/.test(tag) && /imageSrcSet="/i.test(tag)) continue;
        if (m.severity === 2) failures.push(`${path.relative('out', file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
      }
  }
  expect(failures).toEqual([]);
});

test('every picture referenced from content exists in every size the picture component asks for', () => {
  const { content } = loadContent();
  expect(content).toBeDefined();
  const sources = [...new Set(findPictures(content).map((p) => p.src))];
  // the pictures found include every doctor's photo and every department's picture
  expect([...content!.doctors.map((d) => d.photo.src), ...content!.departments.map((d) => d.picture.src)].filter((src) => !sources.includes(src))).toEqual([]);
  const missing = sources.flatMap((src) => variantsOf(src).filter((v) => !fs.existsSync(path.join('out', v.path))).map((v) => v.path));
  expect(missing).toEqual([]);
});
