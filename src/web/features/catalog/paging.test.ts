import { expect, test } from 'vitest';
import { countLabel, cursorPageQuery, nextCursor, nextOffset, searchText } from './paging.ts';

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

test('A category or store count reads "1,000+" once the server stops counting, and exactly below that', () => {
  expect(countLabel({ total: 1000, totalCapped: true })).toBe('1,000+');
  expect(countLabel({ total: 1000, totalCapped: false })).toBe('1,000');
  expect(countLabel({ total: 25, totalCapped: false })).toBe('25');
});

test('A category or store page after the first asks for the products after the cursor it was given', () => {
  const list = { sort: 'price-asc', inStock: true } as const;
  expect(cursorPageQuery(null, list)).toEqual({ limit: '48', sort: 'price-asc', inStock: '1' });
  expect(cursorPageQuery('abc', list)).toEqual({ limit: '48', sort: 'price-asc', inStock: '1', after: 'abc' });
  expect(nextCursor({ nextCursor: 'abc' })).toBe('abc');
  expect(nextCursor({ nextCursor: null })).toBeUndefined();
});
