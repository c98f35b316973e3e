import type { ReactNode } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { DialogFrame } from '@/islands/parts/dialog-frame';
import { FIRST_VISIT_DIALOG } from '@/islands/site/first-visit-dialog';

/**
 * The home page's Contact Us dialog, as HTML: closed in the page, opened by
 * the site script on the first home visit of a session
 * (islands/site/first-visit-dialog.ts). Without JavaScript it never opens;
 * the same form is on the page itself. Its own word (the close button's
 * name) is in `lang`; the title, intro and form come in that language.
 */
export function FirstVisitDialog({ title, intro, lang, children }: { title: string; intro: string; lang: Language; children: ReactNode }) {
  return (
    <DialogFrame
      title={title}
      closeLabel={ui(lang).common.close}
      titleId="contact-modal-title"
      className="w-[min(36rem,calc(100vw-1.5rem))] max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-[var(--radius-card)] bg-white shadow-xl"
      {...{ [FIRST_VISIT_DIALOG]: '' }}
    >
      <p className="mt-2 text-slate-700">{intro}</p>
      <div className="mt-5">{children}</div>
    </DialogFrame>
  );
}
