export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'left',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'left' | 'center';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-3xl'}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section-title mt-1">{title}</h2>
      {intro && <p className="mt-3 text-lg text-slate-700">{intro}</p>}
    </div>
  );
}
