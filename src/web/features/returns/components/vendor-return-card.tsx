import type { ReturnRequestView } from '../../../../shared/schemas/returns.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useAcceptReturn } from '../api/accept-return.ts';
import { useDeclineReturn } from '../api/decline-return.ts';
import { useReceiveReturnedItems } from '../api/receive-returned-items.ts';
import { returnsUi } from '../messages.ts';
import { ReturnCard } from './return-card.tsx';

/**
 * A request on the vendor's store's order: an open one is accepted with a refund or declined with a
 * reason; an accepted one's goods are marked received back once (their units return to stock).
 */
export function VendorReturnCard({ request }: { request: ReturnRequestView }) {
  const accept = useAcceptReturn();
  const decline = useDeclineReturn();
  const received = useReceiveReturnedItems();
  const awaitingGoods = request.status === 'accepted' && !request.receivedAt;
  return (
    <ReturnCard
      request={request}
      decide={
        request.status === 'open'
          ? (d) =>
              d.decision === 'accept'
                ? accept.mutateAsync({ returnId: request.id, refundKobo: d.refundKobo })
                : decline.mutateAsync({ returnId: request.id, reason: d.reason })
          : undefined
      }
      actions={
        awaitingGoods && (
          <div className="space-y-2">
            {received.isError && <FormAlert tone="error">{received.error.message}</FormAlert>}
            <Button variant="secondary" pending={received.isPending} onClick={() => received.mutate(request.id)}>
              {returnsUi.received}
            </Button>
          </div>
        )
      }
    />
  );
}
