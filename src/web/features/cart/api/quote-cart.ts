import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { applyQuote, cartLinesOf, getCartItems, type CartItem } from '../../../lib/cart-store.ts';

/** POST /api/checkout/quote: every line of the cart as the database sees it now. */
export const quoteCart = (items: readonly CartItem[]) =>
  call(api.checkout.quote.$post({ json: { items: cartLinesOf(items) } }));

/**
 * Refreshes the cart from the server each time the cart page opens (and when the set of products
 * changes): prices, stock and availability are corrected in the cart store, which tells the
 * shopper on each line what changed. Quantity changes need no new quote: the stepper already
 * stops at the stock the last quote brought.
 */
export function useCartQuote(items: readonly CartItem[]) {
  const productIds = items.map((item) => item.id).sort();
  return useQuery({
    queryKey: ['cart-quote', productIds],
    queryFn: async () => {
      // The cart as it is when the answer comes back is what gets corrected.
      const quote = await quoteCart(getCartItems());
      return { quote, changes: applyQuote(quote) };
    },
    enabled: productIds.length > 0,
    refetchOnMount: 'always',
    staleTime: 0,
  });
}
