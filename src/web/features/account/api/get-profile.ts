import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { profileQueryKey } from './query-keys.ts';

/** GET /api/profile: the signed-in person's own profile. */
export const fetchProfile = () => call(api.profile.$get());

export type Profile = Awaited<ReturnType<typeof fetchProfile>>['profile'];

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile, select: (data) => data.profile });
}
