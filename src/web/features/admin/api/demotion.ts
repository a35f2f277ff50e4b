import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';

/** GET /api/admin/users/:id/demotion: what making this seller a customer would do now. */
export const fetchDemotion = (id: string) => call(api.admin.users[':id'].demotion.$get({ param: { id } }));

export type Demotion = Awaited<ReturnType<typeof fetchDemotion>>;

/** Read when the role dialog opens, and never from cache: the counts must be the current ones. */
export function useDemotion(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'users', id, 'demotion'],
    queryFn: () => fetchDemotion(id),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
