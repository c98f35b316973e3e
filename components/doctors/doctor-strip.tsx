import type { ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';

/** The carousel of every doctor on /ourdoctor/ (the spec's doctor carousel), while they all fit on one page of the directory. */
export function DoctorStrip({ cards }: { cards: { key: string; node: ReactNode }[] }) {
  return (
    <div data-doctor-strip="">
      <Carousel lang="en" kind="doctors" label="All our doctors" slides={cards} />
    </div>
  );
}
