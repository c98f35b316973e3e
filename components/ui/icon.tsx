import { icons, type LucideProps } from 'lucide-react';
import { iconKey } from '@/lib/icons';

/** An icon of the site's one icon set, by its kebab-case name from content. Decorative unless labelled. */
export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = icons[iconKey(name) as keyof typeof icons];
  if (!Component) throw new Error(`Unknown icon "${name}"`);
  return <Component aria-hidden="true" focusable="false" strokeWidth={1.75} {...props} />;
}
