import { ORDER_LINE_QUANTITY_MAX } from '../../shared/constants.ts';

/**
 * A quantity a person chose, made whole and kept between `min` and `max` (docs/product.md#cart: the product
 * page's quantity is between 1 and the stock; the cart's plus stops at the stock). Text that is
 * not a number counts as `min`. When `max` is below `min` (nothing in stock), `min` wins.
 */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.max(min, Math.min(Math.trunc(value), max));
}

/**
 * The most of a product one cart line can hold: its stock, but never more than one order line
 * takes (ORDER_LINE_QUANTITY_MAX, which keeps every total exact).
 */
export function mostInOneLine(stock: number): number {
  return Math.min(Math.max(0, stock), ORDER_LINE_QUANTITY_MAX);
}

/** Parses what was typed into a quantity box: whole numbers only, or null while it is not one. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  return Number(trimmed);
}
