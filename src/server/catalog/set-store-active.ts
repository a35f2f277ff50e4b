import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { setActiveInputSchema } from '../../shared/schemas/catalog.ts';

/** Admin: shows or hides a store (and so all its products) in public. */
export async function setStoreActive(db: DbOrTx, input: z.output<typeof setActiveInputSchema> & { storeId: string }) {
  const [store] = await db
    .update(stores)
    .set({ isActive: input.isActive })
    .where(eq(stores.id, input.storeId))
    .returning({ id: stores.id, isActive: stores.isActive });
  if (!store) throw new AppError('not_found', 'Store not found');
  return store;
}
