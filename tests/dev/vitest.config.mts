import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:dev`: the live preview (`npm run dev`) end to end. Kept out of the default Vitest run, which
// takes tests/unit and tests/components only: it starts next dev and takes about half a minute.
export default defineConfig({
  root: path.resolve(__dirname, '../..'),
  resolve: { alias: { '@': path.resolve(__dirname, '../..') } },
  test: {
    include: ['tests/dev/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
