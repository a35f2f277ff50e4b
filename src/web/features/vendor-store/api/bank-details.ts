import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankDetailsInput } from '../../../../shared/schemas/bank-details.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';

/** The profile's query key, shared by every feature that reads GET /api/profile. */
const profileKey = ['profile'] as const;

/** GET /api/profile, of which the Earnings tab shows the bank account cashouts are paid to. */
export const fetchOwnProfile = () => call(api.profile.$get());

export type PayoutAccount = {
  bankName: string | null;
  bankCode: string | null;
  accountNumber: string | null;
  accountName: string | null;
};

export function usePayoutAccount() {
  return useQuery({
    queryKey: profileKey,
    queryFn: fetchOwnProfile,
    select: ({ profile }): PayoutAccount => ({
      bankName: profile.bankName,
      bankCode: profile.bankCode,
      accountNumber: profile.accountNumber,
      accountName: profile.accountName,
    }),
  });
}

/** PUT /api/profile/bank-details: the new account, confirmed with the password; the server mails the owner. */
export const saveBankDetails = (input: BankDetailsInput) => call(api.profile['bank-details'].$put({ json: input }));

export function useSaveBankDetails(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof saveBankDetails>>, BankDetailsInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankDetails,
    ...callbacks,
    onSuccess: (data, variables, ...rest) => {
      queryClient.setQueryData(profileKey, data);
      return callbacks.onSuccess?.(data, variables, ...rest);
    },
  });
}
