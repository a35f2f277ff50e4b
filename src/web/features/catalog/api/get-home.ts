import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { catalogKeys } from './query-keys.ts';

/**
 * GET /api/catalog/home. Home ships in the entry chunk, so this module stays small: the other
 * catalog endpoints have their own modules and load with their pages.
 */
export const fetchHome = () => call(api.catalog.home.$get());

export type HomeData = Awaited<ReturnType<typeof fetchHome>>;
/** What every product card shows (the API's card columns; money in kobo). */
export type ProductCardData = HomeData['products'][number];
export type CategoryData = HomeData['categories'][number];

export function useHome() {
  return useQuery({ queryKey: catalogKeys.home(), queryFn: fetchHome });
}
