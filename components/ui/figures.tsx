import { Icon } from './icon';

/** A row of key figures ("20k+ Happy patients"). */
export function Figures({
  items,
  tone = 'light',
  layout = 'row',
}: {
  items: { value: string; label: string; icon: string }[];
  tone?: 'light' | 'tint';
  /** A row from 768 px (as many columns as fit, 14rem or wider), or stacked (for a side column). */
  layout?: 'row' | 'stack';
}) {
  return (
    <ul className={`grid gap-4 ${layout === 'row' ? 'md:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]' : ''}`}>
      {items.map((f) => (
        <li
          key={f.label}
          className={`flex items-center gap-4 rounded-[var(--radius-card)] p-5 ${tone === 'tint' ? 'bg-brand-50' : 'card'}`}
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <Icon name={f.icon} className="size-6" />
          </span>
          <span>
            <span className="block text-2xl font-bold text-brand-900">{f.value}</span>
            <span className="block text-slate-700">{f.label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
