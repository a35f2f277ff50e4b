import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ReturnDecision, ReturnRequestView } from '../../../../shared/schemas/returns.ts';
import { RETURN_REASON_LABELS } from '../../../../shared/constants.ts';
import { formatNaira, koboToNaira, nairaToKobo } from '../../../../shared/money.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails.tsx';
import { ToneBadge, type BadgeTone } from '../../../components/ui/status-badge.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { returnsUi } from '../messages.ts';

const STATUS: Record<ReturnRequestView['status'], { label: string; tone: BadgeTone }> = {
  open: { label: returnsUi.status.open, tone: 'yellow' },
  declined: { label: returnsUi.status.declined, tone: 'grey' },
  escalated: { label: returnsUi.status.escalated, tone: 'yellow' },
  accepted: { label: returnsUi.status.accepted, tone: 'green' },
  rejected: { label: returnsUi.status.rejected, tone: 'grey' },
};

type ReturnCardProps = {
  request: ReturnRequestView;
  /** Names the store too (an admin sees every store's requests). */
  showStore?: boolean;
  /**
   * Given while the request waits for the viewer's decision: the card shows the refund (the chosen
   * items' total, editable down) and the reason to decline, and calls this with the one chosen.
   */
  decide?: ((decision: ReturnDecision) => Promise<unknown>) | undefined;
  /** More under the card: the vendor's "Item received back". */
  actions?: ReactNode;
};

/**
 * One return request as the store's owner or an admin sees it (docs/product.md#returns): who asked
 * and why, the items and what they cost, the customer's comment and photos (tap for a larger
 * one), what was decided, and — with `decide` — the decision form. The vendor's and the admin's
 * cards are this card with their own `decide` and `actions`.
 */
export function ReturnCard({ request, showStore = false, decide, actions }: ReturnCardProps) {
  const escalated = request.status === 'escalated';
  const status = STATUS[request.status];
  return (
    <article
      aria-label={`${escalated ? 'Escalated return' : 'Return'} on order ${request.trackingNumber}`}
      className={`space-y-3 rounded-2xl border bg-white p-4 text-sm sm:p-5 ${escalated ? 'border-amber-200' : 'border-stone-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
        <div className="min-w-0">
          <p className="break-words font-medium text-stone-900">
            {request.customerName}
            {showStore && ` · ${request.storeName}`} · {RETURN_REASON_LABELS[request.reason]}
          </p>
          <p className="text-xs text-stone-500">
            <span className="break-all">{request.trackingNumber}</span> ·{' '}
            <span className="whitespace-nowrap">{returnsUi.requestedOn(formatDate(request.createdAt))}</span>
          </p>
        </div>
        <ToneBadge tone={status.tone}>{status.label}</ToneBadge>
      </div>
      <ul className="text-stone-700">
        {request.items.map((i) => (
          <li key={i.orderItemId} className="break-words">
            {i.quantity} × {i.productName} — {formatNaira(i.lineKobo)}
          </li>
        ))}
      </ul>
      {request.comment && <p className="break-words text-stone-600">Customer: “{request.comment}”</p>}
      <PhotoThumbnails photos={request.photos} label={returnsUi.photosLabel} />
      <Outcome request={request} />
      {decide && (request.status === 'open' || escalated) && <DecisionForm request={request} decide={decide} />}
      {actions}
    </article>
  );
}

/** What was decided, by whom, and what became of the refund and the goods. */
function Outcome({ request }: { request: ReturnRequestView }) {
  const byOja = request.escalatedAt !== null;
  return (
    <>
      {request.declineReason && (
        <p className="break-words text-stone-600">
          {request.status === 'rejected' ? 'Oja declined' : 'Store declined'}: “{request.declineReason}”
        </p>
      )}
      {request.status === 'accepted' && (
        <p className="text-stone-700">
          {byOja ? 'Accepted by Oja' : 'Accepted'}: refund of {formatNaira(request.refundKobo ?? 0)}
          {request.refundStatus && <span className="text-stone-500"> · {returnsUi.refund[request.refundStatus]}</span>}
        </p>
      )}
      {request.receivedAt && <p className="text-stone-700">{returnsUi.receivedOn(formatDate(request.receivedAt))}</p>}
      {request.status === 'escalated' && request.escalatedAt ? (
        <p className="text-xs text-stone-500">{returnsUi.escalatedOn(formatDate(request.escalatedAt))}</p>
      ) : (
        request.decidedAt &&
        request.status !== 'open' && (
          <p className="text-xs text-stone-500">{returnsUi.decidedOn(formatDate(request.decidedAt))}</p>
        )
      )}
    </>
  );
}

/**
 * Accept with a refund or decline with a reason. A refusal about one field shows under it (a refund
 * over what was paid, a missing reason); anything else above the form.
 */
function DecisionForm({
  request,
  decide,
}: {
  request: ReturnRequestView;
  decide: (decision: ReturnDecision) => Promise<unknown>;
}) {
  const [naira, setNaira] = useState(koboToNaira(request.itemsKobo).toFixed(2));
  const [reason, setReason] = useState('');
  const mutation = useMutation({ mutationFn: decide });
  const fields = isApiError(mutation.error, 400) ? mutation.error.fields : {};
  const refundError = fields.refundKobo;
  const reasonError = fields.reason;
  const otherError = mutation.error && !refundError && !reasonError ? mutation.error.message : null;
  const pending = mutation.isPending ? mutation.variables?.decision : undefined;
  return (
    <div className="space-y-3">
      {otherError && <FormAlert tone="error">{otherError}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <TextField
            label={returnsUi.refundLabel}
            inputMode="decimal"
            value={naira}
            error={refundError}
            onChange={(e) => setNaira(e.target.value)}
          />
          <Button
            variant="primary"
            className="w-full"
            pending={pending === 'accept'}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ decision: 'accept', refundKobo: nairaToKobo(Number(naira)) })}
          >
            {returnsUi.accept}
          </Button>
        </div>
        <div className="space-y-2">
          <TextField
            label={returnsUi.declineLabel}
            value={reason}
            maxLength={1000}
            error={reasonError}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button
            variant="secondary"
            className="w-full"
            pending={pending === 'decline'}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ decision: 'decline', reason })}
          >
            {returnsUi.decline}
          </Button>
        </div>
      </div>
    </div>
  );
}
