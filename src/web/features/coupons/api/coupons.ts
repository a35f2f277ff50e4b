import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponInput, CouponView } from '../../../../shared/schemas/coupons.ts';
import { api, call } from '../../../lib/api.ts';

/** Whose coupons: the platform's (an admin's) or one store's (its owner's). */
export type CouponScope = { kind: 'platform' } | { kind: 'store'; storeId: string };

const keyOf = (scope: CouponScope) =>
  scope.kind === 'platform' ? (['coupons', 'platform'] as const) : (['coupons', 'store', scope.storeId] as const);

/** GET /api/admin/coupons or /api/stores/:storeId/coupons. */
const fetchCoupons = (scope: CouponScope): Promise<{ coupons: CouponView[] }> =>
  scope.kind === 'platform'
    ? call(api.admin.coupons.$get())
    : call(api.stores[':storeId'].coupons.$get({ param: { storeId: scope.storeId } }));

export function useCoupons(scope: CouponScope) {
  return useQuery({ queryKey: keyOf(scope), queryFn: () => fetchCoupons(scope) });
}

/** POST …/coupons: a new coupon; a refusal names its field. */
const createCoupon = (scope: CouponScope, json: CouponInput): Promise<{ coupon: CouponView }> =>
  scope.kind === 'platform'
    ? call(api.admin.coupons.$post({ json }))
    : call(api.stores[':storeId'].coupons.$post({ param: { storeId: scope.storeId }, json }));

/** PATCH …/coupons/:couponId: switch a coupon off or on. */
const setActive = (scope: CouponScope, couponId: string, active: boolean): Promise<{ coupon: CouponView }> =>
  scope.kind === 'platform'
    ? call(api.admin.coupons[':couponId'].$patch({ param: { couponId }, json: { active } }))
    : call(
        api.stores[':storeId'].coupons[':couponId'].$patch({
          param: { storeId: scope.storeId, couponId },
          json: { active },
        }),
      );

export function useCreateCoupon(scope: CouponScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) => createCoupon(scope, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(scope) }),
  });
}

export function useSetCouponActive(scope: CouponScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, active }: { couponId: string; active: boolean }) => setActive(scope, couponId, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(scope) }),
  });
}
