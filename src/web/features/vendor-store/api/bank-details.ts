import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankDetailsInput } from '../../../../shared/schemas/bank-details.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { profileQueryKey, profileQueryOptions } from '../../../entities/profile/profile-query.ts';

export type PayoutAccount = {
  bankName: string | null;
  bankCode: string | null;
  /** Whose bank list bankCode is from; null is the built-in table (decision 0032). */
  bankList: 'builtin' | 'paystack' | 'flutterwave' | null;
  accountNumber: string | null;
  accountName: string | null;
};

/** The profile (GET /api/profile) as the Earnings tab shows it: the bank account cashouts are paid to. */
export function usePayoutAccount() {
  return useQuery({
    ...profileQueryOptions,
    select: ({ profile }): PayoutAccount => ({
      bankName: profile.bankName,
      bankCode: profile.bankCode,
      bankList: profile.bankList,
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
      queryClient.setQueryData(profileQueryKey, data);
      return callbacks.onSuccess?.(data, variables, ...rest);
    },
  });
}
