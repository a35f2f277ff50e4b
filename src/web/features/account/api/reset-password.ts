import type { ResetPasswordInput } from '../../../../shared/schemas/auth.ts';
import { api, callWithin, type MutationCallbacks } from '../../../lib/api.ts';
import { useAnsweringMutation } from '../../../lib/use-answering-mutation.ts';

/** POST /api/auth/reset-password: sets the new password with the e-mailed token; gives up after ANSWER_WAIT_MS. */
export const resetPassword = (input: ResetPasswordInput) =>
  callWithin((options) => api.auth['reset-password'].$post({ json: input }, options));

export function useResetPassword(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof resetPassword>>, ResetPasswordInput>,
) {
  return useAnsweringMutation({ mutationFn: resetPassword, ...callbacks });
}
