#!/usr/bin/env node
/**
 * Prints the path of a Chromium to test with, in this order: $CHROME_PATH,
 * Debian's /usr/bin/chromium, then the binary shipped inside the
 * @sparticuz/chromium npm package (unpacked to /tmp on first use), so tests
 * run on a fresh machine that only reaches the npm registry.
 */
import fs from 'node:fs';

export async function chromiumPath() {
  if (process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(await chromiumPath());
}
