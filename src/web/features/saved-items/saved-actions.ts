import type { QueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api.ts';
import { toast } from '../../lib/notify.ts';
import { SAVED_ITEMS_ON_DEVICE_MAX } from '../../../shared/constants.ts';
import { readDeviceSaved, SAVED_STORAGE_KEY, savedKeys } from './saved-ids.ts';

/**
 * Saving and un-saving (docs/product.md#saved-items), loaded the first time a heart is pressed or
 * someone signs in with items saved in this browser.
 */

/**
 * Said when a signed-out shopper's browser is full. Kept here, not in messages.ts, which the Saved
 * page imports: a module this file shared with the page would go into the entry chunk.
 */
const deviceFull = (max: number) => `You can save up to ${max} items on this device. Sign in to save more.`;

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** The browser's list, only real product ids, newest first and at most as many as it keeps. */
function deviceSaved(): string[] {
  return readDeviceSaved()
    .filter((id): id is string => typeof id === 'string' && UUID.test(id))
    .slice(0, SAVED_ITEMS_ON_DEVICE_MAX);
}

/** Keeps the browser's list and tells the hearts of this tab (another tab hears `storage` itself). */
function writeDeviceSaved(ids: readonly string[]) {
  try {
    if (ids.length > 0) localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify(ids));
    else localStorage.removeItem(SAVED_STORAGE_KEY);
  } catch {
    // Quota or policy: nothing is kept, and the heart says so by staying as it was.
  }
  dispatchEvent(new StorageEvent('storage', { key: SAVED_STORAGE_KEY }));
}

/**
 * Reads the Saved page's list again. A read still on its way is dropped first: it may have been
 * answered before this change, and react-query would otherwise hand that answer on (a first read,
 * with no data yet, is not cancelled by an invalidation).
 */
async function readListAgain(client: QueryClient) {
  await client.cancelQueries({ queryKey: savedKeys.list });
  await client.invalidateQueries({ queryKey: savedKeys.list });
}

/** Each product's requests go one after another, so a quick second press is applied last. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Saves (`save`) or removes a product. Signed out it is kept in this browser, newest first, up
 * to SAVED_ITEMS_ON_DEVICE_MAX. Signed in the heart changes at once and the server is told; if it
 * refuses, the heart goes back and the reason is shown.
 */
export function setSaved(client: QueryClient, productId: string, save: boolean, signedIn: boolean) {
  if (!signedIn) {
    const others = deviceSaved().filter((id) => id !== productId);
    if (save && others.length >= SAVED_ITEMS_ON_DEVICE_MAX) toast.info(deviceFull(SAVED_ITEMS_ON_DEVICE_MAX));
    else writeDeviceSaved(save ? [productId, ...others] : others);
    return Promise.resolve();
  }
  const mark = (saved: boolean) => {
    // A read of the ids still on its way would otherwise put the old list back.
    void client.cancelQueries({ queryKey: savedKeys.ids });
    client.setQueryData<readonly string[]>(savedKeys.ids, (ids = []) => [
      ...(saved ? [productId] : []),
      ...ids.filter((id) => id !== productId),
    ]);
  };
  mark(save);
  const param = { param: { productId } };
  const send = (): Promise<unknown> =>
    (save ? call(api['saved-items'][':productId'].$put(param)) : call(api['saved-items'][':productId'].$delete(param)))
      .catch((error: Error) => {
        mark(!save);
        toast.error(error.message);
      })
      .finally(() => readListAgain(client));
  const next = (queues.get(productId) ?? Promise.resolve()).then(send);
  queues.set(productId, next);
  void next.finally(() => {
    if (queues.get(productId) === next) queues.delete(productId);
  });
  return next;
}

let merging: Promise<void> | null = null;

/**
 * Sends what this browser saved to the signed-in account, once: the server adds what it can
 * (idempotently) and the browser's copy is cleared. On failure the copy stays, for the next page.
 */
export function mergeDeviceSaved(client: QueryClient): Promise<void> {
  merging ??= (async () => {
    const sent = deviceSaved();
    try {
      if (sent.length > 0) {
        const { productIds } = await call(api['saved-items'].merge.$post({ json: { productIds: sent } }));
        await client.cancelQueries({ queryKey: savedKeys.ids });
        client.setQueryData(savedKeys.ids, productIds);
        await readListAgain(client);
      }
      // Anything else stored there (unreadable, or past the cap) could never be merged.
      writeDeviceSaved(readDeviceSaved().filter((id) => typeof id === 'string' && !sent.includes(id) && UUID.test(id)));
    } catch {
      // Kept in the browser: the next page load signed in tries again.
    }
  })().finally(() => {
    merging = null;
  });
  return merging;
}
