import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { VENDOR_REQUESTS_PAGE_SIZE } from '../../../../shared/constants.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

// Vendor applications (docs/product.md#vendor-application).
export const vendorRequestKeys = {
  all: ['admin', 'vendor-requests'] as const,
  page: (page: number) => ['admin', 'vendor-requests', page] as const,
};

/** GET /api/admin/vendor-requests: newest first, paged, with the pending count. */
export const fetchVendorRequests = (page: number) =>
  call(
    api.admin['vendor-requests'].$get({ query: { page: String(page), pageSize: String(VENDOR_REQUESTS_PAGE_SIZE) } }),
  );
export type VendorRequestsPage = Awaited<ReturnType<typeof fetchVendorRequests>>;
export type AdminVendorRequest = VendorRequestsPage['requests'][number];

export function useVendorRequests(page: number) {
  return useQuery({
    queryKey: vendorRequestKeys.page(page),
    queryFn: () => fetchVendorRequests(page),
    placeholderData: keepPreviousData,
  });
}

type Decision = { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

/** POST /api/admin/vendor-requests/:id/approve or /reject (with the admin's optional reason). */
export const decideVendorRequest = (decision: Decision) =>
  decision.action === 'approve'
    ? call(api.admin['vendor-requests'][':id'].approve.$post({ param: { id: decision.id } }))
    : call(
        api.admin['vendor-requests'][':id'].reject.$post({
          param: { id: decision.id },
          json: decision.reason.trim() ? { reason: decision.reason } : {},
        }),
      );

export function useDecideVendorRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVendorRequest,
    onSuccess: (_, decision) =>
      toast.success(
        decision.action === 'approve' ? messages.vendorRequests.approved : messages.vendorRequests.rejected,
      ),
    onError: (error) => toast.error(messages.vendorRequests.decideFailed(error.message)),
    // A 409 means someone else decided first: reload either way so the list shows the truth.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      ]),
  });
}
