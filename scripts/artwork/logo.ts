/**
 * The Hasiru Hospital mark ("hasiru" is Kannada for green): a rounded teal
 * square carrying a white medical cross, with a fresh green leaf growing from
 * the cross. No text, so it works at favicon size too.
 */
import { P } from './palette';
import { f, group, line, path, rect } from './svg';

export function logo(size: number): string {
  const s = size;
  const r = s * 0.23;
  const cx = s * 0.45;
  const cy = s * 0.55;
  const arm = s * 0.27; // half-length of the cross
  const t = s * 0.18; // arm thickness
  const tr = t * 0.3;
  // The leaf grows out of the corner between the top and right arms,
  // filling that quadrant, so cross and leaf read as one mark.
  const lx = cx + t / 2 - s * 0.005;
  const ly = cy - t / 2 + s * 0.005;
  const len = s * 0.4;
  const wdt = len * 0.42;
  const leafD =
    `M0 0C${f(wdt)} ${f(-len * 0.12)} ${f(wdt * 1.02)} ${f(-len * 0.72)} 0 ${f(-len)}` +
    `C${f(-wdt * 1.02)} ${f(-len * 0.72)} ${f(-wdt)} ${f(-len * 0.12)} 0 0Z`;
  const vein = line(`M0 ${f(-len * 0.1)}Q${f(len * 0.03)} ${f(-len * 0.45)} 0 ${f(-len * 0.78)}`, P.teal, s * 0.022);
  const leafG = group(path(leafD, '#8fd19e') + vein, { transform: `translate(${f(lx)} ${f(ly)}) rotate(45)` });
  return (
    rect(0, 0, s, s, P.teal, r) +
    leafG +
    rect(cx - t / 2, cy - arm, t, arm * 2, P.white, tr) +
    rect(cx - arm, cy - t / 2, arm * 2, t, P.white, tr)
  );
}
