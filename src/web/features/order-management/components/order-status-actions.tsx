import { useState } from 'react';
import { Dialog } from 'radix-ui';
import type { ManagedOrder } from '../../../../shared/fulfilment.ts';
import type { OrderStatus } from '../../../../shared/constants.ts';
import { ORDER_ID_DISPLAY_LENGTH } from '../../../../shared/constants.ts';
import { awaitsCardPayment, needsCompletedPayment, transitionsFrom } from '../../../../shared/order-status.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TrackingNumber } from '../../../entities/order/tracking-number.tsx';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions.tsx';
import { orderManagementMessages } from '../messages.ts';
import { refundDueByHand } from '../refund-due-by-hand.ts';

export type OrderMove = { to: OrderStatus; location?: string; notes?: string };

/**
 * The fulfilment buttons (docs/product.md#order-status), drawn from the shared state machine: Accept Order, Start
 * Processing, Ship Order (a dialog with optional Location and Notes, then Confirm Shipment), Mark
 * as Delivered, and Cancel (after "Are you sure you want to cancel this order?", naming the order
 * and what happens to its money). A shipped order paid on delivery offers Delivered and paid, and
 * Refused at the door (after a confirmation) instead (docs/product.md#pay-on-delivery). A card
 * order not yet paid offers none of the forward moves — it
 * says "Awaiting payment" — as the server refuses them. For admins only (a
 * WhatsApp payment goes to Oja's number, which only an admin can see), WhatsApp orders still
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
  const waitingForCard = awaitsCardPayment(order) && order.status !== 'cancelled';
  const transitions = transitionsFrom(order).filter((t) => !(waitingForCard && needsCompletedPayment(t.to)));
  const canMarkPaid =
    onMarkPaid &&
    order.paymentMethod === 'whatsapp' &&
    order.paymentStatus === 'pending' &&
    order.status !== 'cancelled';
  const canMarkRefunded = onMarkRefunded && refundDueByHand(order);
  if (transitions.length === 0 && !canMarkPaid && !canMarkRefunded && !waitingForCard) return null;
  const label = (text: string) => (
    <>
      {text}
      <span className="sr-only"> for order #{shortId}</span>
    </>
  );
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
      {waitingForCard && (
        <p className="w-full rounded-lg bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
          <span className="font-medium">{orderManagementMessages.awaitingCardPayment}</span>{' '}
          {orderManagementMessages.awaitingCardPaymentHint}
        </p>
      )}
      {transitions.map((t) =>
        t.asksForShipment ? (
          <ShipOrderDialog key={t.to} shortId={shortId} onConfirm={(extra) => onMove({ to: t.to, ...extra })} />
        ) : t.confirm ? (
          <ConfirmDialog
            key={t.to}
            title={t.confirm}
            description={<CancelOrderFacts order={order} />}
            confirmLabel={
              t.from === 'shipped'
                ? orderManagementMessages.yesRefused
                : refundOnCancel(order)
                  ? `Yes, cancel and refund ${formatNaira(order.totalAmountKobo)}`
                  : 'Yes, cancel order'
            }
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

const providerNames: Record<ManagedOrder['paymentMethod'], string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  whatsapp: 'WhatsApp',
  pay_on_delivery: 'Pay on delivery',
};

/** A paid order being cancelled: its money goes back (through its provider, or by hand for WhatsApp). */
const refundOnCancel = (order: ManagedOrder) => order.paymentStatus === 'completed';

/** What the cancel dialog says under the cancel question: which order, and what becomes of its money. */
function CancelOrderFacts({ order }: { order: ManagedOrder }) {
  const total = formatNaira(order.totalAmountKobo);
  const money = !refundOnCancel(order)
    ? 'Nothing has been paid for it yet, so there is nothing to refund.'
    : order.paymentMethod === 'whatsapp'
      ? `The customer paid ${total} to Oja on WhatsApp; Oja pays it back to them directly.`
      : `The customer is refunded ${total} to their card (${providerNames[order.paymentMethod]}).`;
  return (
    <div className="space-y-2">
      <p>
        <span className="font-medium text-stone-900">Order #{order.id.slice(0, ORDER_ID_DISPLAY_LENGTH)}</span> ·{' '}
        <TrackingNumber value={order.trackingNumber} /> · {order.customerName || order.shippingAddress.fullName} ·{' '}
        <span className="tabular-nums">{total}</span>
      </p>
      <p className="font-medium text-stone-900">{money}</p>
      <p>Its items go back in stock.</p>
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
            <FormDialogActions pending={pending} submitLabel="Confirm Shipment" />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
