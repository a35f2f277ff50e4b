import { expect, test } from 'vitest';
import { formatDate } from './format-date.ts';

test('a date from the API reads as day, short month and year by default', () => {
  expect(formatDate('2025-03-04T10:00:00.000Z')).toBe('4 Mar 2025');
});

test('the long form spells the month out', () => {
  expect(formatDate('2025-03-04T10:00:00.000Z', { length: 'long' })).toBe('4 March 2025');
});

test('the date-and-time form adds the hour and minute with am or pm, in Nigerian time', () => {
  expect(formatDate('2025-03-04T10:05:00.000Z', { length: 'dateTime' })).toBe('4 Mar 2025, 11:05 am');
  expect(formatDate('2026-11-28T13:32:00.000Z', { length: 'dateTime' })).toBe('28 Nov 2026, 2:32 pm');
});

test('noon and midnight read as 12 pm and 12 am, never 0:00', () => {
  expect(formatDate('2026-11-28T11:00:00.000Z', { length: 'dateTime' })).toBe('28 Nov 2026, 12:00 pm');
  expect(formatDate('2026-11-27T23:00:00.000Z', { length: 'dateTime' })).toBe('28 Nov 2026, 12:00 am');
});

test('a date is told in Nigerian time whatever the clock of the server or the browser', () => {
  // 23:30 UTC is already the next day in Lagos (UTC+1), on the server and in every browser alike.
  expect(formatDate('2025-03-04T23:30:00.000Z')).toBe('5 Mar 2025');
  expect(formatDate('2025-03-04T23:30:00.000Z', { length: 'dateTime' })).toBe('5 Mar 2025, 12:30 am');
});

test('an unreadable date shows a dash, or what the caller asks for instead', () => {
  expect(formatDate('not a date')).toBe('—');
  expect(formatDate('', { unreadable: '' })).toBe('');
});
