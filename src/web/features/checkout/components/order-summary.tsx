import type { ReactNode } from 'react';
import { formatNaira } from '../../../../shared/money.ts';
import { describeCartLine, lineKey, type CartItem } from '../../../entities/cart/cart-store.ts';
import type { OrderTotals } from '../order-totals.ts';
import { checkoutUi } from '../messages.ts';
import { nameWithVariant } from '../../../../shared/variants.ts';

/**
 * Each store's items, subtotal and delivery fee, then the grand total (docs/product.md#delivery-fees). Lines
 * that cannot be bought are listed apart with their reason and a Remove button.
 */
export function OrderSummary({
  totals,
  busy = false,
  unavailable,
  onRemove,
  children,
}: {
  totals: OrderTotals;
  /** A new quote is on its way: the figures shown are the last one's. */
  busy?: boolean;
  unavailable: CartItem[];
  onRemove: (item: CartItem) => void;
  children: ReactNode;
}) {
  const fee = (kobo: number | null) => (kobo === null ? checkoutUi.chooseStateForFee : formatNaira(kobo));
  return (
    <section
      aria-labelledby="summary-heading"
      aria-busy={busy || undefined}
      className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="summary-heading" className="text-lg font-semibold text-stone-900">
        {checkoutUi.summaryHeading}
      </h2>
      {totals.stores.length > 0 && (
        <p className="mt-1 text-sm text-stone-600">{checkoutUi.stores(totals.stores.length)}</p>
      )}
      {totals.stores.map((store) => (
        <section
          key={store.storeId}
          aria-label={store.storeName || undefined}
          className="mt-4 border-t border-stone-200 pt-4"
        >
          <h3 className="font-medium text-stone-900 [overflow-wrap:anywhere]">{store.storeName}</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {store.items.map((item) => (
              <li key={lineKey(item)}>
                <div className="flex justify-between gap-3">
                  <span className="min-w-0 text-stone-700 [overflow-wrap:anywhere]">
                    {item.name}
                    {item.variantLabel && <span className="text-stone-500"> ({item.variantLabel})</span>}{' '}
                    <span className="whitespace-nowrap text-stone-500">× {item.quantity}</span>
                  </span>
                  <span className="shrink-0 tabular-nums text-stone-900">
                    {formatNaira(item.priceKobo * item.quantity)}
                  </span>
                </div>
                {describeCartLine(item).map((notice) => (
                  <p key={notice} className="mt-0.5 font-medium text-amber-800">
                    {notice}
                  </p>
                ))}
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">Subtotal</dt>
              <dd className="tabular-nums">{formatNaira(store.subtotalKobo)}</dd>
            </div>
            {totals.couponCode && store.discountKobo > 0 && (
              <div className="flex justify-between gap-4 text-emerald-800">
                <dt className="min-w-0 [overflow-wrap:anywhere]">Coupon {totals.couponCode}</dt>
                <dd className="shrink-0 tabular-nums">−{formatNaira(store.discountKobo)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">Delivery Fee</dt>
              <dd className="text-right tabular-nums">{fee(store.deliveryFeeKobo)}</dd>
            </div>
          </dl>
        </section>
      ))}
      {unavailable.length > 0 && (
        <section aria-labelledby="not-included-heading" className="mt-4 border-t border-stone-200 pt-4">
          <h3 id="not-included-heading" className="font-medium text-stone-900">
            {checkoutUi.notIncluded}
          </h3>
          <ul className="mt-2 space-y-2 text-sm">
            {unavailable.map((item) => (
              <li key={lineKey(item)} className="flex items-center justify-between gap-3">
                <span className="min-w-0">
                  <span className="block text-stone-700 [overflow-wrap:anywhere]">
                    {nameWithVariant(item.name, item.variantLabel)}
                  </span>
                  <span className="block font-medium text-amber-800">{describeCartLine(item).join('. ')}</span>
                </span>
                <button
                  type="button"
                  onClick={() => onRemove(item)}
                  aria-label={`Remove ${item.name}`}
                  className="inline-flex h-11 shrink-0 items-center rounded-lg px-3 font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 md:h-9"
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <dl className="mt-4 space-y-1 border-t border-stone-200 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">Subtotal</dt>
          <dd className="tabular-nums">{formatNaira(totals.subtotalKobo)}</dd>
        </div>
        {totals.couponCode && (
          <div className="flex justify-between gap-4 text-emerald-800">
            <dt>Discount</dt>
            <dd className="tabular-nums">
              −{formatNaira(totals.stores.reduce((total, store) => total + store.discountKobo, 0))}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">Delivery</dt>
          <dd className="text-right tabular-nums">{fee(totals.deliveryFeeKobo)}</dd>
        </div>
        <div className="flex justify-between gap-4 pt-1 text-base font-semibold text-stone-900">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {formatNaira(totals.totalKobo)}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
