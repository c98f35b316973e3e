import type { Metadata, Viewport } from 'next';
import { getContent } from '@/lib/content/queries';
import { LANG_TAGS } from '@/lib/i18n/languages';
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

/**
 * The document around every page. The page itself renders its header and
 * footer (components/layout/site-chrome.tsx), in its language; `lang` here is
 * English, and the build sets each page's own (lib/build/islands.ts, htmlLang).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={LANG_TAGS.en.html}>
      <body>{children}</body>
    </html>
  );
}
