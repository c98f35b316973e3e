/**
 * "Did you mean …?" for the content check: the known name closest to what an
 * editor typed, so a misspelt field, slug, id or label comes with its fix.
 */

/**
 * How many single-character edits (insert, delete, replace, or swap two
 * neighbours) turn `a` into `b`: "nmae" → "name" is 1, "cardiolgy" →
 * "cardiology" is 1. Compares case-sensitively; see `nearest` for the
 * case-insensitive use.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  // rows[i][j]: distance between the first i characters of a and the first j of b
  let before: number[] = [];
  let previous: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How far a guess may be from the typed word: a third of its length, at least 1 and at most 4. */
function tolerance(word: string): number {
  return Math.max(1, Math.min(4, Math.floor(word.length / 3)));
}

/**
 * The candidate closest to `word`, or undefined when none is close enough to
 * be a likely typo. Letter case, spaces, hyphens and underscores count for
 * little ("Orthopaedics" finds "orthopaedics", "dr asha rao" finds
 * "dr-asha-rao"); on a tie the earlier candidate wins.
 */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  return nearestAll(word, candidates)[0];
}

/** Every candidate as close to `word` as the nearest one (a tie: "heart-puls" is as near "heart-plus" as "heart-pulse"). */
export function nearestAll(word: string, candidates: Iterable<string>): string[] {
  const squash = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  const typed = squash(word);
  let best: string[] = [];
  let bestScore = Infinity;
  for (const candidate of new Set(candidates)) {
    if (candidate === word) continue;
    const score = typed === squash(candidate) ? 0.5 : editDistance(typed, squash(candidate));
    if (score < bestScore) {
      best = [candidate];
      bestScore = score;
    } else if (score === bestScore) best.push(candidate);
  }
  return bestScore <= tolerance(typed) ? best : [];
}

/**
 * `; did you mean "cardiology"?` when a candidate is close to `word` (up to
 * three equally close ones: `"heart-plus" or "heart-pulse"`), else an empty string.
 */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const guesses = nearestAll(word, candidates).slice(0, 3).map((g) => `"${g}"`);
  if (guesses.length === 0) return '';
  const last = guesses.pop()!;
  return `; did you mean ${guesses.length > 0 ? `${guesses.join(', ')} or ${last}` : last}?`;
}
