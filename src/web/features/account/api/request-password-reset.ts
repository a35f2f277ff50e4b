import { useMutation } from '@tanstack/react-query';
import type { RequestResetInput } from '../../../../shared/schemas/auth.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';

/** POST /api/auth/request-reset: e-mails a password reset link. */
export const requestPasswordReset = (input: RequestResetInput) =>
  call(api.auth['request-reset'].$post({ json: input }));

export function useRequestPasswordReset(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof requestPasswordReset>>, RequestResetInput>,
) {
  return useMutation({ mutationFn: requestPasswordReset, ...callbacks });
}
