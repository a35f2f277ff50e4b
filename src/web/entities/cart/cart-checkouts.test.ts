import { beforeEach, expect, test, vi } from 'vitest';
import { addToCart, getCartItems } from './cart-store.ts';
import { cartCheckouts, checkoutBought, rememberCheckout, settleInCart } from './cart-checkouts.ts';

// The cart and its checkouts only need localStorage and event listeners from the browser.
const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
});

const fabric = { id: 'p1', storeId: 's1', name: 'Ankara fabric', priceKobo: 2_300_000, images: [], stockQuantity: 9 };
const kettle = { id: 'p2', storeId: 's2', name: 'Kettle', priceKobo: 1_250_000, images: [], stockQuantity: 9 };
const quantities = () => getCartItems().map((item) => [item.id, item.quantity]);

test('A paid checkout takes exactly what it bought out of the cart, not what was added since', () => {
  addToCart(fabric, 2);
  rememberCheckout('LXP-1', [{ productId: fabric.id, quantity: 2 }]);
  addToCart(fabric, 1);
  addToCart(kettle, 1);
  settleInCart(cartCheckouts()[0]!, 'completed');
  expect(quantities()).toEqual([
    [fabric.id, 1],
    [kettle.id, 1],
  ]);
  expect(cartCheckouts()).toEqual([]);
});

test('A checkout settled twice (two tabs, two events) takes its lines once', () => {
  addToCart(fabric, 3);
  rememberCheckout('LXP-1', [{ productId: fabric.id, quantity: 1 }]);
  checkoutBought('LXP-1');
  checkoutBought('LXP-1');
  expect(quantities()).toEqual([[fabric.id, 2]]);
});

test('A cancelled checkout keeps the cart and is remembered for a late payment, then forgotten', () => {
  addToCart(fabric, 1);
  rememberCheckout('LXP-1', [{ productId: fabric.id, quantity: 1 }], 0);
  settleInCart(cartCheckouts()[0]!, 'cancelled', 60_000);
  expect(quantities()).toEqual([[fabric.id, 1]]);
  expect(cartCheckouts()).toHaveLength(1);
  settleInCart(cartCheckouts()[0]!, 'cancelled', 73 * 3_600_000);
  expect(cartCheckouts()).toEqual([]);
  expect(quantities()).toEqual([[fabric.id, 1]]);
});

test('A pending checkout changes nothing; a refunded one is forgotten with the cart kept', () => {
  addToCart(fabric, 1);
  rememberCheckout('LXP-1', [{ productId: fabric.id, quantity: 1 }]);
  settleInCart(cartCheckouts()[0]!, 'pending');
  expect(cartCheckouts()).toHaveLength(1);
  settleInCart(cartCheckouts()[0]!, 'refunded');
  expect(cartCheckouts()).toEqual([]);
  expect(quantities()).toEqual([[fabric.id, 1]]);
});

test('A variant line is taken by its product and variant', () => {
  addToCart({ ...fabric, variantId: 'v1' }, 2);
  addToCart({ ...fabric, variantId: 'v2' }, 1);
  rememberCheckout('LXP-1', [{ productId: fabric.id, variantId: 'v1', quantity: 2 }]);
  checkoutBought('LXP-1');
  expect(getCartItems().map((item) => [item.variantId, item.quantity])).toEqual([['v2', 1]]);
});
