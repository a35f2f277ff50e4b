import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VendorRequestInput } from '../../../../shared/schemas/vendor-request.ts';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';

export const ownVendorRequestKey = ['vendor-request', 'mine'] as const;

/** GET /api/vendor-requests/mine: the caller's latest request, or null. */
export const fetchOwnVendorRequest = () => call(api['vendor-requests'].mine.$get());
export type OwnVendorRequest = NonNullable<Awaited<ReturnType<typeof fetchOwnVendorRequest>>['request']>;

export function useOwnVendorRequest() {
  return useQuery({
    queryKey: ownVendorRequestKey,
    queryFn: fetchOwnVendorRequest,
    select: (d) => d.request,
    // While under review, look again now and then, so the decision shows without a reload.
    refetchInterval: (query) => (query.state.data?.request?.status === 'pending' ? 30_000 : false),
  });
}

/** POST /api/vendor-requests. */
export const submitVendorRequest = (input: VendorRequestInput) => call(api['vendor-requests'].$post({ json: input }));

export function useSubmitVendorRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVendorRequest,
    onSuccess: (data) => {
      queryClient.setQueryData(ownVendorRequestKey, data);
      toast.success(messages.vendorRequests.submitted);
    },
    onError: (error) => toast.error(messages.vendorRequests.submitFailed(error.message)),
  });
}
