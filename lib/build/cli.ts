import { argOption } from '../args.mjs';

/**
 * The build folder a post-build step works on: `--dir`, else the folder
 * `next build` exported into (NEXT_DIST_DIR, as next.config.mjs uses it),
 * else out/. So `npm run build` with NEXT_DIST_DIR set builds there end to end.
 */
export function buildDir(argv = process.argv.slice(2)): string {
  return argOption('dir', argv) ?? process.env.NEXT_DIST_DIR ?? 'out';
}
