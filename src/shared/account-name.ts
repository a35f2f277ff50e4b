/**
 * Whether the name a seller typed for their bank account is the holder's name the bank gave
 * (docs/product.md#bank-details): compared without regard to case, word order, punctuation or
 * spacing, so "OKAFOR, Adaeze" matches "Adaeze Okafor" and "Adaeze  Okafor." does too. Initials or
 * a missing middle name do not match: an admin looks at those.
 */
export function accountNamesMatch(typed: string, resolved: string): boolean {
  const words = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .sort()
      .join(' ');
  const a = words(typed);
  return a !== '' && a === words(resolved);
}

/**
 * How an account's name check reads for an admin: `match`, `mismatch` (the flag "Name does not
 * match"), or `not_checked` (the provider could not be asked when the details were given).
 */
export type AccountNameVerdict = 'match' | 'mismatch' | 'not_checked';

export function accountNameVerdict(typed: string | null, resolved: string | null): AccountNameVerdict {
  if (resolved === null || resolved.trim() === '') return 'not_checked';
  return accountNamesMatch(typed ?? '', resolved) ? 'match' : 'mismatch';
}
