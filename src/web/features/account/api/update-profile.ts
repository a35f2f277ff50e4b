import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '../../../../shared/schemas/profile.ts';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call, isApiError } from '../../../lib/api.ts';
import { onSignedOut, sessionQueryKey } from '../../../lib/session-query.ts';
import { profileQueryKey } from '../../../entities/profile/profile-query.ts';

/** PATCH /api/profile: name and phone. */
export const updateProfile = (changes: UpdateProfileInput) => call(api.profile.$patch({ json: changes }));

/** Saves name and phone; the header and welcome text read the name from the session, so it reloads too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (data) => {
      queryClient.setQueryData(profileQueryKey, data);
      toast.success(messages.profile.updated);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (error) => {
      // Signed out meanwhile (another tab, an expired session): the server says "No user logged in"
      // (docs/product.md#profile). The session is then known to be gone, so the route guard asks to sign in and
      // comes back here.
      toast.error(messages.profile.updateFailed(error.message));
      if (isApiError(error, 401)) onSignedOut(queryClient);
    },
  });
}
