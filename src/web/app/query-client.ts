import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api.ts';
import { sessionQueryKey } from '../lib/session-query.ts';

/**
 * One QueryClient for the app. A 401 on any query means the session ended on the server
 * (expired, or the password was reset elsewhere), so the cached session is corrected and the
 * route guards send the person to sign in.
 */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      if (isApiError(error, 401)) queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change on retry; network and server errors may.
      retry: (failureCount, error) =>
        failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
