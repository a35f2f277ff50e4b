import type { CartQuote } from '../../../shared/checkout.ts';
import { formatNaira } from '../../../shared/money.ts';

type Quoted = Pick<CartQuote, 'stores' | 'coupon'> | undefined;

/** What the quote's coupon takes off in all: 0 without one. */
export const discountOf = (quote: Quoted) =>
  quote?.coupon ? (quote.stores ?? []).reduce((total, store) => total + (store.discountKobo ?? 0), 0) : 0;

/**
 * The coupon's discount per store order, as the server priced it ("Coupon SAVE10 · Mama Put:
 * −₦500.00"), as rows of the summary's description list. Nothing without a coupon.
 */
export function DiscountLines({ quote, storeId }: { quote: Quoted; storeId?: string }) {
  if (!quote?.coupon) return null;
  const stores = quote.stores.filter(
    (store) => (store.discountKobo ?? 0) > 0 && (storeId === undefined || store.storeId === storeId),
  );
  const many = quote.stores.length > 1 && storeId === undefined;
  return stores.map((store) => (
    <div key={store.storeId} className="flex justify-between gap-4 text-emerald-800">
      <dt className="min-w-0 [overflow-wrap:anywhere]">
        Coupon {quote.coupon!.code}
        {many ? ` · ${store.storeName}` : ''}
      </dt>
      <dd className="shrink-0 tabular-nums">−{formatNaira(store.discountKobo ?? 0)}</dd>
    </div>
  ));
}
