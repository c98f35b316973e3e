import type { ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';

/** The carousel of every doctor on /ourdoctor/ (the spec's doctor carousel), while they all fit on one page of the directory. */
export function DoctorStrip({ lang, cards }: { lang: Language; cards: { key: string; node: ReactNode }[] }) {
  return (
    <div data-doctor-strip="">
      <Carousel lang={lang} kind="doctors" label={ui(lang).doctors.directory.carousel} slides={cards} />
    </div>
  );
}
