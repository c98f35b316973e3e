import type { Metadata, Viewport } from 'next';
import { DevSiteScript } from '@/components/layout/dev-site-script';
import { FloatingContact } from '@/components/layout/floating-contact';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { JsonLd } from '@/components/seo/json-ld';
import { getContent, layoutData } from '@/lib/content/queries';
import { hospitalNode } from '@/lib/seo/jsonld';
import { siteColours } from '@/lib/palette';
import { absoluteUrl, paths } from '@/lib/routes';
import { iconLinks } from '@/lib/site-icons';
import './globals.css';

export function generateMetadata(): Metadata {
  const { site } = getContent();
  return {
    metadataBase: new URL(absoluteUrl(paths.home())),
    title: { default: site.name, template: `%s | ${site.name}` },
    applicationName: site.name,
    formatDetection: { telephone: false },
    // favicon.ico, the SVG and the Apple touch icon (npm run images draws them from the logo); the manifest link is Next's, from app/manifest.ts.
    icons: iconLinks(),
  };
}

export const viewport: Viewport = {
  themeColor: siteColours().theme,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const data = layoutData();
  const { departments } = getContent();
  return (
    <html lang="en-IN">
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to main content
        </a>
        <SiteHeader data={data} />
        <main id="main" tabIndex={-1} className="outline-none" data-pagefind-body="">
          {children}
        </main>
        <SiteFooter data={data} />
        <FloatingContact lang="en" site={data.site} />
        {process.env.NODE_ENV === 'development' && <DevSiteScript />}
        <JsonLd nodes={[hospitalNode(data.site, departments)]} />
      </body>
    </html>
  );
}
