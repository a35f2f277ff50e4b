import { expect, test } from 'vitest';
import { formatDate } from './format-date.ts';

test('a date from the API reads as day, short month and year by default', () => {
  expect(formatDate('2025-03-04T10:00:00.000Z')).toBe('4 Mar 2025');
});

test('the long form spells the month out', () => {
  expect(formatDate('2025-03-04T10:00:00.000Z', { length: 'long' })).toBe('4 March 2025');
});

test('the date-and-time form adds the hour and minute', () => {
  // The browser's own time zone decides the hour; here only its shape is checked.
  expect(formatDate('2025-03-04T10:05:00.000Z', { length: 'dateTime' })).toMatch(/^4 Mar 2025, \d{1,2}:05$/);
});

test('an unreadable date shows a dash, or what the caller asks for instead', () => {
  expect(formatDate('not a date')).toBe('—');
  expect(formatDate('', { unreadable: '' })).toBe('');
});
