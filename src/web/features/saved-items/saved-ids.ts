import { useEffect, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api.ts';
import { useSession } from '../../lib/session-query.ts';

/**
 * Which products the shopper has saved (docs/product.md#saved-items): every heart asks here.
 * Signed out, the ids live in this browser (`localStorage`, key `saved-items`, newest first);
 * signed in, on the server, read once as a list of ids. Product cards are in the entry chunk, and
 * so is this module: it only reads. Saving, merging and the Saved page load when wanted
 * (saved-actions.ts, pages/); what writes the browser's list tells the hearts with a `storage`
 * event, as another tab's change does.
 */
export const SAVED_STORAGE_KEY = 'saved-items';
export const savedKeys = { ids: ['saved-items', 'ids'], list: ['saved-items', 'list'] } as const;

const NONE: readonly string[] = [];
let cachedRaw: string | null = null;
let cachedIds = NONE;

/** The ids saved in this browser, as stored (saved-actions.ts checks them before sending). */
export function readDeviceSaved(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SAVED_STORAGE_KEY);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      const parsed: unknown = JSON.parse(raw ?? '[]');
      cachedIds = Array.isArray(parsed) ? parsed : NONE;
    }
  } catch {
    // Storage blocked or unreadable: nothing saved on this device.
  }
  return cachedIds;
}

const onStorage = (listener: () => void) => {
  addEventListener('storage', listener);
  return () => removeEventListener('storage', listener);
};

/**
 * The saved ids, or null while they are not known yet (the page is still the server's HTML, the
 * session is loading, or the account's ids are on their way). A failed read counts as none saved.
 */
export function useSavedIds(): readonly string[] | null {
  const { user, isPending } = useSession();
  const device = useSyncExternalStore(onStorage, readDeviceSaved, () => NONE);
  const account = useQuery({
    queryKey: savedKeys.ids,
    queryFn: () => call(api['saved-items'].ids.$get()).then((body) => body.productIds),
    enabled: !!user,
    staleTime: 300_000,
  });
  if (isPending) return null;
  if (!user) return device;
  return account.data ?? (account.isError ? NONE : null);
}

/**
 * Once someone is signed in with items saved in this browser, they go to the account and leave
 * the browser (saved-actions.ts). The app shell runs this on every page, so it works however the
 * person signed in (sign-in, sign-up, another tab).
 */
export function useMergeDeviceSavedOnSignIn() {
  const client = useQueryClient();
  const userId = useSession().user?.id;
  useEffect(() => {
    if (userId && readDeviceSaved().length > 0)
      void import('./saved-actions.ts').then((actions) => actions.mergeDeviceSaved(client));
  }, [userId, client]);
}
