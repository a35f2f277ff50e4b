import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import type { ReturnDecision } from '../../../../shared/schemas/returns.ts';
import { returnKeys } from './return-keys.ts';

/** POST /api/admin/returns/:returnId/decide: an admin accepts an escalated return with a refund, or declines it. */
export const decideEscalatedReturn = (returnId: string, decision: ReturnDecision) =>
  call(api.admin.returns[':returnId'].decide.$post({ param: { returnId }, json: decision }));

export function useDecideEscalatedReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, decision }: { returnId: string; decision: ReturnDecision }) =>
      decideEscalatedReturn(returnId, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: returnKeys.all }),
  });
}
