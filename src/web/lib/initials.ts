/**
 * Initials for an avatar or a logo stand-in, taken by grapheme (what a reader sees as one
 * character: "Ọ" with its dot below, "👩🏽‍💻"), never by UTF-16 unit, so an emoji is never cut in half.
 * Graphemes that are not a letter or a digit (emoji, symbols, punctuation) are skipped.
 */
const segmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/** The graphemes of `text`; by code point on the few browsers without Intl.Segmenter (still never half an emoji). */
function graphemesOf(text: string): Iterable<string> {
  return segmenter ? Array.from(segmenter.segment(text), ({ segment }) => segment) : Array.from(text);
}

/** The first letter or digit of `word`, as the whole grapheme it starts, or undefined. */
function firstInitial(word: string): string | undefined {
  for (const segment of graphemesOf(word)) {
    if (LETTER_OR_DIGIT.test(segment)) return segment.toUpperCase();
  }
  return undefined;
}

/** The initials of the first and last words that have a letter or digit: "Ngozi Adaeze Okafor" → "NO"; "Tolú 🎉" → "T". */
export function initialsOf(name: string): string {
  const initials = name
    .split(/\s+/)
    .map(firstInitial)
    .filter((initial): initial is string => initial !== undefined);
  if (initials.length === 0) return '?';
  return initials.length === 1 ? initials[0]! : initials[0]! + initials.at(-1)!;
}

/** One initial: the name's first letter or digit, "🎉 Party Palace" → "P". */
export function initialOf(name: string): string {
  return firstInitial(name) ?? '?';
}
