import type { ReturnRequestView } from '../../../../shared/schemas/returns.ts';
import { useDecideEscalatedReturn } from '../api/decide-escalated-return.ts';
import { ReturnCard } from './return-card.tsx';

/**
 * A request as an admin sees it, with its store: an escalated one is decided here (accept with a
 * refund, or decline); any other is shown as decided.
 */
export function AdminReturnCard({ request }: { request: ReturnRequestView }) {
  const decide = useDecideEscalatedReturn();
  return (
    <ReturnCard
      request={request}
      showStore
      decide={
        request.status === 'escalated'
          ? (decision) => decide.mutateAsync({ returnId: request.id, decision })
          : undefined
      }
    />
  );
}
