import { expect, test } from 'vitest';
import { parseTabParam } from './use-tab-param.ts';

const tabs = ['overview', 'categories', 'stores'] as const;

test('a tab in the list is the open tab', () => {
  expect(parseTabParam('stores', tabs, 'overview')).toBe('stores');
});

test('no ?tab= opens the default tab', () => {
  expect(parseTabParam(null, tabs, 'overview')).toBe('overview');
  expect(parseTabParam('', tabs, 'overview')).toBe('overview');
});

test('an unknown tab, or one not offered to this person, falls back to the default', () => {
  expect(parseTabParam('payouts', tabs, 'overview')).toBe('overview');
  expect(parseTabParam('Stores', tabs, 'overview')).toBe('overview');
  expect(parseTabParam('stores', ['overview'], 'overview')).toBe('overview');
});
