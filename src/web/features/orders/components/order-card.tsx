import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderView } from '../../../../shared/checkout.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../entities/order/order-badges.tsx';
import { OrderItemLines, OrderReferences, OrderTotals } from '../../../entities/order/order-item-lines.tsx';
import { PayOnDeliveryNote } from '../../../entities/order/pay-on-delivery-note.tsx';
import { ordersUi, paymentMethodLabels } from '../messages.ts';

/** Paid online through a provider: its refunds go back by themselves (WhatsApp's are paid by hand). */
const CARD_METHODS: ReadonlySet<string> = new Set(['paystack', 'flutterwave']);
import { orderReturnText, shortOrderId } from '../order-text.ts';
import { TrackingDialog } from './tracking-dialog.tsx';

const linkClasses =
  'rounded font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';

/**
 * One order as its customer sees it (docs/product.md#order-status): short id, store, date, status and payment badges,
 * items with quantity and line price, delivery fee, total, tracking number, payment method, and
 * the tracking dialog. The heading takes focus when "Load more" brings this card in.
 */
export function OrderCard({
  order,
  headingLevel,
  payment,
}: {
  order: OrderView;
  headingLevel: 'h3' | 'h4';
  /** An unpaid checkout's Pay now and Cancel (drawn by the page). */
  payment?: ReactNode;
}) {
  const Heading = headingLevel;
  const headingId = `order-${order.id}`;
  const shortId = shortOrderId(order.id);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-order-id={order.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Heading
          id={headingId}
          data-order-heading
          tabIndex={-1}
          className="rounded font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          Order #{shortId}
        </Heading>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
      </div>
      <p className="mt-1 break-words text-sm">
        <Link to={paths.store.href(order.storeSlug)} className={linkClasses}>
          {order.storeName}
        </Link>
      </p>
      <p className="text-sm text-stone-600">
        Placed <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </p>
      {payment && <div className="mt-3">{payment}</div>}
      {CARD_METHODS.has(order.paymentMethod) && order.paymentStatus === 'refund_pending' && (
        <p className="mt-3 text-sm text-stone-700">{ordersUi.refundPendingNote}</p>
      )}
      {CARD_METHODS.has(order.paymentMethod) && order.paymentStatus === 'refunded' && (
        <p className="mt-3 text-sm text-stone-700">{ordersUi.refundSentNote}</p>
      )}
      <PayOnDeliveryNote order={order} for="customer" className="mt-3" />
      {/* The badges stay "Delivered · Payment completed" after a return: this line says what came of it. */}
      {order.returnRequest && (
        <p
          className={`mt-3 rounded-lg px-3 py-2 text-sm ${order.returnRequest.status === 'accepted' ? 'bg-emerald-50 text-emerald-900' : 'bg-stone-50 text-stone-800'}`}
        >
          {orderReturnText(order.returnRequest)}
        </p>
      )}

      <OrderItemLines items={order.items} shortId={shortId} for="customer" />

      <OrderTotals order={order} className="mb-4" />

      <div className="mt-auto flex flex-col gap-3 border-t border-stone-100 pt-4 sm:flex-row sm:items-end sm:justify-between">
        <OrderReferences
          trackingNumber={order.trackingNumber}
          paymentMethod={paymentMethodLabels[order.paymentMethod]}
        />
        <TrackingDialog order={order} />
      </div>
    </article>
  );
}
