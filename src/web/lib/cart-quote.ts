import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NigerianState } from '../../shared/constants.ts';
import { api, call } from './api.ts';
import { applyQuote, cartLinesOf, getCartItems, type CartItem } from './cart-store.ts';

/** Every quote of the cart, whichever page asked for it: invalidate this to check the cart again. */
export const cartQuoteKey = ['cart-quote'] as const;

/**
 * POST /api/checkout/quote: every line of the cart as the database sees it now, priced into one
 * order per store; with a state, each order's delivery fee and the totals the checkout will charge.
 */
export const fetchCartQuote = (items: readonly CartItem[], state?: NigerianState) =>
  call(api.checkout.quote.$post({ json: { items: cartLinesOf(items), ...(state ? { state } : {}) } }));

/** Quotes the cart as it is when asked, and corrects the cart store with the answer. */
async function quoteAndApply(state?: NigerianState) {
  const quote = await fetchCartQuote(getCartItems(), state);
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
  return useQuery({
    queryKey: [...cartQuoteKey, 'cart', productIds],
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
  return useQuery({
    queryKey: [...cartQuoteKey, 'checkout', lines, state ?? null],
    queryFn: () => quoteAndApply(state),
    // Not while paying: our own pending order holds the stock, and the cart must not be marked sold out.
    enabled: enabled && lines.length > 0,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
}
