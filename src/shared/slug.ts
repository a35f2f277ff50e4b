/** Letters that Unicode does not decompose into a base letter plus marks (Hausa's hooked letters among them). */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ɓ: 'b',
  ɗ: 'd',
  ƙ: 'k',
  ƴ: 'y',
};

/**
 * The URL slug of a store or category name. "Lowercased, spaces to hyphens" alone
 * leaves some slugs unreachable, so we go further (decision 0009): accents are dropped (Ọjà → oja), anything other than a-z and
 * 0-9 becomes a hyphen, and hyphens never double or lead or trail. A name with no letter or digit
 * has no slug ('') and is refused by the schemas.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ßæœøđłþɓɗƙƴ]/g, (ch) => SPELLED_OUT[ch] ?? ch)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a slug looks like: the only shape slugify produces. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
