import { beforeEach, expect, test, vi } from 'vitest';
import type { QuotedLine } from '../../../shared/checkout.ts';
import {
  addToCart,
  applyQuote,
  cartLinesOf,
  describeCartLine,
  reconcileCart,
  type CartItem,
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

test('The cart is persisted under its key on every change', () => {
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

test('A line never holds more than one order line takes (1,000), however much is in stock', () => {
  const sachets = { ...zobo, id: 'p9', stockQuantity: 1_000_000 };
  expect(addToCart(sachets, 5_000)).toEqual({ added: 1_000, quantity: 1_000 });
  setCartQuantity(sachets.id, 2_000);
  expect(getCartItems().find((item) => item.id === sachets.id)?.quantity).toBe(1_000);
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

/** What POST /api/checkout/quote says about a product now. */
function quoted(
  product: { id: string; storeId: string; name: string; priceKobo: number; images: string[] },
  quantity: number,
  now: Partial<NonNullable<QuotedLine['product']>> = {},
): QuotedLine {
  return {
    productId: product.id,
    quantity,
    product: {
      name: product.name,
      priceKobo: product.priceKobo,
      stockQuantity: 10,
      images: product.images,
      storeId: product.storeId,
      storeName: 'Store',
      storeSlug: 'store',
      available: true,
      ...now,
    },
  };
}

test('A new price is taken and told in words, from the price the shopper first saw', () => {
  addToCart(jollofKit, 2);
  const changes = applyQuote({ lines: [quoted(jollofKit, 2, { priceKobo: 400_000 })] });
  const [line] = getCartItems();
  expect(line).toMatchObject({ priceKobo: 400_000, quantity: 2, storeName: 'Store', stockQuantity: 10 });
  expect(describeCartLine(line!)).toEqual(['Price changed from ₦3,500.00 to ₦4,000.00']);
  expect(changes).toEqual([
    { productId: jollofKit.id, name: jollofKit.name, notices: [{ kind: 'price', fromKobo: 350_000, toKobo: 400_000 }] },
  ]);
  // A second change still reads from the first price; back to it, the notice goes.
  applyQuote({ lines: [quoted(jollofKit, 2, { priceKobo: 420_000 })] });
  expect(describeCartLine(getCartItems()[0]!)).toEqual(['Price changed from ₦3,500.00 to ₦4,200.00']);
  applyQuote({ lines: [quoted(jollofKit, 2, { priceKobo: 350_000 })] });
  expect(describeCartLine(getCartItems()[0]!)).toEqual([]);
});

test('A quantity above the stock is cut to it, and the line says so until the shopper changes it', () => {
  addToCart(zobo, 5);
  applyQuote({ lines: [quoted(zobo, 5, { stockQuantity: 2 })] });
  expect(getCartItems()[0]).toMatchObject({ quantity: 2, stockQuantity: 2 });
  expect(describeCartLine(getCartItems()[0]!)).toEqual(['Only 2 left — quantity lowered to 2']);
  // The same quote again changes nothing and keeps the notice.
  expect(applyQuote({ lines: [quoted(zobo, 2, { stockQuantity: 2 })] })).toEqual([]);
  expect(describeCartLine(getCartItems()[0]!)).toEqual(['Only 2 left — quantity lowered to 2']);
  setCartQuantity(zobo.id, 1);
  expect(describeCartLine(getCartItems()[0]!)).toEqual([]);
});

test('A product gone, inactive or sold out stays in the cart, marked, out of the totals and the checkout lines', () => {
  addToCart(jollofKit, 1);
  addToCart(zobo, 2);
  addToCart({ ...zobo, id: 'p3', name: 'Chin chin' }, 1);
  applyQuote({
    lines: [
      { productId: jollofKit.id, quantity: 1, product: null },
      quoted(zobo, 2, { available: false }),
      quoted({ ...zobo, id: 'p3' }, 1, { stockQuantity: 0 }),
    ],
  });
  const items = getCartItems();
  expect(items.map((item) => item.unavailable)).toEqual(['gone', 'gone', 'soldOut']);
  expect(items.map((item) => describeCartLine(item))).toEqual([
    ['No longer available'],
    ['No longer available'],
    ['Out of stock'],
  ]);
  expect(cartSubtotalKobo(items)).toBe(0);
  // The badge counts what can be bought.
  expect(cartItemCount(items)).toBe(0);
  // Back in stock: buyable again.
  applyQuote({ lines: [quoted(zobo, 2)] });
  expect(getCartItems()[1]?.unavailable).toBeUndefined();
  expect(cartSubtotalKobo(getCartItems())).toBe(2 * zobo.priceKobo);
});

test('A quote that agrees with the cart saves nothing; lines added since are left alone', () => {
  addToCart(jollofKit, 1);
  applyQuote({ lines: [quoted(jollofKit, 1)] }); // takes the store's name and slug: saved
  const saved = storage.get(CART_STORAGE_KEY);
  addToCart(zobo, 1);
  const withZobo = storage.get(CART_STORAGE_KEY);
  storage.set(CART_STORAGE_KEY, saved!);
  expect(applyQuote({ lines: [quoted(jollofKit, 1)] })).toEqual([]);
  expect(storage.get(CART_STORAGE_KEY)).toBe(saved);
  storage.set(CART_STORAGE_KEY, withZobo!);
  const cart: readonly CartItem[] = getCartItems();
  expect(reconcileCart(cart, [quoted(jollofKit, 1)]).items).toEqual(cart);
  expect(cartLinesOf(cart)).toEqual([
    { productId: jollofKit.id, quantity: 1 },
    { productId: zobo.id, quantity: 1 },
  ]);
});

test('Marks read back from storage are checked like every other field', () => {
  storage.set(
    CART_STORAGE_KEY,
    JSON.stringify([
      {
        ...zobo,
        quantity: 1,
        unavailable: 'whatever',
        notices: [
          { kind: 'price', fromKobo: 1 },
          { kind: 'stock', left: 1 },
        ],
      },
    ]),
  );
  expect(getCartItems()[0]).toMatchObject({ unavailable: undefined, notices: [{ kind: 'stock', left: 1 }] });
});
