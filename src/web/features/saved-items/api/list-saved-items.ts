import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { savedKeys } from '../saved-ids.ts';

/** GET /api/saved-items: the signed-in shopper's saved products as they are now, newest saved first. */
export const fetchSavedItems = () => call(api['saved-items'].$get()).then((body) => body.items);

export type SavedItem = Awaited<ReturnType<typeof fetchSavedItems>>[number];

export function useSavedItems(enabled: boolean) {
  return useQuery({ queryKey: savedKeys.list, queryFn: fetchSavedItems, enabled });
}
