import { MessageCircle, Phone } from 'lucide-react';
import { composeChatLink, phoneLink } from '@/lib/chat';
import type { Home, Site } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { Picture } from '@/components/ui/picture';
import { Carousel } from '@/components/ui/carousel';
import { pictureSizes } from '@/lib/breakpoints';

/** Home banner: the welcome line, chat and call buttons, and the strip of service tiles. */
export function Hero({ lang, home, site, title }: { lang: Language; home: Home; site: Site; title: string }) {
  const t = ui(lang);
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 lg:py-14">
        <div className="max-w-3xl">
          <p className="eyebrow">{site.name}</p>
          <h1 id="hero-title" className="mt-2 text-3xl lg:text-4xl">{title}</h1>
          <p className="mt-4 text-lg text-slate-700">{home.hero.text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={composeChatLink(site.whatsapp, site.whatsappGreeting)} target="_blank" rel="noopener noreferrer" className="btn-chat">
              <MessageCircle aria-hidden="true" className="size-5" /> {t.common.whatsapp}
              <span className="sr-only">{t.common.opensInNewTab}</span>
            </a>
            <a href={phoneLink(site.phones.hospital)} className="btn-primary">
              <Phone aria-hidden="true" className="size-5" /> {t.common.call(site.phones.hospital)}
            </a>
            <a href={phoneLink(site.phones.emergency)} className="btn-emergency">
              <Phone aria-hidden="true" className="size-5" /> {t.home.emergencyCall(site.phones.emergency)}
            </a>
          </div>
        </div>
        <h2 className="sr-only">{t.home.facilitiesHeading}</h2>
        <div className="mt-10">
          <Carousel lang={lang}
            kind="serviceTiles"
            label={t.home.facilitiesCarousel}
            slides={home.serviceTiles.map((tile, i) => ({
              key: tile.title,
              node: (
                <figure className="card h-full overflow-hidden">
                  {/* the first tile is on a phone's first screen: fetched first, before the pictures further down */}
                  <Picture picture={tile.picture} sizes={pictureSizes({ xl: '180px', lg: '30vw', md: '45vw' }, '92vw')} className="aspect-[4/3] h-auto w-full object-cover" decorative priority={i === 0} />
                  <figcaption className="p-3 font-semibold leading-snug text-brand-900">{tile.title}</figcaption>
                </figure>
              ),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
