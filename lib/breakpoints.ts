/**
 * The site's breakpoints, in px. The CSS defines them once, in the @theme of
 * app/globals.css (--breakpoint-md, -lg, -xl: Tailwind's md:, lg:, xl:
 * variants and the CSS's own @variant blocks); this module says the same
 * numbers to scripts and tests (tests/unit/breakpoints.test.ts checks that the
 * two agree, and that no other source file writes a breakpoint's number).
 * Pure, so client code may import it.
 *
 * md: tablets and up (the phone layout ends), lg: the desktop navigation and
 * side columns, xl: the widest layout and the header's search box.
 */
export const BREAKPOINTS = { md: 768, lg: 992, xl: 1200 } as const;

export type BreakpointName = keyof typeof BREAKPOINTS;

/** "(width >= 768px)": Tailwind's md: and the CSS's @variant md, for window.matchMedia. */
export const atLeast = (bp: BreakpointName) => `(width >= ${BREAKPOINTS[bp]}px)`;

/** "(width < 992px)": Tailwind's max-lg:. */
export const below = (bp: BreakpointName) => `(width < ${BREAKPOINTS[bp]}px)`;

/**
 * "(width > 768px)": for layouts the spec gives as "above" a breakpoint, where
 * the breakpoint's own width still takes the smaller layout (the service grid;
 * the CSS's above-md: and above-xl: variants).
 */
export const above = (bp: BreakpointName) => `(width > ${BREAKPOINTS[bp]}px)`;

/**
 * "(min-width: 768px)", for HTML attributes (<source media>, sizes): the
 * classic syntax, which every browser that reads those attributes knows.
 */
export const minWidth = (bp: BreakpointName) => `(min-width: ${BREAKPOINTS[bp]}px)`;

/**
 * A picture's sizes attribute from its drawn width at each breakpoint up and
 * below the smallest: ({ xl: '370px', md: '45vw' }, '100vw') →
 * "(min-width: 1200px) 370px, (min-width: 768px) 45vw, 100vw".
 */
export function pictureSizes(from: Partial<Record<BreakpointName, string>>, base: string): string {
  const widest = (Object.keys(BREAKPOINTS) as BreakpointName[]).sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a]);
  return [...widest.filter((bp) => from[bp]).map((bp) => `${minWidth(bp)} ${from[bp]}`), base].join(', ');
}
