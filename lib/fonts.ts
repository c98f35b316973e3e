/**
 * The site's web font: Source Sans 3 (a humanist sans, DESIGN.md), the Latin
 * subset of the variable font from @fontsource-variable/source-sans-3. The
 * site script loads it (islands/site/fonts.ts, which imports the file so
 * the bundle copies it under a hashed name); app/globals.css names the family
 * first in the font stack, ahead of the phone's own sans.
 */
export const BODY_FONT = { family: 'Source Sans 3', weight: '200 900' } as const;
