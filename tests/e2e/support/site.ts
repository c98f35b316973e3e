import path from 'node:path';
import { discoverPages } from '../../../lib/build/pages';
import { pageFile } from '../../../lib/routes';

export { discoverPages };

/** E2E_PORT lets two checkouts run their end-to-end tests side by side. */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_PORT = SITE_PORT + 1;
/** Must match scripts/build-under-base-path.ts. */
export const BASE_PATH_BUILD = '/hospital-site';

export function htmlFiles(outDir = 'out'): string[] {
  return [...discoverPages(outDir).map((p) => path.join(outDir, pageFile(p))), path.join(outDir, '404.html')];
}
