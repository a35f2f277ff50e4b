import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/users: every account with its role (and balance, for vendors). */
export const fetchUsers = () => call(api.admin.users.$get());

export type AdminUser = Awaited<ReturnType<typeof fetchUsers>>['users'][number];

export function useUsers() {
  return useQuery({ queryKey: adminKeys.users, queryFn: fetchUsers, select: (data) => data.users });
}
