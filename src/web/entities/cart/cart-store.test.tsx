// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNaira } from '../../../shared/money.ts';
import {
  addToCart,
  applyQuote,
  CART_STORAGE_KEY,
  cartItemCount,
  cartLinesOf,
  cartSubtotalKobo,
  getCartItems,
  lineKey,
  clearCart,
  setCartQuantity,
  useCartItems,
  type CartProduct,
} from './cart-store.ts';

/** The cart store as a page uses it, in a real (happy-dom) browser with real localStorage. */
function CartProbe() {
  const items = useCartItems();
  return (
    <div>
      <p data-testid="count">{cartItemCount(items)}</p>
      <p data-testid="subtotal">{formatNaira(cartSubtotalKobo(items))}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name} × {item.quantity}
            {item.unavailable ? ` (${item.unavailable})` : ''}
            <button type="button" onClick={() => setCartQuantity(item.id, item.quantity + 1)}>
              More {item.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const jollofKit: CartProduct = {
  id: 'p1',
  storeId: 's1',
  storeName: 'Mama Put',
  name: 'Jollof kit',
  priceKobo: 350_000,
  images: [],
  stockQuantity: 3,
};
const zobo: CartProduct = { id: 'p2', storeId: 's2', name: 'Zobo', priceKobo: 80_050, images: [], stockQuantity: 10 };

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  act(() => clearCart());
});

const count = () => screen.getByTestId('count').textContent;
const subtotal = () => screen.getByTestId('subtotal').textContent;

test('a page shows every change to the cart at once, and the cart is saved on each', async () => {
  render(<CartProbe />);
  expect([count(), subtotal()]).toEqual(['0', '₦0.00']);
  act(() => void addToCart(jollofKit, 2));
  act(() => void addToCart(zobo, 3));
  expect([count(), subtotal()]).toEqual(['5', formatNaira(2 * 350_000 + 3 * 80_050)]);
  expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(2);

  // The stepper stops at the stock: 3 kits at most.
  await userEvent.click(screen.getByRole('button', { name: 'More Jollof kit' }));
  await userEvent.click(screen.getByRole('button', { name: 'More Jollof kit' }));
  expect(screen.getByText(/Jollof kit × 3/)).toBeTruthy();
  expect(subtotal()).toBe(formatNaira(3 * 350_000 + 3 * 80_050));

  act(() => setCartQuantity(zobo.id, 0));
  expect(screen.queryByText(/Zobo/)).toBeNull();
  expect([count(), subtotal()]).toEqual(['3', '₦10,500.00']);
});

test('a line the quote finds sold out stays in the cart but leaves the subtotal', () => {
  render(<CartProbe />);
  act(() => void addToCart(jollofKit, 1));
  act(() => void addToCart(zobo, 2));
  act(
    () =>
      void applyQuote({
        lines: [
          {
            productId: zobo.id,
            quantity: 2,
            product: {
              name: 'Zobo',
              priceKobo: 80_050,
              stockQuantity: 0,
              images: [],
              storeId: 's2',
              storeName: 'Zobo Hub',
              storeSlug: 'zobo-hub',
              available: true,
            },
          },
        ],
      }),
  );
  expect(screen.getByText(/Zobo × 2 \(soldOut\)/)).toBeTruthy();
  expect(subtotal()).toBe('₦3,500.00');
});

test('a change made in another tab shows here too (the storage event)', () => {
  render(<CartProbe />);
  act(() => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...zobo, quantity: 4 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
  });
  expect([count(), subtotal()]).toEqual(['4', formatNaira(4 * 80_050)]);
});

test('a cart that cannot be read is an empty cart, not a broken page', () => {
  window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
  render(<CartProbe />);
  expect([count(), subtotal()]).toEqual(['0', '₦0.00']);
});

test('two sizes of one product are two lines, each changed and corrected on its own', () => {
  const dress: CartProduct = {
    id: 'p3',
    storeId: 's1',
    name: 'Ankara Dress',
    priceKobo: 500_000,
    images: [],
    stockQuantity: 5,
  };
  const m = { ...dress, variantId: 'v-m', variantLabel: 'Size M · Black', stockQuantity: 2 };
  const l = { ...dress, variantId: 'v-l', variantLabel: 'Size L · Black', stockQuantity: 3 };
  addToCart(m, 1);
  addToCart(l, 2);
  addToCart(m, 1);
  expect(getCartItems().map((i) => [lineKey(i), i.quantity])).toEqual([
    ['p3:v-m', 2],
    ['p3:v-l', 2],
  ]);
  expect(cartLinesOf(getCartItems())).toEqual([
    { productId: 'p3', quantity: 2, variantId: 'v-m' },
    { productId: 'p3', quantity: 2, variantId: 'v-l' },
  ]);
  // The quote prices Size L at its own price and finds Size M sold out.
  const product = {
    name: 'Ankara Dress',
    images: [],
    storeId: 's1',
    storeName: 'Mama Put',
    storeSlug: 'mama-put',
    available: true,
  };
  applyQuote({
    lines: [
      { productId: 'p3', variantId: 'v-m', quantity: 2, product: { ...product, priceKobo: 500_000, stockQuantity: 0 } },
      { productId: 'p3', variantId: 'v-l', quantity: 2, product: { ...product, priceKobo: 600_000, stockQuantity: 3 } },
    ],
  });
  expect(getCartItems().map((i) => [i.variantLabel, i.priceKobo, i.unavailable])).toEqual([
    ['Size M · Black', 500_000, 'soldOut'],
    ['Size L · Black', 600_000, undefined],
  ]);
  setCartQuantity('p3:v-l', 0);
  expect(getCartItems().map(lineKey)).toEqual(['p3:v-m']);
});
