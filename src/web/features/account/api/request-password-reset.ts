import { useMutation } from '@tanstack/react-query';
import type { RequestResetInput } from '../../../../shared/schemas/auth.ts';
import { api, callWithin, type MutationCallbacks } from '../../../lib/api.ts';

/** POST /api/auth/request-reset: e-mails a password reset link; gives up after ANSWER_WAIT_MS. */
export const requestPasswordReset = (input: RequestResetInput) =>
  callWithin((options) => api.auth['request-reset'].$post({ json: input }, options));

export function useRequestPasswordReset(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof requestPasswordReset>>, RequestResetInput>,
) {
  // 'always': offline it fails at once with the connection message instead of waiting unseen (see useSignIn).
  return useMutation({ mutationFn: requestPasswordReset, networkMode: 'always', ...callbacks });
}
