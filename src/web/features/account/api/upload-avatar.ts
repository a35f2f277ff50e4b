import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { profileQueryKey } from '../../../entities/profile/profile-query.ts';

/** POST /api/profile/avatar as multipart form data (field `file`); the server validates and re-encodes it. */
export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  // The avatar route reads the multipart body itself, so hc has no typed input: pass the body through init.
  return call(api.profile.avatar.$post(undefined, { init: { body } }));
};

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (data) => {
      queryClient.setQueryData(profileQueryKey, data);
      toast.success(messages.profile.avatarUpdated);
    },
    onError: (error) => toast.error(messages.profile.avatarFailed(error.message)),
  });
}
