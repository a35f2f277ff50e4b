import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { AUDIT_PAGE_SIZE, type AuditKind } from '../../../../shared/audit.ts';

export type ActivityFilter = { actorId?: string | undefined; kind?: AuditKind | undefined; page: number };

const queryOf = (filter: ActivityFilter) => ({
  page: String(filter.page),
  limit: String(AUDIT_PAGE_SIZE),
  ...(filter.actorId ? { actorId: filter.actorId } : {}),
  ...(filter.kind ? { kind: filter.kind } : {}),
});

/** GET /api/admin/activity: the audit trail, newest first, by person and kind. */
export const fetchActivity = (filter: ActivityFilter) => call(api.admin.activity.$get({ query: queryOf(filter) }));

export type ActivityPage = Awaited<ReturnType<typeof fetchActivity>>;

/** The CSV export of the same filter (a plain link: the browser downloads it with the session cookie). */
export const activityCsvHref = (filter: Omit<ActivityFilter, 'page'>) => {
  const params = new URLSearchParams(queryOf({ ...filter, page: 1 }));
  params.delete('page');
  params.delete('limit');
  const query = params.toString();
  return `/api/admin/activity.csv${query ? `?${query}` : ''}`;
};

export function useActivity(filter: ActivityFilter) {
  return useQuery({
    queryKey: ['admin', 'activity', filter] as const,
    queryFn: () => fetchActivity(filter),
    // What an admin just did elsewhere on the dashboard shows when they open the tab.
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
