/**
 * Whether a name is a near-miss of what was typed: every word of the query is in the name, or is
 * one or two typing slips away from one of its words. Search asks pg_trgm for candidates (names
 * sharing enough letter triples with the query, through the GIN index) and keeps those that pass
 * here. Trigram similarity alone cannot tell a slip from a different word in short words: "iphnoe"
 * shares 3 of its 7 triples with "iPhone", and "shea" 2 of its 5 with "Shoes" — close scores, one
 * a typo and one not. Counting slips can: "iphnoe" is one swap from "iphone", "shea" two edits
 * from "shoes". The fixed fixture in search-ranking.test.ts pins where the line falls.
 */

/** Letters and digits of any script, lowercased; everything else separates words. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * How many slips a word of this length may carry and still count as that word: none up to 3
 * letters ("oil" is not "owl"), one up to 7 ("hisnese" → "hisense"), two from 8 ("televsion").
 */
export function slipsAllowed(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one. Stops early once every path is beyond `max`.
 */
export function slipDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, twoBack[j - 2]! + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    twoBack = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Every word of `query` is inside `name`, or within its allowed slips of one of the name's words. */
export function isNearMiss(query: string, name: string): boolean {
  const terms = wordsOf(query);
  if (terms.length === 0) return false;
  const lowerName = name.toLowerCase();
  const words = wordsOf(name);
  return terms.every((term) => {
    if (lowerName.includes(term)) return true;
    const allowed = slipsAllowed(term.length);
    return allowed > 0 && words.some((word) => slipDistance(term, word, allowed) <= allowed);
  });
}
