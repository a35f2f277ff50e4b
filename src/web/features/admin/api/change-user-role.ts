import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session-query.ts';
import { adminKeys } from './admin-keys.ts';
import { adminUiMessages } from '../messages.ts';

/**
 * PATCH /api/admin/users/:id/role. Making a seller a customer deactivates their stores; with open
 * orders, `confirmOpenOrders` repeats the number the confirmation showed (docs/product.md#role-changes).
 */
export const changeUserRole = ({
  id,
  role,
  confirmOpenOrders,
}: {
  id: string;
  role: Role;
  confirmOpenOrders?: number;
}) => call(api.admin.users[':id'].role.$patch({ param: { id }, json: { role, confirmOpenOrders } }));

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: async ({ storesDeactivated }) => {
      toast.success(
        messages.admin.roleUpdated,
        storesDeactivated > 0 ? { description: adminUiMessages.storesDeactivated(storesDeactivated) } : undefined,
      );
      // Balances show for vendors only, so the list is reloaded; an admin changing their own
      // role also changes what the header and guards allow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stores }),
      ]);
    },
    onError: (error) => toast.error(messages.admin.roleUpdateFailed(error.message)),
  });
}
