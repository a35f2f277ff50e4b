import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api.ts';

/**
 * GET /api/profile: the signed-in person's own profile, one cached query for every feature that
 * reads it (the account's profile, checkout's prefill, the vendor's payout account). A change that
 * returns the profile sets this query's data.
 */
export const profileQueryKey = ['profile'] as const;

export const fetchProfile = () => call(api.profile.$get());

export type Profile = Awaited<ReturnType<typeof fetchProfile>>['profile'];

export const profileQueryOptions = queryOptions({ queryKey: profileQueryKey, queryFn: fetchProfile });

export function useProfile() {
  return useQuery({ ...profileQueryOptions, select: (data) => data.profile });
}
