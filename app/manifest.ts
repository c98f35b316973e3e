import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content/queries';
import { siteColours } from '@/lib/palette';
import { webManifest } from '@/lib/site-icons';

// Written once at build time into the export (assetPaths.manifest); Next links it from every page under the base path.
export const dynamic = 'force-static';

/** The web app manifest: names from content/site.json, colours from app/globals.css, the icons of `npm run images`. */
export default function manifest(): MetadataRoute.Manifest {
  return webManifest(getContent().site, siteColours());
}
