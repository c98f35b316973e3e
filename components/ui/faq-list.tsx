import { ChevronDown } from 'lucide-react';

/** Questions as native disclosures: readable by everyone, open without JavaScript. */
export function FaqList({ faqs }: { faqs: { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-white">
      {faqs.map((f) => (
        <details key={f.question} className="group px-5">
          <summary className="flex min-h-14 list-none items-center justify-between gap-4 py-4 text-lg font-semibold text-brand-900">
            <h3 className="text-lg">{f.question}</h3>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-5 text-slate-700">{f.answer}</p>
        </details>
      ))}
    </div>
  );
}
