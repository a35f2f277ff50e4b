import type { CartQuote } from '../../../shared/checkout.ts';
import { priceCart } from '../../../shared/pricing.ts';
import { availableCartItems, type CartItem } from '../../entities/cart/cart-store.ts';

export type StoreOrder = {
  storeId: string;
  storeName: string;
  items: CartItem[];
  subtotalKobo: number;
  /** Null until a state is chosen (and its quote is back). */
  deliveryFeeKobo: number | null;
  /** What the coupon takes off this order's goods, as the server priced it (docs/product.md#coupons). */
  discountKobo: number;
};

export type OrderTotals = {
  stores: StoreOrder[];
  subtotalKobo: number;
  deliveryFeeKobo: number | null;
  totalKobo: number;
  /** The coupon the quote priced with; null without one. */
  couponCode: string | null;
};

/** The figures of the server's quote the summary shows. */
export type QuotedTotals = Pick<CartQuote, 'stores' | 'subtotalKobo' | 'deliveryFeeKobo' | 'totalKobo' | 'coupon'>;

/**
 * The checkout's summary (docs/product.md#delivery-fees): one order per store with its items, subtotal and
 * delivery fee, and the grand total. The figures are the server's quote for the chosen state —
 * priced by the same module (src/shared/pricing.ts) that prices the real order — and each store
 * lists the cart's lines that can be bought (the quote has already corrected them). Until the
 * first quote is back, the cart's own lines are priced without a fee.
 */
export function orderTotals(items: readonly CartItem[], quote: QuotedTotals | undefined): OrderTotals {
  const buyable = availableCartItems(items);
  if (!quote) {
    const priced = priceCart(buyable, { deliveryFeeKobo: null });
    return {
      stores: priced.stores.map((store) => ({
        storeId: store.storeId,
        storeName: store.lines[0]?.storeName ?? '',
        items: store.lines,
        subtotalKobo: store.subtotalKobo,
        deliveryFeeKobo: null,
        discountKobo: 0,
      })),
      subtotalKobo: priced.subtotalKobo,
      deliveryFeeKobo: null,
      totalKobo: priced.totalKobo,
      couponCode: null,
    };
  }
  return {
    stores: quote.stores.map((store) => ({
      storeId: store.storeId,
      storeName: store.storeName,
      items: buyable.filter((item) => item.storeId === store.storeId),
      subtotalKobo: store.subtotalKobo,
      deliveryFeeKobo: store.deliveryFeeKobo,
      discountKobo: store.discountKobo ?? 0,
    })),
    subtotalKobo: quote.subtotalKobo,
    deliveryFeeKobo: quote.deliveryFeeKobo,
    totalKobo: quote.totalKobo,
    couponCode: quote.coupon?.code ?? null,
  };
}
