import type { ReactNode } from 'react';
import { Island } from '@/components/island';

/** The carousel of every doctor on /ourdoctor/ (the spec's doctor carousel), while they all fit on one page of the directory. */
export function DoctorStrip({ cards }: { cards: { key: string; node: ReactNode }[] }) {
  return (
    <div data-doctor-strip="">
      <Island name="carousel" props={{ kind: 'doctors', label: 'All our doctors', slides: cards }} />
    </div>
  );
}
