/**
 * The one palette every generated picture draws from: a deep clinical teal,
 * its tints, warm sand / peach accents, a hasiru (green) leaf colour, slate
 * neutrals and white. Keep it small: the set should look designed together.
 */
const COLOURS = {
  teal: '#0f5e6b',
  tealDeep: '#0b4852',
  tealMid: '#2c7f8c',
  tealSoft: '#78b7bd',
  tealLight: '#b9dcdc',
  tealTint: '#d9eceb',
  tealMist: '#edf6f5',
  sand: '#ecd6b6',
  sandLight: '#f7ecdc',
  peach: '#f0ac88',
  peachLight: '#fadfcf',
  sage: '#7fbf96',
  sageDeep: '#4f9a6c',
  sageLight: '#d4eadb',
  slate800: '#1e293b',
  slate700: '#334155',
  slate500: '#64748b',
  slate400: '#94a3b8',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  white: '#ffffff',
} as const;

export const P: Readonly<Record<keyof typeof COLOURS, string>> = COLOURS;

export interface Accent {
  /** Fill of badges and small shapes. */
  main: string;
  /** Background blobs. */
  light: string;
  /** Darker edge / detail. */
  deep: string;
}

/** The small set of warm / fresh accents a picture picks one of. */
export const ACCENTS: readonly Accent[] = [
  { main: P.peach, light: P.peachLight, deep: '#d98a66' },
  { main: P.sand, light: P.sandLight, deep: '#cfae82' },
  { main: P.sage, light: P.sageLight, deep: P.sageDeep },
  { main: '#8fc1d6', light: '#dcedf4', deep: '#5f9db8' },
];

/** Skin tones from light to deep brown. */
export const SKIN: readonly string[] = ['#f5d6bd', '#ecc19c', '#dca77f', '#c68a5f', '#a86e46', '#8a5534', '#6b3f25'];

/** Hair colours: black, dark browns, greys. */
export const HAIR = {
  black: '#1d1a18',
  darkBrown: '#3a2a21',
  brown: '#5b3d2b',
  grey: '#9ea3a8',
  silver: '#c8ccd0',
} as const;

/** Casual clothing colours for testimonial portraits. */
export const CLOTHES: readonly string[] = [P.peach, P.tealMid, '#8fc1d6', P.sage, '#c9a27a', '#b98aa6', P.slate500];

/** Darken (negative amount) or lighten (positive) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => {
    const t = amount < 0 ? v * (1 + amount) : v + (255 - v) * amount;
    return Math.max(0, Math.min(255, Math.round(t)));
  };
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return '#' + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1);
}
