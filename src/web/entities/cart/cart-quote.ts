import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NigerianState } from '../../../shared/constants.ts';
import { api, ApiError, call } from '../../lib/api.ts';
import { applyQuote, cartLinesOf, getCartItems, type CartItem } from './cart-store.ts';
import { dropCouponCode, getCouponCode, useCouponState } from './coupon-code.ts';

/** Every quote of the cart, whichever page asked for it: invalidate this to check the cart again. */
export const cartQuoteKey = ['cart-quote'] as const;

/**
 * POST /api/checkout/quote: every line of the cart as the database sees it now, priced into one
 * order per store; with a state, each order's delivery fee and the totals the checkout will charge.
 */
export const fetchCartQuote = (items: readonly CartItem[], state?: NigerianState, couponCode?: string) =>
  call(
    api.checkout.quote.$post({
      json: { items: cartLinesOf(items), ...(state ? { state } : {}), ...(couponCode ? { couponCode } : {}) },
    }),
  );

/**
 * Quotes the cart as it is when asked, with the applied coupon, and corrects the cart store with
 * the answer. A coupon the server now refuses (the cart fell below its minimum spend, say) is
 * dropped with its reason, and the cart quoted again without it.
 */
async function quoteAndApply(state?: NigerianState) {
  const couponCode = getCouponCode() ?? undefined;
  let quote;
  try {
    quote = await fetchCartQuote(getCartItems(), state, couponCode);
  } catch (error) {
    const refusal = error instanceof ApiError ? error.fields.couponCode : undefined;
    if (!couponCode || !refusal) throw error;
    dropCouponCode(refusal);
    quote = await fetchCartQuote(getCartItems(), state);
  }
  return { quote, changes: applyQuote(quote) };
}

/**
 * The cart page: refreshes the cart from the server each time the page opens (and when the set of
 * products changes): prices, stock and availability are corrected in the cart store, which tells
 * the shopper on each line what changed. Quantity changes need no new quote: the stepper already
 * stops at the stock the last quote brought, and the page prices the cart itself (priceCart).
 */
export function useCartQuote(items: readonly CartItem[]) {
  const productIds = items.map((item) => item.id).sort();
  // With a coupon, the discount follows the quantities, so each change is quoted.
  const { code } = useCouponState();
  const quantities = code ? items.map((item) => `${item.id}:${item.quantity}`).sort() : null;
  return useQuery({
    queryKey: [...cartQuoteKey, 'cart', productIds, code, quantities],
    queryFn: () => quoteAndApply(),
    enabled: productIds.length > 0,
    refetchOnMount: 'always',
    staleTime: 0,
  });
}

/**
 * The checkout: the cart checked with the server when the page opens, again for each state chosen
 * (the quote then carries the delivery fees and the totals the summary shows), whenever a line or
 * quantity changes, and after a refused order. While the next quote is on its way the last one's
 * figures stay (`isPlaceholderData`).
 */
export function useCheckoutQuote(items: readonly CartItem[], state: NigerianState | undefined, enabled: boolean) {
  const lines = cartLinesOf(items)
    .map((line) => `${line.productId}:${line.quantity}`)
    .sort();
  const { code } = useCouponState();
  return useQuery({
    queryKey: [...cartQuoteKey, 'checkout', lines, state ?? null, code],
    queryFn: () => quoteAndApply(state),
    // Not while paying: our own pending order holds the stock, and the cart must not be marked sold out.
    enabled: enabled && lines.length > 0,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
}
