import { Dialog } from 'radix-ui';
import type { OrderView } from '../../../../shared/checkout.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { TrackingNumber } from '../../../entities/order/tracking-number.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../entities/order/order-badges.tsx';
import { PayOnDeliveryNote } from '../../../entities/order/pay-on-delivery-note.tsx';
import { useTracking } from '../api/get-tracking.ts';
import { ReturnSection } from './return-section.tsx';
import { ordersUi } from '../messages.ts';
import { shortOrderId, trackingStatusText } from '../order-text.ts';

/**
 * "Track order": the order's tracking entries, oldest first, in a dialog (focus trapped, Escape
 * closes, focus returns to the button). The badges and the entries follow the order live: the
 * orders list that holds this dialog listens to the order events and refetches.
 */
export function TrackingDialog({ order }: { order: OrderView }) {
  const shortId = shortOrderId(order.id);
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          {ordersUi.trackOrder}
          <span className="sr-only"> #{shortId}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none">
          <div className="border-b border-stone-200 p-5 sm:p-6">
            <div className="flex items-start justify-between gap-3">
              <Dialog.Title className="min-w-0 break-words text-lg font-semibold text-stone-900">
                {ordersUi.trackingTitle(shortId)}
              </Dialog.Title>
              <Dialog.Close
                aria-label={ordersUi.close}
                className="-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600 md:size-9"
              >
                <CloseIcon size={18} />
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-1 text-sm text-stone-600">
              <span className="block break-words">{order.storeName}</span>
              <span className="block">
                Tracking number <TrackingNumber value={order.trackingNumber} className="text-stone-800" />
              </span>
            </Dialog.Description>
            <div className="mt-3 flex flex-wrap gap-2">
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.paymentStatus} />
            </div>
            <PayOnDeliveryNote order={order} for="customer" className="mt-3" />
          </div>
          {/* Mounted only while open: the entries are fetched when someone looks. */}
          <div className="min-h-0 flex-1 overflow-y-auto p-5 sm:p-6">
            <TrackingTimeline orderId={order.id} />
            <ReturnSection orderId={order.id} />
          </div>
          <div className="flex justify-end border-t border-stone-200 px-5 py-3 sm:px-6">
            <Dialog.Close asChild>
              <Button variant="secondary" className="w-full sm:w-auto">
                {ordersUi.close}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TrackingTimeline({ orderId }: { orderId: string }) {
  const tracking = useTracking(orderId);
  if (tracking.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-sm text-stone-500">
        <span
          aria-hidden="true"
          className="size-4 motion-safe:animate-spin rounded-full border-2 border-emerald-600 border-t-transparent"
        />
        {ordersUi.trackingLoading}
      </p>
    );
  }
  if (tracking.isError) {
    return (
      <FormAlert tone="error">
        {tracking.error.message}{' '}
        <Button variant="ghost" size="sm" onClick={() => void tracking.refetch()}>
          {ordersUi.tryAgain}
        </Button>
      </FormAlert>
    );
  }
  if (tracking.data.length === 0) return <p className="text-sm text-stone-600">{ordersUi.trackingEmpty}</p>;
  return (
    // Polite live region: an entry that arrives while the dialog is open is read out.
    <ol aria-label="Tracking updates, oldest first" aria-live="polite" className="relative space-y-5">
      {tracking.data.map((entry, index) => {
        const latest = index === tracking.data.length - 1;
        return (
          <li key={entry.id} className="relative flex gap-3">
            <div aria-hidden="true" className="flex flex-col items-center">
              <span
                className={`mt-1 size-3 shrink-0 rounded-full border-2 ${latest ? 'border-emerald-700 bg-emerald-600' : 'border-stone-400 bg-white'}`}
              />
              {!latest && <span className="-mb-5 mt-1 w-px flex-1 bg-stone-300" />}
            </div>
            <div className="min-w-0 flex-1 pb-1">
              <p className="break-words font-medium text-stone-900">{trackingStatusText(entry.status)}</p>
              <p className="text-xs text-stone-500">
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, { length: 'dateTime' })}</time>
              </p>
              {entry.location && (
                <p className="mt-1 break-words text-sm text-stone-700">
                  <span className="font-medium">Location:</span> {entry.location}
                </p>
              )}
              {entry.notes && <p className="mt-1 break-words text-sm text-stone-600">{entry.notes}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
