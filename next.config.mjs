import os from 'node:os';

// Static export: `next build` writes one HTML file per URL into out/.
// BASE_PATH puts the whole site under a sub-path (e.g. GitHub Pages: /repo-name).
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // NEXT_DIST_DIR (used by `npm run bench:scale`) exports into another folder instead of out/.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  // One convention everywhere: every page is a folder with index.html, linked as /path/.
  trailingSlash: true,
  basePath,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  // `npm test` type-checks the whole project with tsc first; the two builds need not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Next renders the pages in cores − 1 workers, one on a 2-core machine, while its own process waits: every core renders.
    cpus: Math.max(2, os.availableParallelism() - 1),
    // Turbopack's cache on disk (on by default for builds) costs a build more than it saves: CI starts from a clean
    // clone, and the two builds of `npm test` differ in base path and content. Writing it took 13-30 s a build.
    turbopackFileSystemCacheForBuild: false,
  },
};

export default nextConfig;
