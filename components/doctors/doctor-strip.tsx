import type { ReactNode } from 'react';
import { ScrollRow } from '@/components/ui/scroll-row';

/**
 * The strip of every doctor on /ourdoctor (the spec's doctor carousel). For
 * now a scroll-snapping row; the carousel component replaces ScrollRow here,
 * and only here, when it lands.
 */
export function DoctorStrip({ cards }: { cards: { key: string; node: ReactNode }[] }) {
  return (
    <div data-doctor-strip="">
      <ScrollRow
        label="All our doctors"
        itemClassName="basis-[85%] md:basis-[calc(50%-0.5rem)] xl:basis-[calc(33.333%-0.67rem)]"
        items={cards}
      />
    </div>
  );
}
