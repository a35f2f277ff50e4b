import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../shared/schemas/auth.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';

/** POST /api/auth/reset-password: sets the new password with the e-mailed token. */
export const resetPassword = (input: ResetPasswordInput) => call(api.auth['reset-password'].$post({ json: input }));

export function useResetPassword(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof resetPassword>>, ResetPasswordInput>,
) {
  return useMutation({ mutationFn: resetPassword, ...callbacks });
}
