import { z } from 'zod';
import { SAVED_ITEMS_ON_DEVICE_MAX } from '../constants.ts';

/**
 * POST /api/saved-items/merge: the product ids a browser kept while its shopper was signed out
 * (docs/product.md#saved-items), at most as many as a browser keeps.
 */
export const mergeSavedItemsInputSchema = z
  .object({
    productIds: z
      .array(z.uuid({ error: 'Product id must be a UUID' }))
      .max(SAVED_ITEMS_ON_DEVICE_MAX, `Merge at most ${SAVED_ITEMS_ON_DEVICE_MAX} saved items at once`),
  })
  .strict();
export type MergeSavedItemsInput = z.infer<typeof mergeSavedItemsInputSchema>;
