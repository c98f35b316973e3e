#!/usr/bin/env node
/**
 * `npm run screenshots -- /path/ …`: full-page PNGs of pages at 375 px and
 * 1280 px from a running `npm run serve`, into screenshots/ (for looking at
 * what we build; not a test). `-- --editor`: the pictures of the browser
 * editor in content/README.md, into docs/images/ (scripts/editor-screenshots.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { argFlag } from '../lib/args.mjs';
import { chromiumPath } from './chromium-path.mjs';

// `-- --editor`: the browser editor's pictures for content/README.md instead (scripts/editor-screenshots.ts)
if (process.argv.includes('--editor')) {
  execFileSync(process.execPath, [new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url).pathname, 'scripts/editor-screenshots.ts'], { stdio: 'inherit' });
  process.exit(0);
}

const base = process.env.SCREENSHOT_ORIGIN ?? 'http://localhost:3000';
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const full = !argFlag('viewport');
fs.mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(base + p, { waitUntil: 'load' });
    // bring lazy pictures in before the full-page shot
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const name = `screenshots/${(p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: full });
    console.log(name);
  }
  await page.close();
}
await browser.close();
