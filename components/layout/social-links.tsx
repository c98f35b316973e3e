import { MapPin } from 'lucide-react';
import { FacebookMark, InstagramMark, LinkedinMark, TwitterMark, YoutubeMark } from '@/components/ui/brand-icons';
import type { Site } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';

const icons = {
  facebook: FacebookMark,
  instagram: InstagramMark,
  twitter: TwitterMark,
  youtube: YoutubeMark,
  linkedin: LinkedinMark,
  maps: MapPin,
};

/** Social profiles; a network without a URL is not shown at all (the old site linked Twitter to nothing). */
export function SocialLinks({ lang, site, className = '', tone }: { lang: Language; site: Site; className?: string; tone: 'light' | 'dark' }) {
  const t = ui(lang);
  const links = site.social.filter((s): s is typeof s & { url: string } => Boolean(s.url));
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t.footer.socialMedia}>
      {links.map((s) => {
        const SocialIcon = icons[s.network];
        return (
          <li key={s.network}>
            <a
              href={s.url}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-flex size-9 items-center justify-center rounded-full no-underline ${
                tone === 'light' ? 'text-white hover:bg-white/15' : 'text-brand-800 hover:bg-brand-100'
              }`}
            >
              <SocialIcon aria-hidden="true" className="size-[1.125rem]" />
              <span className="sr-only">
                {s.label}
                {t.common.opensInNewTab}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
