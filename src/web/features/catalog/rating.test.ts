import { expect, test } from 'vitest';
import { formatAverage, starsForAverage } from './rating.ts';

test('The average is rounded for the stars and kept on the 1–5 scale', () => {
  expect(starsForAverage(4.5)).toBe(5);
  expect(starsForAverage(4.49)).toBe(4);
  expect(starsForAverage(3)).toBe(3);
  expect(starsForAverage(1.2)).toBe(1);
  expect(starsForAverage(0.4)).toBe(1);
  expect(starsForAverage(7)).toBe(5);
});

test('No reviews means no filled star', () => {
  expect(starsForAverage(null)).toBe(0);
  expect(starsForAverage(undefined)).toBe(0);
  expect(starsForAverage(Number.NaN)).toBe(0);
});

test('The average is shown with one decimal', () => {
  expect(formatAverage(4)).toBe('4.0');
  expect(formatAverage(4.333333)).toBe('4.3');
  expect(formatAverage(4.25)).toBe('4.3');
});
