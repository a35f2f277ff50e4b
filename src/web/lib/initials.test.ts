import { expect, test } from 'vitest';
import { initialOf, initialsOf } from './initials.ts';

test('a name gives the first letters of its first and last words, upper-cased', () => {
  expect(initialsOf('Ngozi Okafor')).toBe('NO');
  expect(initialsOf('  ngozi   adaeze okafor ')).toBe('NO');
  expect(initialsOf('Chidi')).toBe('C');
});

test('an emoji or symbol is skipped, never cut in half ("Tolú 🎉" once showed "T�")', () => {
  expect(initialsOf('Tolú 🎉')).toBe('T');
  expect(initialsOf('🎉 Tolú')).toBe('T');
  expect(initialsOf('Ada 👩🏽‍💻 Obi')).toBe('AO');
  expect(initialsOf('🇳🇬 Naija ❤️')).toBe('N');
  expect(initialsOf('(Ade) Bello!')).toBe('AB');
});

test('a letter with its accent or dot below is one initial, kept whole', () => {
  expect(initialsOf('Ọlá Àdìgún')).toBe('ỌÀ');
  // The same names typed with combining marks (as many phone keyboards send them).
  expect(initialsOf('O\u0323la\u0301 A\u0300di\u0300gu\u0301n')).toBe('O\u0323A\u0300');
  expect(initialsOf('ọlá')).toBe('Ọ');
});

test('a name with no letter at all gives a question mark', () => {
  expect(initialsOf('🎉🎉')).toBe('?');
  expect(initialsOf('   ')).toBe('?');
});

test('a single initial is the first letter or digit of the name, skipping symbols', () => {
  expect(initialOf('🎉 Party Palace')).toBe('P');
  expect(initialOf('ìyá àgbà foods')).toBe('Ì');
  expect(initialOf('3D Prints Lagos')).toBe('3');
  expect(initialOf('***')).toBe('?');
});
