/**
 * The Chromium that the end-to-end tests (playwright.config.ts) and the bench
 * start: the one scripts/chromium-path.mjs finds, with the same flags. It lives
 * here rather than in tests/ because the bench uses it too, and nothing but
 * tests imports tests/.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The flags every test browser starts with: headless, and no calls to the internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let resolved: string | undefined;

/** Resolved once per process through scripts/chromium-path.mjs (CHROME_PATH, else the pinned @sparticuz/chromium). */
export function chromiumExecutable(): string {
  if (!resolved) {
    resolved = execFileSync(process.execPath, [path.join(process.cwd(), 'scripts/chromium-path.mjs')], { encoding: 'utf8' }).trim();
    process.env.CHROME_PATH = resolved;
  }
  return resolved;
}
