import { useState, type FormEvent } from 'react';
import { RETURN_REASONS, RETURN_REASON_LABELS, type ReturnReason } from '../../../../shared/constants.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useEscalateReturn, useOpenReturn, useOrderReturn } from '../api/order-return.ts';

const STATUS_TEXT = {
  open: 'Waiting for the store to decide',
  declined: 'Declined by the store',
  escalated: 'With Oja for a decision',
  accepted: 'Accepted',
  rejected: 'Declined by Oja',
} as const;

/**
 * Returns on a delivered order (docs/product.md#returns): the latest request and its refund, or a
 * form to ask for one while the return window (the store's payout hold) is open.
 */
export function ReturnSection({ orderId }: { orderId: string }) {
  const view = useOrderReturn(orderId);
  const escalate = useEscalateReturn(orderId);
  if (!view.data || !view.data.delivered) return null;
  const { request, windowEndsAt, canOpen } = view.data;
  return (
    <section aria-labelledby={`return-${orderId}`} className="mt-6 border-t border-stone-200 pt-5">
      <h3 id={`return-${orderId}`} className="font-semibold text-stone-900">
        Return
      </h3>
      {request && (
        <div className="mt-2 space-y-1 text-sm text-stone-700">
          <p>
            <span className="font-medium">Request:</span> {STATUS_TEXT[request.status]}
          </p>
          {request.declineReason && <p>Reason given: {request.declineReason}</p>}
          {request.refundKobo !== null && (
            <p>
              Refund of {formatNaira(request.refundKobo)}
              {request.refundStatus === 'processed' ? ' returned to you' : ' on its way to you'}
            </p>
          )}
          {request.status === 'declined' && windowEndsAt && new Date(windowEndsAt) > new Date() && (
            <>
              {escalate.isError && <FormAlert tone="error">{escalate.error.message}</FormAlert>}
              <Button variant="secondary" size="sm" pending={escalate.isPending} onClick={() => escalate.mutate()}>
                Ask Oja to decide
              </Button>
            </>
          )}
        </div>
      )}
      {!windowEndsAt && !request && (
        <p className="mt-2 text-sm text-stone-600">This store pays out at delivery, so there is no return window.</p>
      )}
      {windowEndsAt && !canOpen && !request && (
        <p className="mt-2 text-sm text-stone-600">The return window closed on {formatDate(windowEndsAt)}.</p>
      )}
      {canOpen && windowEndsAt && <ReturnForm orderId={orderId} windowEndsAt={windowEndsAt} items={view.data.items} />}
    </section>
  );
}

function ReturnForm({
  orderId,
  windowEndsAt,
  items,
}: {
  orderId: string;
  windowEndsAt: string;
  items: { orderItemId: string; productName: string; quantity: number; priceKobo: number }[];
}) {
  const open = useOpenReturn(orderId);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason>('damaged');
  const [comment, setComment] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({
      items: Object.entries(quantities)
        .filter(([, q]) => q > 0)
        .map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
      reason,
      comment,
    });
  };
  return (
    <form onSubmit={submit} className="mt-2 space-y-3 text-sm" aria-label="Request a return">
      <p className="text-stone-600">You can ask to return items until {formatDate(windowEndsAt)}.</p>
      {open.isError && <FormAlert tone="error">{open.error.message}</FormAlert>}
      {items.map((item) => (
        <div key={item.orderItemId} className="flex items-center justify-between gap-3">
          <label htmlFor={`q-${item.orderItemId}`} className="min-w-0 break-words text-stone-800">
            {item.productName} ({formatNaira(item.priceKobo)} each, bought {item.quantity})
          </label>
          <input
            id={`q-${item.orderItemId}`}
            type="number"
            min={0}
            max={item.quantity}
            value={quantities[item.orderItemId] ?? 0}
            onChange={(e) => setQuantities({ ...quantities, [item.orderItemId]: Number(e.target.value) })}
            className="w-20 rounded-lg border border-stone-300 px-2 py-2"
          />
        </div>
      ))}
      <div>
        <label htmlFor={`reason-${orderId}`} className="block font-medium text-stone-800">
          Reason
        </label>
        <select
          id={`reason-${orderId}`}
          value={reason}
          onChange={(e) => setReason(e.target.value as ReturnReason)}
          className="mt-1 w-full rounded-lg border border-stone-300 px-2 py-2"
        >
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {RETURN_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`comment-${orderId}`} className="block font-medium text-stone-800">
          Comment
        </label>
        <textarea
          id={`comment-${orderId}`}
          value={comment}
          maxLength={1000}
          onChange={(e) => setComment(e.target.value)}
          className="mt-1 w-full rounded-lg border border-stone-300 px-2 py-2"
        />
      </div>
      <Button type="submit" variant="primary" pending={open.isPending} className="w-full sm:w-auto">
        Request a return
      </Button>
    </form>
  );
}
