import { Link } from 'react-router';
import type { OrderView } from '../../../../shared/checkout.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/ui/order-badges.tsx';
import { OrderItemLines } from '../../../components/ui/order-item-lines.tsx';
import { paymentMethodLabels } from '../messages.ts';
import { shortOrderId } from '../order-text.ts';
import { TrackingDialog } from './tracking-dialog.tsx';

const linkClasses =
  'rounded font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';

/**
 * One order as its customer sees it (spec §2): short id, store, date, status and payment badges,
 * items with quantity and line price, delivery fee, total, tracking number, payment method, and
 * the tracking dialog. The heading takes focus when "Load more" brings this card in.
 */
export function OrderCard({ order, headingLevel }: { order: OrderView; headingLevel: 'h3' | 'h4' }) {
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

      <OrderItemLines items={order.items} shortId={shortId} for="customer" />

      <dl className="mb-4 mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-3 text-stone-600">
          <dt>Delivery fee</dt>
          <dd className="tabular-nums">{formatNaira(order.deliveryFeeKobo)}</dd>
        </div>
        <div className="flex justify-between gap-3 font-semibold text-stone-900">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatNaira(order.totalAmountKobo)}</dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-col gap-3 border-t border-stone-100 pt-4 sm:flex-row sm:items-end sm:justify-between">
        <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-600">Tracking number</dt>
          <dd className="break-all font-mono text-stone-900">{order.trackingNumber}</dd>
          <dt className="text-stone-600">Payment method</dt>
          <dd className="text-stone-900">{paymentMethodLabels[order.paymentMethod]}</dd>
        </dl>
        <TrackingDialog order={order} />
      </div>
    </article>
  );
}
