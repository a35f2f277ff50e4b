import { expect, test } from 'vitest';
import { filterProducts } from './filter-products.ts';

const products = [
  { name: 'Leather Sandals for Kids', storeName: 'Aba Leather Works' },
  { name: 'Palm Oil 1L', storeName: 'Mama Nkechi Provisions' },
  { name: 'Ankara Fabric', storeName: 'Balogun Fabrics' },
];

test('an empty filter shows everything', () => {
  expect(filterProducts(products, '  ')).toBe(products);
});

test('matches product or store names, every word, any case', () => {
  expect(filterProducts(products, 'leather').map((p) => p.name)).toEqual(['Leather Sandals for Kids']);
  expect(filterProducts(products, 'mama oil').map((p) => p.name)).toEqual(['Palm Oil 1L']);
  expect(filterProducts(products, 'BALOGUN')).toHaveLength(1);
  expect(filterProducts(products, 'ankara sandals')).toHaveLength(0);
});
