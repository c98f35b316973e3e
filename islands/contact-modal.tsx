'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { ModalDialog } from './parts/modal-dialog';
import { firstVisitOfSession } from '@/lib/contact-modal';

/** The home page's 'Contact Us' modal: opens by itself on the first home visit of a browser session. */
export function ContactModal({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (firstVisitOfSession(() => window.sessionStorage)) setOpen(true);
  }, []);
  return (
    <ModalDialog
      open={open}
      onClose={() => setOpen(false)}
      title={title}
      titleId="contact-modal-title"
      className="w-[min(36rem,calc(100vw-1.5rem))] max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-[var(--radius-card)] bg-white shadow-xl"
    >
      <p className="mt-2 text-slate-700">{intro}</p>
      <div className="mt-5">{children}</div>
    </ModalDialog>
  );
}

export default ContactModal;
