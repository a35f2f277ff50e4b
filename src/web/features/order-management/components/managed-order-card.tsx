import type { ReactNode } from 'react';
import type { ManagedOrder } from '../../../../shared/fulfilment.ts';
import type { OrderMoney } from '../../../../shared/order-money.ts';
import { orderManagementMessages } from '../messages.ts';
import { ORDER_ID_DISPLAY_LENGTH } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../entities/order/order-badges.tsx';
import { OrderItemLines, OrderReferences, OrderTotals } from '../../../entities/order/order-item-lines.tsx';
import { PayOnDeliveryNote } from '../../../entities/order/pay-on-delivery-note.tsx';
import { refundDueByHand } from '../refund-due-by-hand.ts';
import { nameWithVariant } from '../../../../shared/variants.ts';

const paymentMethodLabels: Record<ManagedOrder['paymentMethod'], string> = {
  paystack: 'Card (Paystack)',
  flutterwave: 'Card (Flutterwave)',
  whatsapp: 'WhatsApp',
  pay_on_delivery: 'Pay on delivery',
};

/**
 * The order's money in one line under its total, from the ledger's figures (shared/order-money.ts):
 * the seller's net — what delivery will credit while it is open, nothing once cancelled — and what
 * made it: the commission, Oja's coupon, a refund.
 */
function moneySummary(money: OrderMoney): string {
  const m = orderManagementMessages;
  const parts = [
    money.basis === 'none'
      ? m.nothingEarned
      : money.basis === 'expected'
        ? m.netOnDelivery(formatNaira(money.netKobo))
        : m.netEarned(formatNaira(money.netKobo)),
    money.commissionKobo !== 0 ? m.afterCommission(formatNaira(money.commissionKobo)) : null,
    money.platformCreditKobo > 0 ? m.withOjaCoupon(formatNaira(money.platformCreditKobo)) : null,
    money.refundedKobo > 0 ? m.refunded(formatNaira(money.refundedKobo)) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * One order as a vendor or an admin manages it (docs/product.md#vendor-dashboard), compact enough
 * for a phone: short id and both badges, store and date, then a summary — customer, where it goes,
 * what is in it and the total, and the seller's net as the ledger holds it (moneySummary) — with the fulfilment buttons (`actions`) below. The rest (e-mail and phone, full address,
 * item pictures and prices, delivery fee, the commission, Oja's coupon, any refund and the net
 * (docs/product.md#commission),
 * tracking number, payment method) opens under "Order details".
 */
export function ManagedOrderCard({ order, actions }: { order: ManagedOrder; actions?: ReactNode }) {
  const shortId = order.id.slice(0, ORDER_ID_DISPLAY_LENGTH);
  const headingId = `managed-order-${order.id}`;
  const address = order.shippingAddress;
  const phone = order.customerPhone || address.phone;
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article
      aria-labelledby={headingId}
      data-order-id={order.id}
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5">
        <h3 id={headingId} className="font-semibold text-stone-900">
          Order #{shortId}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        <span className="break-words font-medium text-stone-800">{order.storeName}</span> ·{' '}
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </p>

      <div className="mt-2 space-y-0.5 text-sm">
        <p className="break-words">
          <span className="sr-only">Customer: </span>
          <span className="font-medium text-stone-900">{order.customerName || address.fullName}</span>
          <span className="text-stone-500"> · </span>
          <span className="text-stone-700">
            {address.city}, {address.state}
          </span>
        </p>
        <p className="flex items-start justify-between gap-3">
          <span className="line-clamp-2 min-w-0 break-words text-stone-700">
            <span className="sr-only">{itemCount === 1 ? 'Item: ' : `${itemCount} items: `}</span>
            {order.items.map((item, i) => (
              <span key={`${item.productId ?? 'gone'}-${i}`}>
                {i > 0 && ', '}
                {nameWithVariant(item.productName, item.variantLabel)} × {item.quantity}
              </span>
            ))}
          </span>
          <span className="shrink-0 font-semibold tabular-nums text-stone-900">
            <span className="sr-only">Total: </span>
            {formatNaira(order.totalAmountKobo)}
          </span>
        </p>
        <p className="text-right text-xs tabular-nums text-stone-600">{moneySummary(order.money)}</p>
      </div>
      <PayOnDeliveryNote order={order} for="seller" className="mt-3" />
      {refundDueByHand(order) && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {messages.orders.refundDue}
        </p>
      )}

      <details className="group mt-2 border-t border-stone-100">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded text-sm font-medium text-emerald-800 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 [&::-webkit-details-marker]:hidden">
          <ChevronRightIcon size={16} className="transition-transform group-open:rotate-90" />
          Order details<span className="sr-only"> for order #{shortId}</span>
        </summary>
        <div className="grid gap-4 pb-1 pt-2 text-sm sm:grid-cols-2">
          <section aria-label="Customer">
            <h4 className="text-xs font-semibold uppercase tracking-wide text-stone-500">Customer</h4>
            <p className="mt-1 break-words font-medium text-stone-900">{order.customerName || address.fullName}</p>
            <p className="text-stone-700 [overflow-wrap:anywhere]">
              <a className="underline-offset-2 hover:underline" href={`mailto:${order.customerEmail}`}>
                {order.customerEmail}
              </a>
            </p>
            {/* Phone is optional at sign-up and checkout: no number, no empty call link. */}
            {phone && (
              <p className="text-stone-700">
                <a className="underline-offset-2 hover:underline" href={`tel:${phone}`}>
                  {phone}
                </a>
              </p>
            )}
          </section>
          <section aria-label="Shipping address">
            <h4 className="text-xs font-semibold uppercase tracking-wide text-stone-500">Ship to</h4>
            <address className="mt-1 break-words not-italic text-stone-700">
              <span className="font-medium text-stone-900">{address.fullName}</span>, {address.phone}
              <br />
              {address.address}
              <br />
              {address.city}, {address.state}
            </address>
          </section>
        </div>
        <OrderItemLines items={order.items} shortId={shortId} for="manager" />
        <OrderTotals order={order} />
        <dl className="mt-1 space-y-1 text-sm" aria-label="Commission">
          <div className="flex justify-between gap-3 text-stone-600">
            <dt>Commission</dt>
            <dd className="tabular-nums">−{formatNaira(order.money.commissionKobo)}</dd>
          </div>
          {order.money.platformCreditKobo > 0 && (
            <div className="flex justify-between gap-3 text-stone-600">
              <dt>Oja coupon, paid by Oja</dt>
              <dd className="tabular-nums">+{formatNaira(order.money.platformCreditKobo)}</dd>
            </div>
          )}
          {order.money.refundedKobo > 0 && (
            <div className="flex justify-between gap-3 text-stone-600">
              <dt>Refunded</dt>
              <dd className="tabular-nums">−{formatNaira(order.money.refundedKobo)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-3 font-medium text-stone-900">
            <dt>{order.money.basis === 'expected' ? 'Net to the seller on delivery' : 'Net to the seller'}</dt>
            <dd className="tabular-nums">{formatNaira(order.money.netKobo)}</dd>
          </div>
        </dl>
        <OrderReferences
          trackingNumber={order.trackingNumber}
          paymentMethod={paymentMethodLabels[order.paymentMethod]}
          className="mt-3 border-t border-stone-100 pt-3"
        />
      </details>
      {actions}
    </article>
  );
}
