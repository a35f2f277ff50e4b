import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from './notify.ts';
import { api, call } from './api.ts';
import { paths } from './paths.ts';
import { onSignedOut } from './session-query.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(api.auth['sign-out'].$post()),
    onSuccess: async () => {
      // Leave first, synchronously: a protected page still on screen (or a lazy home still loading)
      // would otherwise see the signed-out session and bounce to /signin.
      await navigate(paths.home.href(), { flushSync: true });
      onSignedOut(queryClient);
    },
    onError: (error) => toast.error(error.message),
  });
}
