#!/usr/bin/env node
/**
 * Prints the path of the Chromium the tests and the bench use: $CHROME_PATH when it is set (to test
 * with another browser on purpose), else the binary shipped inside the @sparticuz/chromium npm package
 * (unpacked to /tmp on first use), whose version package-lock.json pins. Every machine then tests with
 * the same browser, whatever else it has installed: a browser's version changes what a test sees (a
 * font family's spelling, timings) and a full desktop build runs the suite at half the speed of this
 * headless one. Debian's /usr/bin/chromium is the fallback only where the package's binary cannot run
 * (it ships for Linux x64 and arm64).
 */
import fs from 'node:fs';

export async function chromiumPath() {
  if (process.env.CHROME_PATH) {
    if (!fs.existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist`);
    return process.env.CHROME_PATH;
  }
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    return await chromium.executablePath();
  } catch (error) {
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(await chromiumPath());
}
