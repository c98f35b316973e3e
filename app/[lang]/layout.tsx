import type { ReactNode } from 'react';
import { translationParams } from '@/lib/i18n/page-params';

/**
 * The Kannada and Hindi versions of the key pages (lib/routes.ts
 * TRANSLATED_ROUTES), at the English path under /kn/ and /hi/. Each page
 * here renders the same view as its English page (views/), in its language.
 */
export const dynamicParams = false;
export const generateStaticParams = translationParams;

export default function TranslationLayout({ children }: { children: ReactNode }) {
  return children;
}
