import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media query matches, following it as the window changes. On the server and while
 * the browser hydrates, it is `serverValue`, so a server-rendered page hydrates without a mismatch
 * and takes the real answer right after.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Below Tailwind's `md` (768 px): a phone, where the header folds and its search box has a row of its own. */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99rem)';
