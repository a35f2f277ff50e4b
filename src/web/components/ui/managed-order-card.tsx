import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import type { ManagedOrder } from '../../../shared/fulfilment.ts';
import type { OrderStatus } from '../../../shared/constants.ts';
import { ORDER_ID_DISPLAY_LENGTH } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import { transitionsFrom } from '../../../shared/order-status.ts';
import { formatDate } from '../../lib/format-date.ts';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges.tsx';
import { OrderItemLines, OrderReferences, OrderTotals } from './order-item-lines.tsx';
import { TextField } from './text-field.tsx';
import { TextAreaField } from './text-area-field.tsx';

const paymentMethodLabels: Record<ManagedOrder['paymentMethod'], string> = {
  paystack: 'Card (Paystack)',
  flutterwave: 'Card (Flutterwave)',
  whatsapp: 'WhatsApp',
};

/**
 * One order as a vendor or an admin manages it (spec §2): short id, customer name, e-mail and
 * phone, store, date, both badges, items (image, name, quantity, line price), total, shipping
 * address, tracking number and payment method; `actions` holds the fulfilment buttons.
 */
export function ManagedOrderCard({ order, actions }: { order: ManagedOrder; actions?: ReactNode }) {
  const shortId = order.id.slice(0, ORDER_ID_DISPLAY_LENGTH);
  const headingId = `managed-order-${order.id}`;
  const address = order.shippingAddress;
  return (
    <article
      aria-labelledby={headingId}
      data-order-id={order.id}
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} className="font-semibold text-stone-900">
          Order #{shortId}
        </h3>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        <span className="break-words font-medium text-stone-800">{order.storeName}</span> ·{' '}
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </p>

      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <section aria-label="Customer">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-stone-500">Customer</h4>
          <p className="mt-1 break-words font-medium text-stone-900">{order.customerName || address.fullName}</p>
          <p className="break-all text-stone-700">
            <a className="underline-offset-2 hover:underline" href={`mailto:${order.customerEmail}`}>
              {order.customerEmail}
            </a>
          </p>
          {/* Phone is optional at sign-up and checkout: no number, no empty call link. */}
          {(order.customerPhone || address.phone) && (
            <p className="text-stone-700">
              <a className="underline-offset-2 hover:underline" href={`tel:${order.customerPhone || address.phone}`}>
                {order.customerPhone || address.phone}
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
      <OrderReferences
        trackingNumber={order.trackingNumber}
        paymentMethod={paymentMethodLabels[order.paymentMethod]}
        className="mt-3 border-t border-stone-100 pt-3"
      />
      {refundDueByHand(order) && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {messages.orders.refundDue}
        </p>
      )}
      {actions}
    </article>
  );
}

/**
 * A cancelled WhatsApp order that was paid: no provider can pay it back, so a person does (and an
 * admin then marks it refunded). Card orders are refunded by their provider's job.
 */
const refundDueByHand = (order: ManagedOrder) =>
  order.paymentMethod === 'whatsapp' && order.status === 'cancelled' && order.paymentStatus === 'refund_pending';

export type OrderMove = { to: OrderStatus; location?: string; notes?: string };

/**
 * The fulfilment buttons of spec §4, drawn from the shared state machine: Accept Order, Start
 * Processing, Ship Order (a dialog with optional Location and Notes, then Confirm Shipment), Mark
 * as Delivered, and Cancel (after "Are you sure you want to cancel this order?"). For admins only
 * (a WhatsApp payment goes to Oja's number, which only an admin can see), WhatsApp orders still
 * unpaid also get Mark as Paid, and cancelled paid ones Mark refunded. The caller runs the request
 * and its toasts.
 */
export function OrderStatusActions({
  order,
  onMove,
  onMarkPaid,
  onMarkRefunded,
}: {
  order: ManagedOrder;
  onMove: (move: OrderMove) => Promise<unknown>;
  /** Admins only: the customer's WhatsApp payment reached Oja. */
  onMarkPaid?: () => Promise<unknown>;
  /** Admins only: the customer of a cancelled, paid WhatsApp order has been paid back by hand. */
  onMarkRefunded?: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const shortId = order.id.slice(0, ORDER_ID_DISPLAY_LENGTH);
  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await action();
    } catch {
      // The caller's toast says what went wrong.
    } finally {
      setBusy(null);
    }
  };
  const transitions = transitionsFrom(order.status);
  const canMarkPaid =
    onMarkPaid &&
    order.paymentMethod === 'whatsapp' &&
    order.paymentStatus === 'pending' &&
    order.status !== 'cancelled';
  const canMarkRefunded = onMarkRefunded && refundDueByHand(order);
  if (transitions.length === 0 && !canMarkPaid && !canMarkRefunded) return null;
  const label = (text: string) => (
    <>
      {text}
      <span className="sr-only"> for order #{shortId}</span>
    </>
  );
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
      {transitions.map((t) =>
        t.asksForShipment ? (
          <ShipOrderDialog key={t.to} shortId={shortId} onConfirm={(extra) => onMove({ to: t.to, ...extra })} />
        ) : t.confirm ? (
          <ConfirmDialog
            key={t.to}
            title={t.confirm}
            confirmLabel="Yes, cancel order"
            cancelLabel="Keep order"
            onConfirm={() => onMove({ to: t.to })}
            trigger={
              <Button variant="secondary" size="sm" className="text-red-700">
                {label(t.label)}
              </Button>
            }
          />
        ) : (
          <Button
            key={t.to}
            size="sm"
            pending={busy === t.to}
            disabled={busy !== null}
            onClick={() => void run(t.to, () => onMove({ to: t.to }))}
          >
            {label(t.label)}
          </Button>
        ),
      )}
      {canMarkPaid && (
        <Button
          variant="secondary"
          size="sm"
          pending={busy === 'paid'}
          disabled={busy !== null}
          onClick={() => void run('paid', onMarkPaid)}
        >
          {label('Mark as Paid')}
        </Button>
      )}
      {canMarkRefunded && (
        <Button
          variant="secondary"
          size="sm"
          pending={busy === 'refunded'}
          disabled={busy !== null}
          onClick={() => void run('refunded', onMarkRefunded)}
        >
          {label('Mark refunded')}
        </Button>
      )}
    </div>
  );
}

function ShipOrderDialog({
  shortId,
  onConfirm,
}: {
  shortId: string;
  onConfirm: (extra: { location?: string; notes?: string }) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState('');
  const [pending, setPending] = useState(false);
  async function confirm() {
    setPending(true);
    try {
      await onConfirm({ location: location.trim() || undefined, notes: notes.trim() || undefined });
      setOpen(false);
      setLocation('');
      setNotes('');
    } catch {
      // The caller's toast says what went wrong; the dialog stays open to try again.
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button size="sm">
          Ship Order<span className="sr-only"> for order #{shortId}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <Dialog.Title className="text-lg font-semibold text-stone-900">Ship order #{shortId}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            Both are optional; the customer sees them in the order's tracking.
          </Dialog.Description>
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <TextField
              label="Location"
              name="location"
              value={location}
              maxLength={200}
              placeholder="e.g. Ikeja dispatch hub"
              onChange={(event) => setLocation(event.target.value)}
            />
            <TextAreaField
              label="Notes"
              name="notes"
              value={notes}
              maxLength={1000}
              placeholder="e.g. Sent with GIG Logistics, waybill 123"
              onChange={(event) => setNotes(event.target.value)}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" pending={pending}>
                Confirm Shipment
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
