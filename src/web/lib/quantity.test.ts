import { expect, test } from 'vitest';
import { clampQuantity, parseQuantity } from './quantity.ts';

test('A quantity stays between the minimum and the stock', () => {
  expect(clampQuantity(2, 1, 3)).toBe(2);
  expect(clampQuantity(5, 1, 3)).toBe(3);
  expect(clampQuantity(0, 1, 3)).toBe(1);
  expect(clampQuantity(-4, 1, 3)).toBe(1);
});

test('Fractions are cut to whole items and nonsense counts as the minimum', () => {
  expect(clampQuantity(2.9, 1, 10)).toBe(2);
  expect(clampQuantity(Number.NaN, 1, 10)).toBe(1);
  expect(clampQuantity(Number.POSITIVE_INFINITY, 1, 10)).toBe(1);
});

test('With nothing in stock the minimum wins', () => {
  expect(clampQuantity(3, 1, 0)).toBe(1);
});

test('Only whole numbers typed into a quantity box count', () => {
  expect(parseQuantity(' 12 ')).toBe(12);
  expect(parseQuantity('0')).toBe(0);
  expect(parseQuantity('')).toBeNull();
  expect(parseQuantity('1.5')).toBeNull();
  expect(parseQuantity('-1')).toBeNull();
  expect(parseQuantity('2e3')).toBeNull();
});
