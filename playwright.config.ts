import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/bench/chromium';
import { BASE_PATH_BUILD, SITE_PORT, BASE_PORT } from './tests/e2e/support/site';

const launchOptions = { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: { browserName: 'chromium', launchOptions, trace: 'off' },
  projects: [
    { name: 'site', testIgnore: /base-path\.spec\.ts/, use: { baseURL: `http://localhost:${SITE_PORT}` } },
    { name: 'base-path', testMatch: /base-path\.spec\.ts/, use: { baseURL: `http://localhost:${BASE_PORT}${BASE_PATH_BUILD}/` } },
  ],
  // --headers: every test runs with out/_headers in force (Content-Security-Policy and the rest), as a real host sends them.
  webServer: [
    { command: `node scripts/serve.mjs --dir out --port ${SITE_PORT} --headers`, url: `http://localhost:${SITE_PORT}/`, reuseExistingServer: false },
    {
      command: `node scripts/serve.mjs --dir out-base --port ${BASE_PORT} --base ${BASE_PATH_BUILD} --headers`,
      url: `http://localhost:${BASE_PORT}${BASE_PATH_BUILD}/`,
      reuseExistingServer: false,
    },
  ],
});
