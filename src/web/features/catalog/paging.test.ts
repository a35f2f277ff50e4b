import { expect, test } from 'vitest';
import { nextOffset, searchText } from './paging.ts';

const page = (n: number, total: number) => ({ products: Array.from({ length: n }), total });

test('The next page starts after everything loaded so far', () => {
  expect(nextOffset([page(48, 100)])).toBe(48);
  expect(nextOffset([page(48, 100), page(48, 100)])).toBe(96);
});

test('There is no next page once all are loaded, or when a page came back empty', () => {
  expect(nextOffset([page(48, 100), page(48, 100), page(4, 100)])).toBeUndefined();
  expect(nextOffset([page(10, 10)])).toBeUndefined();
  expect(nextOffset([page(48, 100), page(0, 100)])).toBeUndefined();
  expect(nextOffset([])).toBeUndefined();
});

test('Search text is trimmed and cut to 100 characters', () => {
  expect(searchText('  iphone  ')).toBe('iphone');
  expect(searchText('x'.repeat(150))).toHaveLength(100);
  expect(searchText('   ')).toBe('');
});
