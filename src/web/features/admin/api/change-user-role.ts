import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session-query.ts';
import { adminKeys } from './query-keys.ts';

/** PATCH /api/admin/users/:id/role. */
export const changeUserRole = ({ id, role }: { id: string; role: Role }) =>
  call(api.admin.users[':id'].role.$patch({ param: { id }, json: { role } }));

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: async () => {
      toast.success(messages.admin.roleUpdated);
      // Balances show for vendors only, so the list is reloaded; an admin changing their own
      // role also changes what the header and guards allow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
    onError: (error) => toast.error(messages.admin.roleUpdateFailed(error.message)),
  });
}
