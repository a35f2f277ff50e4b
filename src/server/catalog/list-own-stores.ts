import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { stores } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { storeColumns } from './columns.ts';

/** The caller's own stores, newest first. */
export async function listOwnStores(db: DbOrTx, actor: Actor) {
  return db.select(storeColumns).from(stores).where(eq(stores.ownerId, actor.id)).orderBy(desc(stores.createdAt));
}
