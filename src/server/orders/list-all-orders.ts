import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders, profiles, stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { ORDERS_PAGE_SIZE } from '../../shared/constants.ts';
import type { AdminOrdersPage, ManagedOrderRow } from '../../shared/fulfilment.ts';
import type { AdminOrdersQuery } from '../../shared/schemas/fulfilment.ts';
import { managedOrderColumns } from './managed-orders.ts';
import { withItems } from './with-items.ts';

const ADMIN_PAGE_SIZE = ORDERS_PAGE_SIZE * 2;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every order, newest first, for the admin's Orders tab: filtered by status, payment status and
 * store, searched by exact tracking number or customer e-mail. Keyset paging on (created_at, id) —
 * the cursor is the last order's id — keeps page 500 as quick as page 1: no offset to walk, no count.
 */
export async function listAllOrders(db: DbOrTx, input: AdminOrdersQuery): Promise<AdminOrdersPage<ManagedOrderRow>> {
  const where: (SQL | undefined)[] = [
    input.status ? eq(orders.status, input.status) : undefined,
    input.paymentStatus ? eq(orders.paymentStatus, input.paymentStatus) : undefined,
    input.storeId ? eq(orders.storeId, input.storeId) : undefined,
  ];
  const q = input.q?.trim();
  if (q) {
    where.push(q.includes('@') ? eq(profiles.email, q.toLowerCase()) : eq(orders.trackingNumber, q.toUpperCase()));
  }
  if (input.cursor) {
    if (!UUID.test(input.cursor)) {
      throw new AppError('invalid_input', 'Invalid page cursor', { cursor: 'Invalid page cursor' });
    }
    // The cursor is the last order shown; comparing rows in the database keeps created_at's microseconds.
    where.push(
      sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from orders c where c.id = ${input.cursor})`,
    );
  }
  const rows = await db
    .select(managedOrderColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(profiles, eq(profiles.id, orders.customerId))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page.at(-1);
  return {
    orders: await withItems(db, page),
    next: rows.length > ADMIN_PAGE_SIZE && last ? last.id : null,
  };
}
