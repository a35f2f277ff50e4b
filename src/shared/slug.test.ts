import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug.ts';

describe('slugs are URL-safe', () => {
  it.each([
    ['Mama Put Kitchen', 'mama-put-kitchen'],
    ['  UNIQUE   wares ', 'unique-wares'],
    ['Phones & Tablets', 'phones-tablets'],
    ["Mama's Kitchen", 'mama-s-kitchen'],
    ['Ọjà Ẹ̀kọ́', 'oja-eko'],
    ['Ɗan Ƙasa Ɓoye', 'dan-kasa-boye'],
    ['Café Größe', 'cafe-grosse'],
    ['a/b', 'a-b'],
    ['a?b#c', 'a-b-c'],
    ['%2e%2e', '2e-2e'],
    ['zero\u200bwidth', 'zero-width'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it.each(['..', '...', '!!!', '\u200b', '  '])('%j has no slug', (name) => {
    expect(slugify(name)).toBe('');
  });
});
