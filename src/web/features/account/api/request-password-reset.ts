import type { RequestResetInput } from '../../../../shared/schemas/auth.ts';
import { api, callWithin, type MutationCallbacks } from '../../../lib/api.ts';
import { useAnsweringMutation } from '../../../lib/use-answering-mutation.ts';

/** POST /api/auth/request-reset: e-mails a password reset link; gives up after ANSWER_WAIT_MS. */
export const requestPasswordReset = (input: RequestResetInput) =>
  callWithin((options) => api.auth['request-reset'].$post({ json: input }, options));

export function useRequestPasswordReset(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof requestPasswordReset>>, RequestResetInput>,
) {
  return useAnsweringMutation({ mutationFn: requestPasswordReset, ...callbacks });
}
