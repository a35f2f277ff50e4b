import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/notify.ts';
import type { UpdateProfileInput } from '../../../../shared/schemas/profile.ts';
import { messages } from '../../../../shared/messages.ts';
import { api, call } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session-query.ts';

export const profileQueryKey = ['profile'] as const;

const fetchProfile = () => call(api.profile.$get());

export type Profile = Awaited<ReturnType<typeof fetchProfile>>['profile'];

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile, select: (data) => data.profile });
}

/** Saves name and phone; the header and welcome text read the name from the session, so it reloads too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput) => call(api.profile.$patch({ json: changes })),
    onSuccess: async (data) => {
      queryClient.setQueryData(profileQueryKey, data);
      toast.success(messages.profile.updated);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (error) => toast.error(messages.profile.updateFailed(error.message)),
  });
}

/** Uploads an avatar as multipart form data (field `file`); the server validates and re-encodes it. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      // The avatar route reads the multipart body itself, so hc has no typed input: pass the body through init.
      return call(api.profile.avatar.$post(undefined, { init: { body } }));
    },
    onSuccess: (data) => {
      queryClient.setQueryData(profileQueryKey, data);
      toast.success(messages.profile.avatarUpdated);
    },
    onError: (error) => toast.error(messages.profile.avatarFailed(error.message)),
  });
}
