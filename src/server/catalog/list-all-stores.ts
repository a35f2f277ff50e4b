import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles, stores } from '../db/schema.ts';

/** Admin: every store with its owner's name and e-mail (a read join; the catalog writes no profile). */
export async function listAllStores(db: DbOrTx) {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      description: stores.description,
      logoUrl: stores.logoUrl,
      isActive: stores.isActive,
      createdAt: stores.createdAt,
      ownerName: profiles.fullName,
      ownerEmail: profiles.email,
    })
    .from(stores)
    .innerJoin(profiles, eq(profiles.id, stores.ownerId))
    .orderBy(desc(stores.createdAt));
}
