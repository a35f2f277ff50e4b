import type { DeliveryFees } from '../../../shared/checkout.ts';
import type { CartItem } from '../../lib/cart-store.ts';

export type StoreOrder = {
  storeId: string;
  storeName: string;
  items: CartItem[];
  subtotalKobo: number;
  /** Null until a state is chosen (or while the fees load). */
  deliveryFeeKobo: number | null;
};

export type OrderTotals = {
  stores: StoreOrder[];
  subtotalKobo: number;
  deliveryFeeKobo: number | null;
  totalKobo: number;
};

/**
 * The checkout's summary (docs/product.md#delivery-fees): one order per store, each with its subtotal and one
 * delivery fee for the chosen state; the grand total adds them all. Only lines that can be bought
 * count; stores keep the order the shopper added them in. The server prices the real order the
 * same way from the database.
 */
export function orderTotals(items: readonly CartItem[], fees: DeliveryFees | undefined, state: string): OrderTotals {
  const byStore = new Map<string, StoreOrder>();
  for (const item of items) {
    if (item.unavailable) continue;
    let store = byStore.get(item.storeId);
    if (!store) {
      store = {
        storeId: item.storeId,
        storeName: item.storeName ?? '',
        items: [],
        subtotalKobo: 0,
        deliveryFeeKobo: null,
      };
      byStore.set(item.storeId, store);
    }
    store.items.push(item);
    store.subtotalKobo += item.priceKobo * item.quantity;
  }
  const stores = [...byStore.values()].map((store) => ({
    ...store,
    deliveryFeeKobo: fees && state ? (fees.fees[state] ?? fees.defaultFeeKobo) : null,
  }));
  const subtotalKobo = stores.reduce((sum, s) => sum + s.subtotalKobo, 0);
  const feeKnown = stores.every((s) => s.deliveryFeeKobo !== null);
  const deliveryFeeKobo = feeKnown ? stores.reduce((sum, s) => sum + (s.deliveryFeeKobo ?? 0), 0) : null;
  return { stores, subtotalKobo, deliveryFeeKobo, totalKobo: subtotalKobo + (deliveryFeeKobo ?? 0) };
}
