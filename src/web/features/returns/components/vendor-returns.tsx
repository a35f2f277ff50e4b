import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnRequestView } from '../../../../shared/schemas/returns.ts';
import { RETURN_REASON_LABELS } from '../../../../shared/constants.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { api, call } from '../../../lib/api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

const KEY = ['vendor-returns'] as const;

/**
 * Return requests on the vendor's stores' orders (docs/product.md#returns): an open one is accepted
 * with a refund (the chosen items' total by default, editable down) or declined with a reason; an
 * accepted one's goods are marked received. Nothing is shown while there are none.
 */
export function VendorReturns() {
  const list = useQuery({
    queryKey: KEY,
    queryFn: (): Promise<{ returns: ReturnRequestView[] }> => call(api.vendor.returns.$get()),
  });
  const requests = (list.data?.returns ?? []).filter(
    (r) => r.status === 'open' || (r.status === 'accepted' && !r.receivedAt),
  );
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="vendor-returns-heading" className="mb-6 space-y-3">
      <h2 id="vendor-returns-heading" className="text-lg font-semibold text-stone-900">
        Return requests
      </h2>
      <ul className="space-y-3">
        {requests.map((r) => (
          <li key={r.id}>
            <ReturnCard request={r} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReturnCard({ request }: { request: ReturnRequestView }) {
  const client = useQueryClient();
  const [naira, setNaira] = useState((request.itemsKobo / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const done = () => client.invalidateQueries({ queryKey: KEY });
  const accept = useMutation({
    mutationFn: () =>
      call(
        api.vendor.returns[':returnId'].accept.$post({
          param: { returnId: request.id },
          json: { refundKobo: Math.round(Number(naira) * 100) },
        }),
      ),
    onSuccess: done,
  });
  const decline = useMutation({
    mutationFn: () =>
      call(api.vendor.returns[':returnId'].decline.$post({ param: { returnId: request.id }, json: { reason } })),
    onSuccess: done,
  });
  const received = useMutation({
    mutationFn: () => call(api.vendor.returns[':returnId'].received.$post({ param: { returnId: request.id } })),
    onSuccess: done,
  });
  const error = accept.error ?? decline.error ?? received.error;
  return (
    <article
      aria-label={`Return on order ${request.trackingNumber}`}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 text-sm sm:p-5"
    >
      <div>
        <p className="break-words font-medium text-stone-900">
          {request.customerName} · {RETURN_REASON_LABELS[request.reason]}
        </p>
        <p className="break-all text-xs text-stone-500">{request.trackingNumber}</p>
      </div>
      <ul className="text-stone-700">
        {request.items.map((i) => (
          <li key={i.orderItemId} className="break-words">
            {i.quantity} × {i.productName} — {formatNaira(i.lineKobo)}
          </li>
        ))}
      </ul>
      {request.comment && <p className="break-words text-stone-600">“{request.comment}”</p>}
      {error && <FormAlert tone="error">{error.message}</FormAlert>}
      {request.status === 'open' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-2">
            <label htmlFor={`refund-${request.id}`} className="block font-medium text-stone-800">
              Refund (₦)
            </label>
            <input
              id={`refund-${request.id}`}
              inputMode="decimal"
              value={naira}
              onChange={(e) => setNaira(e.target.value)}
              className="w-full rounded-lg border border-stone-300 px-2 py-2"
            />
            <Button variant="primary" className="w-full" pending={accept.isPending} onClick={() => accept.mutate()}>
              Accept and refund
            </Button>
          </div>
          <div className="space-y-2">
            <label htmlFor={`decline-${request.id}`} className="block font-medium text-stone-800">
              Reason to decline
            </label>
            <input
              id={`decline-${request.id}`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="w-full rounded-lg border border-stone-300 px-2 py-2"
            />
            <Button variant="secondary" className="w-full" pending={decline.isPending} onClick={() => decline.mutate()}>
              Decline
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-stone-700">Accepted: refund of {formatNaira(request.refundKobo ?? 0)}</p>
          <Button variant="secondary" pending={received.isPending} onClick={() => received.mutate()}>
            Item received back
          </Button>
        </div>
      )}
    </article>
  );
}
