import { expect, test } from 'vitest';
import { parseListParams, PRODUCT_SORT_OPTIONS, SEARCH_SORT_OPTIONS } from './list-params.ts';

test('The sort and the in-stock filter are read from the URL; anything unknown is the default', () => {
  expect(parseListParams(new URLSearchParams('sort=price-desc&inStock=1'), PRODUCT_SORT_OPTIONS)).toEqual({
    sort: 'price-desc',
    inStock: true,
  });
  expect(parseListParams(new URLSearchParams('sort=cheapest&inStock=yes'), PRODUCT_SORT_OPTIONS)).toEqual({
    sort: 'newest',
    inStock: false,
  });
  expect(parseListParams(new URLSearchParams('sort=relevance'), PRODUCT_SORT_OPTIONS)).toEqual({
    sort: 'newest',
    inStock: false,
  });
  expect(parseListParams(new URLSearchParams(''), SEARCH_SORT_OPTIONS)).toEqual({ sort: 'relevance', inStock: false });
});
