import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnRequestView } from '../../../../shared/schemas/returns.ts';
import { RETURN_REASON_LABELS } from '../../../../shared/constants.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { api, call } from '../../../lib/api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

const KEY = ['admin-returns'] as const;

/**
 * Returns customers escalated after their store declined (docs/product.md#returns): an admin
 * accepts with a refund or declines with a reason. Nothing is shown while there are none.
 */
export function EscalatedReturnsList() {
  const list = useQuery({
    queryKey: KEY,
    queryFn: (): Promise<{ returns: ReturnRequestView[] }> => call(api.admin.returns.$get()),
  });
  const requests = list.data?.returns ?? [];
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="escalated-returns-heading" className="space-y-3">
      <h3 id="escalated-returns-heading" className="font-semibold text-stone-900">
        Returns to decide
      </h3>
      <ul className="space-y-3">
        {requests.map((r) => (
          <li key={r.id}>
            <EscalatedReturnCard request={r} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EscalatedReturnCard({ request }: { request: ReturnRequestView }) {
  const client = useQueryClient();
  const [naira, setNaira] = useState((request.itemsKobo / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (json: { decision: 'accept'; refundKobo: number } | { decision: 'decline'; reason: string }) =>
      call(api.admin.returns[':returnId'].decide.$post({ param: { returnId: request.id }, json })),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <article
      aria-label={`Escalated return on order ${request.trackingNumber}`}
      className="space-y-3 rounded-2xl border border-amber-200 bg-white p-4 text-sm sm:p-5"
    >
      <div>
        <p className="break-words font-medium text-stone-900">
          {request.customerName} · {request.storeName} · {RETURN_REASON_LABELS[request.reason]}
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
      {request.comment && <p className="break-words text-stone-600">Customer: “{request.comment}”</p>}
      {request.declineReason && <p className="break-words text-stone-600">Store declined: “{request.declineReason}”</p>}
      {decide.isError && <FormAlert tone="error">{decide.error.message}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <label htmlFor={`admin-refund-${request.id}`} className="block font-medium text-stone-800">
            Refund (₦)
          </label>
          <input
            id={`admin-refund-${request.id}`}
            inputMode="decimal"
            value={naira}
            onChange={(e) => setNaira(e.target.value)}
            className="w-full rounded-lg border border-stone-300 px-2 py-2"
          />
          <Button
            variant="primary"
            className="w-full"
            pending={decide.isPending}
            onClick={() => decide.mutate({ decision: 'accept', refundKobo: Math.round(Number(naira) * 100) })}
          >
            Accept and refund
          </Button>
        </div>
        <div className="space-y-2">
          <label htmlFor={`admin-decline-${request.id}`} className="block font-medium text-stone-800">
            Reason to decline
          </label>
          <input
            id={`admin-decline-${request.id}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="w-full rounded-lg border border-stone-300 px-2 py-2"
          />
          <Button
            variant="secondary"
            className="w-full"
            pending={decide.isPending}
            onClick={() => decide.mutate({ decision: 'decline', reason })}
          >
            Decline
          </Button>
        </div>
      </div>
    </article>
  );
}
