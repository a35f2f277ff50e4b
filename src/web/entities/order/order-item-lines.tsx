import { Link } from 'react-router';
import type { OrderItemView } from '../../../shared/checkout.ts';
import { formatNaira } from '../../../shared/money.ts';
import { paths } from '../../lib/paths.ts';
import { ProductThumb } from '../product/product-thumb.tsx';
import { TrackingNumber } from './tracking-number.tsx';

const linkClasses =
  'rounded font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';

/**
 * The item lines of one order: picture, name, quantity and line price. The customer's card
 * (`for="customer"`) links each product that still exists to its page and gives the unit price
 * when more than one was bought; its pictures show from the `sm` breakpoint up. The vendor's and
 * admin's card (`for="manager"`) shows the picture on a phone too, so the order can be packed.
 */
export function OrderItemLines({
  items,
  shortId,
  for: audience,
}: {
  items: OrderItemView[];
  /** The order's short id, for the list's accessible name ("Items in order #1a2b3c4d"). */
  shortId: string;
  for: 'customer' | 'manager';
}) {
  const customer = audience === 'customer';
  return (
    <ul aria-label={`Items in order #${shortId}`} className="mt-4 divide-y divide-stone-100 border-y border-stone-100">
      {items.map((item, index) => (
        <li key={`${item.productId ?? 'gone'}-${index}`} className="flex items-center gap-3 py-2.5 text-sm">
          <ProductThumb
            name={item.productName}
            images={item.image ? [item.image] : []}
            px={48}
            className={customer ? 'hidden size-12 sm:block' : 'size-10 shrink-0 sm:size-12'}
          />
          <div className="min-w-0 flex-1">
            <p className="break-words text-stone-900">
              {customer && item.productId ? (
                <Link to={paths.product.href(item.productId)} className={linkClasses}>
                  {item.productName}
                </Link>
              ) : (
                item.productName
              )}{' '}
              <span className="whitespace-nowrap text-stone-600">× {item.quantity}</span>
            </p>
            {item.variantLabel && <p className="text-stone-700">{item.variantLabel}</p>}
            {customer && item.quantity > 1 && (
              <p className="text-xs text-stone-500">{formatNaira(item.priceKobo)} each</p>
            )}
          </div>
          <p className="shrink-0 text-right tabular-nums text-stone-900">
            {formatNaira(item.priceKobo * item.quantity)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The coupon's discount (docs/product.md#coupons), the delivery fee and the total of one order, under its item lines. */
export function OrderTotals({
  order,
  className = '',
}: {
  order: {
    deliveryFeeKobo: number;
    totalAmountKobo: number;
    couponCode?: string | null;
    couponBearer?: 'platform' | 'store' | null;
    discountKobo?: number;
  };
  className?: string;
}) {
  const discount = order.discountKobo ?? 0;
  return (
    <dl className={`mt-3 space-y-1 text-sm ${className}`}>
      {order.couponCode && discount > 0 && (
        <div className="flex justify-between gap-3 text-emerald-800">
          <dt className="min-w-0 [overflow-wrap:anywhere]">
            Coupon {order.couponCode}
            {order.couponBearer === 'platform' ? ' (paid by Oja)' : ''}
          </dt>
          <dd className="shrink-0 tabular-nums">−{formatNaira(discount)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3 text-stone-600">
        <dt>Delivery fee</dt>
        <dd className="tabular-nums">{formatNaira(order.deliveryFeeKobo)}</dd>
      </div>
      <div className="flex justify-between gap-3 font-semibold text-stone-900">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatNaira(order.totalAmountKobo)}</dd>
      </div>
    </dl>
  );
}

/**
 * The order's tracking number and how it is paid, in the words of the card showing it. Each term
 * and its value share a line when they fit; otherwise the value moves whole to the next line,
 * so a tracking number is not cut in two beside its label.
 */
export function OrderReferences({
  trackingNumber,
  paymentMethod,
  className = '',
}: {
  trackingNumber: string;
  paymentMethod: string;
  className?: string;
}) {
  return (
    <dl className={`min-w-0 space-y-1 text-sm ${className}`}>
      <div className="flex flex-wrap gap-x-3">
        <dt className="text-stone-600">Tracking number</dt>
        <dd className="min-w-0 text-stone-900">
          <TrackingNumber value={trackingNumber} />
        </dd>
      </div>
      <div className="flex flex-wrap gap-x-3">
        <dt className="text-stone-600">Payment method</dt>
        <dd className="min-w-0 text-stone-900">{paymentMethod}</dd>
      </div>
    </dl>
  );
}
