import { beforeEach, expect, test, vi } from 'vitest';
import {
  addToCart,
  cartItemCount,
  cartSubtotalKobo,
  clearCart,
  getCartItems,
  setCartQuantity,
  CART_STORAGE_KEY,
} from './cart-store.ts';

// The store only needs localStorage and event listeners from the browser.
const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
});

const jollofKit = {
  id: 'p1',
  storeId: 's1',
  name: 'Jollof spice kit',
  priceKobo: 350_000,
  images: [],
  stockQuantity: 4,
};
const zobo = { id: 'p2', storeId: 's2', name: 'Zobo drink', priceKobo: 80_050, images: [], stockQuantity: 10 };

test('Adding a product already in the cart raises its quantity, never beyond the stock', () => {
  addToCart(jollofKit, 2);
  addToCart(jollofKit, 1);
  expect(getCartItems()).toEqual([{ ...jollofKit, quantity: 3 }]);
  addToCart(jollofKit, 5);
  expect(getCartItems()[0]?.quantity).toBe(4);
});

test('The cart is persisted under the spec key on every change', () => {
  addToCart(zobo);
  expect(JSON.parse(storage.get(CART_STORAGE_KEY)!)).toEqual([{ ...zobo, quantity: 1 }]);
  clearCart();
  expect(storage.get(CART_STORAGE_KEY)).toBe('[]');
});

test('Setting a quantity to zero or less removes the line', () => {
  addToCart(jollofKit);
  addToCart(zobo, 3);
  setCartQuantity(jollofKit.id, 0);
  expect(getCartItems().map((item) => item.id)).toEqual([zobo.id]);
  setCartQuantity(zobo.id, -1);
  expect(getCartItems()).toEqual([]);
});

test('The badge counts quantities and the subtotal is exact in kobo', () => {
  addToCart(jollofKit, 2);
  addToCart(zobo, 3);
  expect(cartItemCount(getCartItems())).toBe(5);
  expect(cartSubtotalKobo(getCartItems())).toBe(2 * 350_000 + 3 * 80_050);
});

test('Anything unreadable in storage counts as an empty cart', () => {
  storage.set(CART_STORAGE_KEY, '{not json');
  expect(getCartItems()).toEqual([]);
  storage.set(
    CART_STORAGE_KEY,
    JSON.stringify([{ id: 'x' }, { ...zobo, quantity: 2 }, { ...zobo, id: 'y', quantity: 0 }]),
  );
  expect(getCartItems()).toEqual([{ ...zobo, quantity: 2 }]);
});

test('Adding reports how many were really added, and an out-of-stock product is never added', () => {
  expect(addToCart(jollofKit, 3)).toEqual({ added: 3, quantity: 3 });
  expect(addToCart(jollofKit, 3)).toEqual({ added: 1, quantity: 4 });
  expect(addToCart(jollofKit)).toEqual({ added: 0, quantity: 4 });
  expect(addToCart({ ...zobo, stockQuantity: 0 })).toEqual({ added: 0, quantity: 0 });
  expect(getCartItems().map((item) => item.id)).toEqual([jollofKit.id]);
});

test('Odd quantities are made whole: fractions cut, negatives and NaN add nothing', () => {
  addToCart(zobo, 2.7);
  expect(getCartItems()[0]?.quantity).toBe(2);
  expect(addToCart(zobo, -3)).toEqual({ added: 0, quantity: 2 });
  expect(addToCart(zobo, Number.NaN)).toEqual({ added: 0, quantity: 2 });
  setCartQuantity(zobo.id, Number.NaN);
  expect(getCartItems()[0]?.quantity).toBe(2);
  setCartQuantity(zobo.id, 99);
  expect(getCartItems()[0]?.quantity).toBe(zobo.stockQuantity);
});

test('The other product fields travel with the line and a newer add refreshes them', () => {
  const withStore = { ...zobo, storeName: 'Mama Put', storeSlug: 'mama-put', description: 'Chilled', categoryId: null };
  addToCart(withStore);
  addToCart({ ...withStore, priceKobo: 90_000, stockQuantity: 12 });
  expect(getCartItems()).toEqual([{ ...withStore, priceKobo: 90_000, stockQuantity: 12, quantity: 2 }]);
  storage.set(CART_STORAGE_KEY, JSON.stringify([{ ...zobo, quantity: 1, storeName: 7 }]));
  expect(getCartItems()[0]?.storeName).toBeUndefined();
});
