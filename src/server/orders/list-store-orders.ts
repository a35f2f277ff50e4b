import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders, profiles, stores } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { ORDERS_PAGE_SIZE } from '../../shared/constants.ts';
import type { VendorOrdersPage, ManagedOrderRow } from '../../shared/fulfilment.ts';
import type { VendorOrdersQuery } from '../../shared/schemas/fulfilment.ts';
import { managedOrderColumns } from './managed-orders.ts';
import { withItems } from './with-items.ts';

/**
 * The orders of the caller's own stores, newest first, a page at a time (vendor dashboard), all of
 * them or those in one status.
 */
export async function listStoreOrders(
  db: DbOrTx,
  input: { page: number; status?: VendorOrdersQuery['status'] },
  actor: Actor,
): Promise<VendorOrdersPage<ManagedOrderRow>> {
  const rows = await db
    .select(managedOrderColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(profiles, eq(profiles.id, orders.customerId))
    .where(and(eq(stores.ownerId, actor.id), input.status ? eq(orders.status, input.status) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE + 1)
    .offset((input.page - 1) * ORDERS_PAGE_SIZE);
  return {
    page: input.page,
    hasMore: rows.length > ORDERS_PAGE_SIZE,
    orders: await withItems(db, rows.slice(0, ORDERS_PAGE_SIZE)),
  };
}
