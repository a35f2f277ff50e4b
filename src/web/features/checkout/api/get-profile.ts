import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';

/** GET /api/profile: the shopper's name and phone prefill the shipping form. */
export const fetchProfile = () => call(api.profile.$get());

export function useCheckoutProfile() {
  return useQuery({ queryKey: ['profile'], queryFn: fetchProfile, select: (data) => data.profile });
}

export type CheckoutProfile = Awaited<ReturnType<typeof fetchProfile>>['profile'];
