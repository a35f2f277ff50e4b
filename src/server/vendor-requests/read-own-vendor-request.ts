import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { vendorUpgradeRequests } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { vendorRequestColumns } from './columns.ts';

/** The caller's latest request (or null): what /upgrade-vendor shows. Only ever the caller's own. */
export async function readOwnVendorRequest(db: DbOrTx, actor: Pick<Actor, 'id'>) {
  const [latest] = await db
    .select(vendorRequestColumns)
    .from(vendorUpgradeRequests)
    .where(eq(vendorUpgradeRequests.userId, actor.id))
    .orderBy(desc(vendorUpgradeRequests.createdAt), desc(vendorUpgradeRequests.id))
    .limit(1);
  return latest ?? null;
}
