// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem } from '../../../entities/cart/cart-store.ts';
import type { CartQuote } from '../../../../shared/checkout.ts';
import { orderTotals } from '../order-totals.ts';
import { OrderSummary } from './order-summary.tsx';

afterEach(cleanup);

const item = (id: string, storeId: string, priceKobo: number, quantity: number, extra: Partial<CartItem> = {}) => ({
  id,
  storeId,
  storeName: storeId === 'a' ? 'Mama Nkechi Foods' : 'Ikeja Oils',
  name: id,
  priceKobo,
  quantity,
  images: [],
  stockQuantity: 10,
  ...extra,
});
const cart: CartItem[] = [
  item('Garri', 'a', 250_000, 2),
  item('Palm oil', 'b', 180_000, 1, { notices: [{ kind: 'price', fromKobo: 150_000, toKobo: 180_000 }] }),
  item('Rice', 'a', 1_000_000, 1),
  item('Zobo', 'b', 80_000, 1, { unavailable: 'soldOut' }),
];
/** What POST /api/checkout/quote answers for this cart with state Lagos (₦1,500 per store order). */
const lagosQuote: Pick<CartQuote, 'stores' | 'subtotalKobo' | 'deliveryFeeKobo' | 'totalKobo'> = {
  stores: [
    {
      storeId: 'a',
      storeName: 'Mama Nkechi Foods',
      subtotalKobo: 1_500_000,
      deliveryFeeKobo: 150_000,
      totalKobo: 1_650_000,
    },
    { storeId: 'b', storeName: 'Ikeja Oils', subtotalKobo: 180_000, deliveryFeeKobo: 150_000, totalKobo: 330_000 },
  ],
  subtotalKobo: 1_680_000,
  deliveryFeeKobo: 300_000,
  totalKobo: 1_980_000,
};

const figures = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

function renderSummary(quote: typeof lagosQuote | undefined, props: { busy?: boolean } = {}) {
  const onRemove = vi.fn();
  render(
    <OrderSummary
      totals={orderTotals(cart, quote)}
      unavailable={cart.filter((i) => i.unavailable)}
      onRemove={onRemove}
      {...props}
    >
      <button type="submit">Pay</button>
    </OrderSummary>,
  );
  return { onRemove, summary: screen.getByRole('region', { name: 'Your order' }) };
}

test('each store’s lines, subtotal and delivery fee from the quote, then the grand total', () => {
  const { summary } = renderSummary(lagosQuote);
  expect(within(summary).getByText('From 2 stores: one order per store')).toBeTruthy();
  const first = within(summary).getByRole('region', { name: 'Mama Nkechi Foods' });
  expect(
    within(first)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Garri × 2₦5,000.00', 'Rice × 1₦10,000.00']);
  expect(figures(first)).toEqual(['₦15,000.00', '₦1,500.00']);
  const second = within(summary).getByRole('region', { name: 'Ikeja Oils' });
  expect(within(second).getByText('Price changed from ₦1,500.00 to ₦1,800.00')).toBeTruthy();
  expect(figures(second)).toEqual(['₦1,800.00', '₦1,500.00']);
  expect(screen.getByTestId('checkout-total').textContent).toBe('₦19,800.00');
  // The grand figures: subtotal, delivery for both orders, total.
  expect(figures(summary).slice(-3)).toEqual(['₦16,800.00', '₦3,000.00', '₦19,800.00']);
  expect(summary.getAttribute('aria-busy')).toBeNull();
});

test('before a state is chosen (or its quote is back) every fee says to choose a state', () => {
  const { summary } = renderSummary(undefined);
  expect(figures(within(summary).getByRole('region', { name: 'Mama Nkechi Foods' }))).toEqual([
    '₦15,000.00',
    'Choose a state',
  ]);
  expect(figures(summary).slice(-3)).toEqual(['₦16,800.00', 'Choose a state', '₦16,800.00']);
});

test('a line that cannot be bought is listed apart, counts in no total, and can be removed', async () => {
  const { summary, onRemove } = renderSummary(lagosQuote);
  const apart = within(summary).getByText('Not included in this order').closest('section')!;
  expect(within(apart).getByText('Zobo')).toBeTruthy();
  expect(within(apart).getByText('Out of stock')).toBeTruthy();
  expect(within(within(summary).getByRole('region', { name: 'Ikeja Oils' })).queryByText(/Zobo/)).toBeNull();
  await userEvent.click(within(apart).getByRole('button', { name: 'Remove Zobo' }));
  expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'Zobo' }));
});

test('while the next quote is on its way the summary is marked busy', () => {
  const { summary } = renderSummary(lagosQuote, { busy: true });
  expect(summary.getAttribute('aria-busy')).toBe('true');
});
