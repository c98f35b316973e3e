import { icons } from 'lucide-react';

/** "heart-pulse" -> "HeartPulse", the key lucide-react uses. */
export function iconKey(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

export function hasIcon(name: string): boolean {
  return iconKey(name) in icons;
}
