import { describe, expect, it } from 'vitest';
import { accountNamesMatch, accountNameVerdict } from './account-name.ts';

describe('an account name typed against the one the bank gave', () => {
  it.each([
    ['Adaeze Okafor', 'ADAEZE OKAFOR'],
    ['Adaeze Okafor', 'OKAFOR ADAEZE'],
    ['Okafor, Adaeze', 'ADAEZE OKAFOR'],
    ['  Adaeze   Okafor. ', 'adaeze okafor'],
    ['Chidi-Ebere Nwosu', 'NWOSU CHIDI EBERE'],
    ['Ọlá Adébáyọ̀', 'OLA ADEBAYO'],
  ])('"%s" matches "%s"', (typed, resolved) => {
    expect(accountNamesMatch(typed, resolved)).toBe(true);
  });

  it.each([
    ['Adaeze Okafor', 'ADAEZE CHIOMA OKAFOR'],
    ['A. Okafor', 'ADAEZE OKAFOR'],
    ['Bola Tinubu', 'ADAEZE OKAFOR'],
    ['', 'ADAEZE OKAFOR'],
    ['...', '...'],
  ])('"%s" does not match "%s"', (typed, resolved) => {
    expect(accountNamesMatch(typed, resolved)).toBe(false);
  });

  it('reads "not checked" when the provider gave no name', () => {
    expect(accountNameVerdict('Adaeze Okafor', null)).toBe('not_checked');
    expect(accountNameVerdict('Adaeze Okafor', 'OKAFOR ADAEZE')).toBe('match');
    expect(accountNameVerdict('Adaeze Okafor', 'BOLA TINUBU')).toBe('mismatch');
  });
});
