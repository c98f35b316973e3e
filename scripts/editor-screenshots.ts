/**
 * `npm run screenshots -- --editor`: the pictures of the browser editor in
 * content/README.md (docs/images/editor-*.png), taken from a running
 * `npm run serve` (or SCREENSHOT_ORIGIN) on a copy of content/ opened as a
 * local folder, as an editor sees it: the sign-in, a doctor's form, and a
 * department with its Kannada beside the English. Run it again after
 * changing the forms (npm run cms:config) or the CMS version, and commit the
 * pictures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { assetPaths } from '../lib/routes';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/bench/chromium';
import { filesOf, provideLocalFolder } from '../lib/dev/local-folder';

const origin = process.env.SCREENSHOT_ORIGIN ?? 'http://localhost:3000';
const outDir = path.join(process.cwd(), 'docs/images');

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const shot = async (name: string) => {
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `editor-${name}.png`) });
    console.log(`docs/images/editor-${name}.png`);
  };
  await provideLocalFolder(page, origin, filesOf(path.join(process.cwd(), 'content'), 'content'));
  // the test browser has no Kannada or Devanagari font (an editor's computer has): the site's, for these pictures only
  const scripts = [
    ['kannada', '@fontsource-variable/noto-sans-kannada/files/noto-sans-kannada-kannada-wght-normal.woff2', 'U+0C80-0CFF, U+200C-200D'],
    ['devanagari', '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2', 'U+0900-097F, U+200C-200D'],
  ];
  for (const [name, file] of scripts)
    await page.route(`**/admin/fonts/screenshot-${name}.woff2`, (route) => route.fulfill({ body: fs.readFileSync(path.join('node_modules', file!)), contentType: 'font/woff2' }));
  const faces = scripts.map(([name, , range]) => `@font-face{font-family:"Source Sans 3";src:url(fonts/screenshot-${name}.woff2);unicode-range:${range}}`).join('');
  await page.addInitScript((css) => document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: css }))), faces);
  await page.goto(new URL(assetPaths.admin(), origin).href);
  const local = page.getByRole('button', { name: /Work with Local Repository/ });
  await local.waitFor();
  await shot('sign-in');
  await local.click();

  await page.getByRole('treeitem', { name: 'Doctors' }).click();
  const english = page.getByRole('group', { name: /Edit .*English.* Content/ });
  await english.getByRole('button', { name: 'Expand' }).first().click();
  await shot('doctor');
  await page.getByRole('button', { name: 'Cancel Editing' }).click();

  await page.getByRole('treeitem', { name: /Departments/ }).click();
  await page.getByRole('row').nth(1).click();
  await page.getByRole('radio', { name: /^Kannada/ }).last().click();
  await shot('kannada');
  await browser.close();
}

void main();
