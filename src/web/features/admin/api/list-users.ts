import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/notify.ts';
import type { Role } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { api, call } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session-query.ts';

export const adminUsersQueryKey = ['admin', 'users'] as const;

const fetchUsers = () => call(api.admin.users.$get());

export type AdminUser = Awaited<ReturnType<typeof fetchUsers>>['users'][number];

export function useAdminUsers() {
  return useQuery({ queryKey: adminUsersQueryKey, queryFn: fetchUsers, select: (data) => data.users });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      call(api.admin.users[':id'].role.$patch({ param: { id }, json: { role } })),
    onSuccess: async () => {
      toast.success(messages.admin.roleUpdated);
      // Balances show for vendors only, so the list is reloaded; an admin changing their own
      // role also changes what the header and guards allow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
    onError: (error) => toast.error(messages.admin.roleUpdateFailed(error.message)),
  });
}
