import type { Figure } from './schema';

/** What a figure with a `count` counts, for the page it is on. */
export type FigureCounts = Record<NonNullable<Figure['count']>, number>;

export interface ShownFigure {
  value: string;
  label: string;
  icon: string;
}

/**
 * The figures as they show: a counted figure takes its number from the
 * content (and its singular label for 1); one that counts nothing (0) is
 * left out rather than saying "0 cardiologists".
 */
export function resolveFigures(figures: readonly Figure[], counts: FigureCounts): ShownFigure[] {
  return figures.flatMap((f) => {
    if (f.count === undefined) return [{ value: f.value ?? '', label: f.label, icon: f.icon }];
    const n = counts[f.count];
    if (n === 0) return [];
    return [{ value: String(n), label: n === 1 ? (f.labelOne ?? f.label) : f.label, icon: f.icon }];
  });
}
