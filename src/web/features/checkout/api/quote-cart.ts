import { useQuery } from '@tanstack/react-query';
import { applyQuote, cartLinesOf, getCartItems, type CartItem } from '../../../lib/cart-store.ts';
import { api, call } from '../../../lib/api.ts';

export const checkoutQuoteKey = ['checkout-quote'] as const;

/** POST /api/checkout/quote: every line of the cart as the database sees it now. */
export const quoteCart = (items: readonly CartItem[]) =>
  call(api.checkout.quote.$post({ json: { items: cartLinesOf(items) } }));

/**
 * Checks the cart with the server when the checkout opens (and after a refused order): prices,
 * stock and availability are corrected in the cart store, which says on each line what changed.
 */
export function useCheckoutQuote(items: readonly CartItem[], enabled: boolean) {
  const productIds = items.map((item) => item.id).sort();
  return useQuery({
    queryKey: [...checkoutQuoteKey, productIds],
    queryFn: async () => {
      const quote = await quoteCart(getCartItems());
      return { quote, changes: applyQuote(quote) };
    },
    // Not while paying: our own pending order holds the stock, and the cart must not be marked sold out.
    enabled: enabled && productIds.length > 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
}
